import { execFileSync } from 'node:child_process';
import { expect, test } from 'vitest';
import { makePosition, parseMove } from '../../src/engine';
import { parsePosition } from '../../src/games';
import { BASELINE_COMMIT, loadBaseline } from '../../scripts/lib/baseline';

/** Whether this checkout holds the commit (a shallow clone does not). */
function hasCommit(): boolean {
  try {
    execFileSync('git', ['cat-file', '-e', `${BASELINE_COMMIT}^{commit}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const POSITIONS = ['abalone 5/6/7/8/9/8/2w4/1w4/1b3 b 0 0', 'abacus 5/6/7/8/9/8/7/6/5 b'];

test.skipIf(!hasCommit()).each(POSITIONS)(
  'the baseline engine, bundled from its commit, plays a legal move, the same at the same nodes: %s',
  async (text) => {
    const engine = await loadBaseline();
    const parsed = parsePosition(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const pos = parsed.value;
    const ask = () =>
      engine.move({
        position: makePosition(pos),
        history: [makePosition(pos)],
        level: 'hard',
        seed: 7,
        timeMs: undefined,
        maxNodes: 3000,
      });
    const move = ask();
    expect(parseMove(pos, move).ok).toBe(true);
    expect(ask()).toBe(move);
  },
  60_000,
);
