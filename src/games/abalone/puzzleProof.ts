import { BLACK, makeMoveText, type Move, type Position, WHITE } from '../../engine';
import { clonePosition } from '../../engine/position';
import type { Difficulty, PuzzleAnswer, PuzzleTheme } from '../../ai/puzzle';
import { winTarget } from './layouts';
import {
  generateAbaloneMoves,
  generateAbalonePushes,
  isInline,
  makeAbaloneMove,
  unmakeAbaloneMove,
} from './moves';

/**
 * Abalone puzzles proven by a full-width alpha-beta on material alone, to a fixed depth:
 * no evaluation to argue with, so "wins a marble by force" means exactly that within
 * the plies searched. An even depth leaves the defence the last word.
 */
export const PROOF_DEPTH = 4;

/** A finished game, beyond any count of marbles. */
const WON = 100;
const MAX_PLY = 8;
const buffers = Array.from({ length: MAX_PLY }, () => new Int32Array(512));
const pushBuffers = Array.from({ length: MAX_PLY }, () => new Int32Array(256));

/** Marbles ahead for the side to move: the opponent's pushed off less its own. */
const material = (pos: Position): number =>
  pos.turn === BLACK
    ? pos.extras[WHITE] - pos.extras[BLACK]
    : pos.extras[BLACK] - pos.extras[WHITE];

const over = (pos: Position): boolean => {
  const target = winTarget(pos.board.n);
  return pos.extras[BLACK] >= target || pos.extras[WHITE] >= target;
};

let nodes = 0;

/** The moves of `pos` at `ply`'s buffer, pushes first (cut-offs come from them). */
function ordered(pos: Position, ply: number): number {
  const out = buffers[ply];
  const pushes = pushBuffers[ply];
  const p = generateAbalonePushes(pos, pushes);
  const all = generateAbaloneMoves(pos, out);
  if (p === 0) return all;
  // Pushes are in-line moves, so swapping each to the front keeps every move once.
  let front = 0;
  for (let i = 0; i < p; i++) {
    const at = out.indexOf(pushes[i], front);
    if (at < 0 || at >= all) continue;
    out[at] = out[front];
    out[front++] = pushes[i];
  }
  return all;
}

/** Material for the side to move after `depth` plies of best play by both, within (alpha, beta). */
export function materialSearch(
  pos: Position,
  depth: number,
  alpha: number,
  beta: number,
  ply = 0,
): number {
  nodes++;
  // The side that just moved reached the target.
  if (over(pos)) return -WON;
  if (depth === 0) return material(pos);
  const moves = buffers[ply];
  const n = ordered(pos, ply);
  if (n === 0) return -WON;
  let best = -Infinity;
  for (let i = 0; i < n; i++) {
    const move = moves[i];
    const undo = makeAbaloneMove(pos, move);
    const score = -materialSearch(pos, depth - 1, -beta, -Math.max(alpha, best), ply + 1);
    unmakeAbaloneMove(pos, move, undo);
    if (score > best) {
      best = score;
      if (best >= beta) return best;
    }
  }
  return best;
}

/** The root's best value, its move, and a bound on every other move's value. */
export interface RootProof {
  readonly move: Move;
  readonly value: number;
  /** Every other first move's value is at most this; the puzzle is unique when it is below `value`. */
  readonly others: number;
}

/**
 * Searches every first move: the best exactly, each other with a window just below the
 * best so far, which is enough to show it does strictly worse (values are whole marbles).
 */
export function proveRoot(position: Position, depth = PROOF_DEPTH): RootProof | undefined {
  const pos = clonePosition(position);
  if (over(pos)) return undefined;
  const moves = Array.from(buffers[0].subarray(0, ordered(pos, 0)));
  if (moves.length === 0) return undefined;
  let best = -Infinity;
  let bestMove = moves[0];
  let others = -Infinity;
  for (const move of moves) {
    const undo = makeAbaloneMove(pos, move);
    const floor = best === -Infinity ? -Infinity : best - 1;
    const score = -materialSearch(pos, depth - 1, -Infinity, -floor, 1);
    unmakeAbaloneMove(pos, move, undo);
    if (score > best) {
      others = Math.max(others, best);
      best = score;
      bestMove = move;
    } else {
      others = Math.max(others, score);
    }
  }
  return { move: bestMove, value: best, others };
}

/** What the mover loses if it could pass: the opponent's threat, in marbles (≥ 0). */
function threat(position: Position, depth: number): number {
  const pos = clonePosition(position);
  pos.turn = pos.turn === BLACK ? WHITE : BLACK;
  return Math.max(0, materialSearch(pos, depth, -Infinity, Infinity, 1) - material(pos));
}

