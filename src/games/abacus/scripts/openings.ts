import { legalMoves, type Move, play, type Position } from '../../../engine';
import { createRng } from '../../../ai/search/rng';
import { canonicalOf } from '../canonical';

/**
 * Every distinct opening of `plies` plies from `start` up to the board's symmetry: one
 * line of moves for each class of positions it reaches, in the order legal moves are
 * generated (the same on every machine).
 */
export function distinctOpenings(start: Position, plies: number): Move[][] {
  let level: { pos: Position; moves: Move[] }[] = [{ pos: start, moves: [] }];
  for (let ply = 0; ply < plies; ply++) {
    const seen = new Set<string>();
    const next: typeof level = [];
    for (const { pos, moves } of level) {
      for (const move of legalMoves(pos)) {
        const child = play(pos, move);
        const { key } = canonicalOf(child);
        if (seen.has(key)) continue;
        seen.add(key);
        next.push({ pos: child, moves: [...moves, move] });
      }
    }
    level = next;
  }
  return level.map((l) => l.moves);
}

/**
 * The openings of a self-play run: the distinct openings of the fewest plies (at least
 * two, one move each) that give `games` of them, a sample of `games` drawn by `seed`
 * where there are more.
 */
export function selfPlayOpenings(
  start: Position,
  games: number,
  seed: number,
): { plies: number; openings: Move[][] } {
  let plies = 2;
  let openings = distinctOpenings(start, plies);
  while (openings.length < games) openings = distinctOpenings(start, ++plies);
  const rng = createRng(seed);
  for (let i = openings.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [openings[i], openings[j]] = [openings[j], openings[i]];
  }
  return { plies, openings: openings.slice(0, games) };
}
