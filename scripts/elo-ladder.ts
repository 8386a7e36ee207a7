/**
 * Prints the Elo ladder of docs/ai.md: one rating per player fitted from all the matches
 * of `lib/ladder-matches.ts` (a Bradley–Terry fit, `greedy` = 0, one virtual draw a match),
 * then Hard and Expert at their own budgets: as measured where a match played them there,
 * otherwise carried on from Hard's highest measured doubling of nodes.
 *
 *   node scripts/run.mjs scripts/elo-ladder.ts
 */
import { eloAtNodes, fitElo } from './lib/eloFit';
import { scoreOfElo } from './lib/sprt';
import { LADDERS } from './lib/ladder-matches';

const ANCHOR = 'greedy';
const signed = (elo: number): string => `${elo >= 0 ? '+' : '−'}${Math.abs(Math.round(elo))}`;
const percent = (elo: number): string => `${Math.round(scoreOfElo(elo) * 100)}%`;
/** A level held to a budget of its own, as `lib/ladder-matches.ts` names it. */
const atNodes = (level: string, nodes: number): string => `${level}@${nodes / 1000}k`;

for (const ladder of LADDERS) {
  const fit = fitElo(ladder.matches, ANCHOR);
  if (!fit.ok) {
    console.error(`elo-ladder: ${ladder.name}: ${fit.error.message}`);
    process.exit(1);
  }
  console.log(`${ladder.name} (${ladder.matches.length} matches; score = expected against greedy)`);
  const sorted = [...fit.value].sort((x, y) => x.elo - y.elo);
  for (const { player, elo, error } of sorted)
    console.log(
      `  ${player.padEnd(13)} ${signed(elo).padStart(5)} ± ${Math.round(error)
        .toString()
        .padStart(3)}  score ${percent(elo)}`,
    );
  const rated = new Map(fit.value.map((r) => [r.player, r.elo]));
  const [lowNodes, highNodes] = ladder.chainTop;
  const low = rated.get(atNodes('hard', lowNodes));
  const high = rated.get(atNodes('hard', highNodes));
  if (low === undefined || high === undefined) continue;
  const top = (nodes: number): number =>
    eloAtNodes({ nodes: lowNodes, elo: low }, { nodes: highNodes, elo: high }, nodes);
  const perDoubling = (high - low) / Math.log2(highNodes / lowNodes);
  console.log(
    `  a doubling of nodes at the top: ${signed(perDoubling)} (${atNodes('hard', lowNodes)} → ${atNodes('hard', highNodes)}); a level not measured at its budget is carried on from it, a ceiling:`,
  );
  for (const level of ['hard', 'expert'] as const) {
    const nodes = ladder.budgets[level];
    const measured = rated.get(atNodes(level, nodes));
    const elo = measured ?? top(nodes);
    console.log(
      `  ${level.padEnd(13)} ${signed(elo).padStart(5)}        score ${percent(elo)}  (${nodes.toLocaleString('en')} nodes, ${measured === undefined ? 'carried on' : 'measured'})`,
    );
  }
}
