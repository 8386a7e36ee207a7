/**
 * Search speed on a fixed Abalone midgame: Expert's search for 1 s (override with
 * `--ms`), printing each completed iteration, then `depth, nodes, nps`.
 *
 *   npm run bench:ai [-- --ms 1000]
 *
 * The position is a real Belgian Daisy game (MiGs 29813) after 34 plies: both armies in
 * contact in the centre, no marble off yet. A 1 s search of the Standard start runs
 * first, unmeasured, so that the figures are for JIT-compiled code as in a long game.
 */
import { initialPosition, makeMoveText, parsePosition } from '../src/engine';
import { LEVEL_SETTINGS } from '../src/ai/levels';
import { think } from '../src/ai/think';

const MIDGAME = 'abalone w4/1w4/2bb3/2bw1b2/1wbbwwb2/1wwwwww1/1wwb3/1bbbb1/1bb2 b 0 0';

const msIndex = process.argv.indexOf('--ms');
const timeMs = msIndex >= 0 ? Number(process.argv[msIndex + 1]) : 1000;
const parsed = parsePosition(MIDGAME);
if (!parsed.ok) throw new Error(parsed.error.message);
const pos = parsed.value;
think(initialPosition('abalone', 5), { level: 'expert', timeMs: 1000 });
console.log(`position: ${MIDGAME}`);
console.log(`level expert (${LEVEL_SETTINGS.expert.timeMs} ms in play), budget ${timeMs} ms`);
const result = think(pos, {
  level: 'expert',
  timeMs,
  onProgress: (info) =>
    console.log(
      `  depth ${info.depth}: ${info.nodes} nodes, ${info.elapsedMs.toFixed(0)} ms, score ${info.score}, best ${makeMoveText(pos, info.move)}`,
    ),
});
const nps = Math.round((result.nodes / result.elapsedMs) * 1000);
console.log(`move ${makeMoveText(pos, result.move)} score ${result.score}`);
console.log(`depth ${result.depth} nodes ${result.nodes} nps ${nps}`);
