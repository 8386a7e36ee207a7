import type { PuzzleKit } from '../../ai/puzzle';
import { judgeAbacus } from './puzzleProof';
import text from './puzzles.txt?raw';

/** Abacus's puzzles (made by `npm run puzzles`) and their judge: the exact solver. */
export const abacusPuzzleKit: PuzzleKit = {
  text,
  judge: (pos, move, expected) => judgeAbacus(pos, move, expected),
};
