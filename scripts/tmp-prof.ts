import { longGame } from './long-game';
import { createGameStore } from '../src/store/game';
import { parseSavedGame } from '../src/store/records/saveFormat';
import { exportGame } from '../src/store/records/apgnExport';
import { makeLink } from '../src/store/records/link';
const moves = longGame(10000);
const text = JSON.stringify({ version: 1, spec: { game: 'abalone', n: 5, layout: 'standard' }, moves, cursor: moves.length, ending: null, settings: { coordinates: true, hints: true }, players: { black: 'human', white: 'human' }, seed: 1 });
const saved = parseSavedGame(text); if (!saved.ok) throw 1;
const s = createGameStore({ saved: saved.value }).getState();
for (let r = 0; r < 4; r++) {
  let t = performance.now(); const l = makeLink(s, 'https://x/'); const a = performance.now() - t;
  t = performance.now(); exportGame(s, { date: 0 }); const b = performance.now() - t;
  console.log(`link ${a.toFixed(0)} record ${b.toFixed(0)} ${l.length}`);
}
