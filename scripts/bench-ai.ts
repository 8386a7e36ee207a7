/**
 * Search speed on a fixed midgame: Expert's search for 1 s (override with `--ms`),
 * printing each completed iteration, then `depth, nodes, nps`.
 *
 *   npm run bench:ai [-- --ms 1000] [--game abalone|abacus] [--cpu]
 *
 * Abalone (the default) is a real Belgian Daisy game (MiGs 29813) after 34 plies: both
 * armies in contact in the centre, no marble off yet. Abacus is `npm run bench`'s n=5
 * midgame, with many slides on both sides. A search of the start position runs first,
 * unmeasured, so that the figures are for JIT-compiled code as in a long game. `--cpu`
 * times the search by this process's CPU time instead of the wall clock, so that the
 * depth reached does not depend on what else the machine is running.
 */
import { makeMoveText } from '../src/engine';
import { initialPosition, loadAi, parsePosition } from '../src/games';
import { LEVEL_SETTINGS } from '../src/ai/search/levels';
import { think } from '../src/ai/search/think';

const MIDGAMES = {
  abalone: 'abalone w4/1w4/2bb3/2bw1b2/1wbbwwb2/1wwwwww1/1wwb3/1bbbb1/1bb2 b 0 0',
  abacus: 'abacus 5/5b/1ww4/2wbbb2/1ww1b1b2/6bw/www1bbw/wb1b1w/1bb2 b',
} as const;

const option = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const timeMs = Number(option('--ms') ?? 1000);
const game = option('--game') ?? 'abalone';
if (game !== 'abalone' && game !== 'abacus') {
  console.error(`bench:ai: --game is abalone or abacus, not '${game}'`);
  process.exit(2);
}
const now = process.argv.includes('--cpu')
  ? () => {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1000;
    }
  : undefined;
const parsed = parsePosition(MIDGAMES[game]);
if (!parsed.ok) throw new Error(parsed.error.message);
const pos = parsed.value;
const ai = await loadAi(game);
think(initialPosition(game, 5), ai, { level: 'expert', timeMs: 1000, now });
console.log(`position: ${MIDGAMES[game]}`);
console.log(
  `level expert (${LEVEL_SETTINGS.expert.timeMs} ms in play), budget ${timeMs} ms${now ? ' of CPU time' : ''}`,
);
const result = think(pos, ai, {
  level: 'expert',
  timeMs,
  now,
  onProgress: (info) =>
    console.log(
      `  depth ${info.depth}: ${info.nodes} nodes, ${info.elapsedMs.toFixed(0)} ms, score ${info.score}, best ${makeMoveText(pos, info.move)}`,
    ),
});
const nps = Math.round((result.nodes / result.elapsedMs) * 1000);
console.log(`move ${makeMoveText(pos, result.move)} score ${result.score}`);
console.log(`depth ${result.depth} nodes ${result.nodes} nps ${nps}`);
