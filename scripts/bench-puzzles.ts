/**
 * How long the puzzle trainer's judges take to answer a wrong first move (the time the
 * player waits for the refutation): for every puzzle of both games, the first legal move
 * other than the solution, judged as the trainer judges it.
 *
 *   node scripts/run.mjs scripts/bench-puzzles.ts
 */
import { readFileSync } from 'node:fs';
import { legalMoves, parseMove } from '../src/engine';
import { parsePosition } from '../src/games';
import { parsePuzzles } from '../src/ai/puzzleText';
import { judgeAbacus } from '../src/games/abacus/puzzleProof';
import { judgeAbalone } from '../src/games/abalone/puzzleProof';
for (const game of ['abacus', 'abalone'] as const) {
  const parsed = parsePuzzles(readFileSync(`src/games/${game}/puzzles.txt`, 'utf8'));
  if (!parsed.ok) throw new Error(`${game} puzzles: ${parsed.error.message}`);
  const times: number[] = [];
  let empty = 0;
  for (const p of parsed.value) {
    const pos = parsePosition(p.position);
    if (!pos.ok) throw new Error(`puzzle ${p.id}: ${pos.error.message}`);
    const first = parseMove(pos.value, p.line[0]);
    if (!first.ok) throw new Error(`puzzle ${p.id}: ${first.error.message}`);
    const wrong = legalMoves(pos.value).find((m) => m !== first.value)!;
    const t0 = performance.now();
    const a =
      game === 'abacus'
        ? judgeAbacus(pos.value, wrong, first.value)
        : judgeAbalone(pos.value, wrong, first.value, 0);
    times.push(performance.now() - t0);
    if (a.kind !== 'wrong')
      throw new Error(`puzzle ${p.id}: a move other than the solution judged right`);
    if (a.refutation.length === 0) empty++;
  }
  times.sort((a, b) => a - b);
  const q = (f: number) => times[Math.floor(f * (times.length - 1))].toFixed(1);
  console.log(
    `${game}: ${times.length} wrong first moves judged; ms median ${q(0.5)}, p90 ${q(0.9)}, max ${q(1)}; no refutation found: ${empty}`,
  );
}
