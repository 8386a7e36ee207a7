import type { PuzzleKit } from '../../ai/puzzle';
import { judgeAbalone } from './puzzleProof';
import text from './puzzles.txt?raw';

/** Abalone's puzzles (made by `npm run puzzles`) and their judge: the material search. */
export const abalonePuzzleKit: PuzzleKit = {
  text,
  judge: (pos, move, expected, ply) => judgeAbalone(pos, move, expected, ply),
};