/** A move of `pos` that keeps `value` at `depth`, ejecting ones first, or undefined. */
function keeping(pos: Position, depth: number, value: number, ply: number): Move | undefined {
  const moves = Array.from(buffers[ply].subarray(0, ordered(pos, ply)));
  for (const move of moves) {
    const undo = makeAbaloneMove(pos, move);
    const score = -materialSearch(pos, depth - 1, -Infinity, Infinity, ply + 1);
    unmakeAbaloneMove(pos, move, undo);
    if (score === value) return move;
  }
  return undefined;
}

/** A puzzle's difficulty by its initial rating: one-move gains easy, three-ply ones hard. */
export const abaloneDifficulty = (rating: number): Difficulty =>
  rating < 1250 ? 'easy' : rating < 1550 ? 'medium' : 'hard';

export interface AbalonePuzzle {
  readonly line: readonly string[];
  readonly themes: readonly PuzzleTheme[];
  readonly difficulty: Difficulty;
  readonly rating: number;
  readonly nodes: number;
}

/**
 * The puzzle `pos` makes, or undefined: one first move wins at least a marble that no
 * other first move wins as surely (an attack), or the mover is threatened and one move
 * alone keeps the material level (a defence). The line runs to the ejection that
 * cashes the gain, the defence playing its best (the first of equals).
 */
export function abalonePuzzle(position: Position, depth = PROOF_DEPTH): AbalonePuzzle | undefined {
  nodes = 0;
  const root = proveRoot(position, depth);
  if (!root || root.others >= root.value) return undefined;
  const start = material(position);
  const gain = Math.min(root.value, WON) - start;
  const attack = gain >= 1;
  const danger = attack ? 0 : threat(position, depth - 1);
  if (!attack && !(gain === 0 && danger >= 1)) return undefined;

  const pos = clonePosition(position);
  const me = pos.turn;
  const line: Move[] = [root.move];
  const texts = [makeMoveText(pos, root.move)];
  // The attacker's value, which its best moves keep and the best defence holds it to.
  const value = root.value;
  makeAbaloneMove(pos, root.move);
  const mine = (): number => (pos.turn === me ? material(pos) : -material(pos));
  // Defences answer nothing more; an attack plays on until the gain is on the board.
  while (attack && mine() - start < Math.min(gain, 1) && line.length < depth - 1 && !over(pos)) {
    const left = depth - line.length;
    const reply = keeping(pos, left, -value, 1);
    if (reply === undefined) break;
    texts.push(makeMoveText(pos, reply));
    makeAbaloneMove(pos, reply);
    line.push(reply);
    const next = keeping(pos, left - 1, value, 2);
    // The search's own values guarantee a next move; a line ending on the defence is no puzzle.
    if (next === undefined) return undefined;
    texts.push(makeMoveText(pos, next));
    makeAbaloneMove(pos, next);
    line.push(next);
  }
  const push = isInline(root.move) && pushesAt(position, root.move);
  const themes: PuzzleTheme[] = attack ? ['ejection'] : ['defence'];
  if (push) themes.push('sumito');
  const plies = line.length;
  const rating = Math.round(
    (attack ? 1000 + 300 * (plies - 1) + 100 * Math.min(gain - 1, 2) : 1350) +
      Math.min(300, Math.log2(1 + nodes) * 15) -
      150,
  );
  const difficulty = abaloneDifficulty(rating);
  return { line: texts, themes, difficulty, rating, nodes };
}

function pushesAt(position: Position, move: Move): boolean {
  const out = pushBuffers[MAX_PLY - 1];
  const n = generateAbalonePushes(position, out);
  for (let i = 0; i < n; i++) if (out[i] === move) return true;
  return false;
}

/**
 * Judges the player's move at ply `ply` (even: the solver's turns) of a puzzle whose proof
 * searched `depth` plies from its start: right when it keeps the value the stored move
 * keeps, else the defence's best line against it.
 */
export function judgeAbalone(
  position: Position,
  move: Move,
  expected: Move,
  ply: number,
  depth = PROOF_DEPTH,
): PuzzleAnswer {
  if (move === expected) return { kind: 'right' };
  const left = Math.max(1, depth - ply);
  const pos = clonePosition(position);
  const valueOf = (m: Move): number => {
    const undo = makeAbaloneMove(pos, m);
    const score = -materialSearch(pos, left - 1, -Infinity, Infinity, 1);
    unmakeAbaloneMove(pos, m, undo);
    return score;
  };
  // A first move is unique by proof; a later one may cash the gain another way.
  if (ply > 0 && valueOf(move) >= valueOf(expected)) return { kind: 'right' };
  makeAbaloneMove(pos, move);
  const refutation: Move[] = [];
  for (let d = left - 1; d > 0 && !over(pos); d--) {
    const value = materialSearch(pos, d, -Infinity, Infinity, 1);
    const reply = keeping(pos, d, value, 1);
    if (reply === undefined) break;
    refutation.push(reply);
    makeAbaloneMove(pos, reply);
  }
  return { kind: 'wrong', refutation };
}
