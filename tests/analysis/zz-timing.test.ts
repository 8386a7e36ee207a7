import { test } from 'vitest';
import { analyse } from '/work/main/src/ai/analyse';
import { initialPosition, parseMove, play } from '/work/main/src/engine';
test('t', () => {
  let pos = initialPosition('abacus', 5);
  const m = parseMove(pos, 'e5'); if (!m.ok) throw 1;
  pos = play(pos, m.value);
  const t0 = performance.now();
  analyse(pos, { timeMs: 3000, onUpdate: (u) => console.log('depth', u.depth, (performance.now() - t0).toFixed(0), 'ms', u.lines.length) });
});
