/**
 * Solves an Abacus position exactly: who wins with perfect play, and a winning move.
 *
 *   npm run solve -- "<position string>" [--nodes N] [--ms M] [--tt BITS]
 *
 * Prints `result: black wins` or `result: white wins`, then a winning move (or, for the
 * loser to move, the move that resists longest), the nodes searched and the time. With
 * a budget (`--nodes`, `--ms`) that runs out first it prints `result: unknown` and exits
 * with 1. A bad position or option exits with 2.
 */
import { makeMoveText, outcome, playerOf } from '../src/engine';
import { parsePosition } from '../src/games';
import { parseSolveArgs } from './lib/solve-args';
import { AbacusSolver } from '../src/games/abacus/solver';
import { BITS_MAX_SIZE } from '../src/games/abacus/bits';
import { BitSolver } from '../src/games/abacus/bits-solver';

const args = parseSolveArgs(process.argv.slice(2));
if (!args.ok) {
  console.error(`solve: ${args.error.message}`);
  console.error(
    'usage: npm run solve -- "<abacus position string>" [--nodes N] [--ms M] [--tt BITS]',
  );
  process.exit(2);
}
const { position, maxNodes, ms, ttBits } = args.value;
const parsed = parsePosition(position);
if (!parsed.ok) {
  console.error(`solve: bad position: ${parsed.error.message}`);
  process.exit(2);
}
const pos = parsed.value;
if (pos.game !== 'abacus') {
  console.error('solve: only Abacus positions can be solved (Abalone games can last forever)');
  process.exit(2);
}
const over = outcome(pos);
if (over) {
  console.log(`result: ${over.winner} wins`);
  console.log('the game is over');
  process.exit(0);
}
const start = performance.now();
// Up to n=3 the bitboard solver keeps one result per position (290 MB), so nothing it
// has proven is ever searched again; larger boards use the engine and a hash table.
const solver = pos.board.n <= BITS_MAX_SIZE ? new BitSolver('full') : new AbacusSolver(ttBits);
const seconds = () => ((performance.now() - start) / 1000).toFixed(0);
solver.onProgress = (nodes: number, done?: number, total?: number) =>
  console.log(
    `  ${nodes} nodes, ${seconds()} s${total ? `, ${done} of ${total} first moves refuted` : ''}`,
  );
const solution = solver.solve(pos, maxNodes, start + ms);
const elapsed = performance.now() - start;
if (!solution) {
  console.log('result: unknown');
  console.log(`budget ran out after ${solver.searched} nodes, ${(elapsed / 1000).toFixed(2)} s`);
  process.exit(1);
}
const mover = playerOf(pos.turn);
const winner = solution.win ? mover : mover === 'black' ? 'white' : 'black';
console.log(`result: ${winner} wins`);
console.log(
  `${solution.win ? 'winning move' : 'longest defence'}: ${makeMoveText(pos, solution.move)}`,
);
console.log(`nodes: ${solution.nodes}`);
console.log(`time: ${(elapsed / 1000).toFixed(2)} s`);
