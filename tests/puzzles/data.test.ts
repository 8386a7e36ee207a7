/**
 * The puzzle files in the repo: every puzzle reads, its position parses and its line is
 * legal; and a sample, drawn afresh on every run, is proven again from scratch.
 */
import { describe, expect, test } from 'vitest';
import { type Game, parseMove, play } from '../../src/engine';
import { parsePosition } from '../../src/games';
import { PUZZLE_KITS } from '../../src/games/modules';
import { abaloneDifficulty, abalonePuzzle } from '../../src/games/abalone/puzzleProof';
import { abacusDifficulty, winningMoves } from '../../src/games/abacus/puzzleProof';
import type { Difficulty } from '../../src/ai/puzzle';
import { parsePuzzles } from '../../src/ai/puzzleText';
import type { Puzzle } from '../../src/ai/puzzle';
import { createRng } from '../../src/ai/search/rng';
import abaloneText from '../../src/games/abalone/puzzles.txt?raw';
import abacusText from '../../src/games/abacus/puzzles.txt?raw';

/** The games with puzzles, each with its file: those the registry has a puzzle kit for. */
const TEXTS = { abalone: abaloneText, abacus: abacusText } satisfies Partial<Record<Game, string>>;
type PuzzleGame = keyof typeof TEXTS;
const PUZZLE_GAMES = Object.keys(TEXTS) as PuzzleGame[];
const AT_LEAST: Record<PuzzleGame, number> = { abalone: 500, abacus: 200 };
const DIFFICULTY: Record<PuzzleGame, (rating: number) => Difficulty> = {
  abalone: abaloneDifficulty,
  abacus: abacusDifficulty,
};
// Abacus proofs solve every first move of an ending: fewer of them keep the run short.
const SAMPLE: Record<PuzzleGame, number> = { abalone: 10, abacus: 6 };
// A new sample each run, printed so that a failure can be repeated.
const seed = Number(process.env.PUZZLE_SEED ?? Date.now() % 1_000_000);

function read(game: PuzzleGame): Puzzle[] {
  const parsed = parsePuzzles(TEXTS[game]);
  if (!parsed.ok)
    throw new Error(`${game} puzzles line ${parsed.error.line}: ${parsed.error.message}`);
  return parsed.value;
}

function positionOf(text: string) {
  const pos = parsePosition(text);
  if (!pos.ok) throw new Error(pos.error.message);
  return pos.value;
}

test('every game with a puzzle kit has its puzzles checked here', () => {
  expect(Object.keys(PUZZLE_KITS).sort()).toEqual([...PUZZLE_GAMES].sort());
});

describe.each(PUZZLE_GAMES)('%s puzzles', (game) => {
  const puzzles = read(game);

  test(`at least ${AT_LEAST[game]}, each of this game, its line legal, its position unique`, () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(AT_LEAST[game]);
    const seen = new Set<string>();
    for (const puzzle of puzzles) {
      let pos = positionOf(puzzle.position);
      expect(pos.game).toBe(game);
      expect(puzzle.difficulty).toBe(DIFFICULTY[game](puzzle.rating));
      expect(seen.has(puzzle.position)).toBe(false);
      seen.add(puzzle.position);
      for (const token of puzzle.line) {
        const move = parseMove(pos, token);
        if (!move.ok) throw new Error(`puzzle ${puzzle.id} ${token}: ${move.error.message}`);
        pos = play(pos, move.value);
      }
    }
  });

  test(`a sample of ${SAMPLE[game]} (seed ${seed}) is proven again`, () => {
    const rng = createRng(seed);
    for (let i = 0; i < SAMPLE[game]; i++) {
      const puzzle = puzzles[rng.int(puzzles.length)];
      const pos = positionOf(puzzle.position);
      const first = parseMove(pos, puzzle.line[0]);
      if (!first.ok) throw new Error(first.error.message);
      if (game === 'abalone') {
        // The search finds the same unique first move, with the same line and themes.
        const proven = abalonePuzzle(pos);
        expect(proven?.line, `puzzle ${puzzle.id}`).toEqual(puzzle.line);
        expect(proven?.themes).toEqual(puzzle.themes);
      } else {
        // The solver shows the mover wins with this move and no other.
        expect(winningMoves(pos), `puzzle ${puzzle.id}`).toEqual([first.value]);
      }
    }
  });
});

test.each([
  [
    'one push ejects: an ejection',
    'abalone 5/6/7/8/9/8/b6/b5/w4 b 0 0',
    ['c1b1'],
    ['ejection', 'sumito'],
  ],
  [
    'two pushes eject alike: no puzzle',
    'abalone 5/6/7/8/9/8/b5b/b4b/w3w b 0 0',
    undefined,
    undefined,
  ],
  [
    'one move alone saves a1: a defence',
    'abalone 3bb/6/7/8/9/8/w6/w5/bw3 b 0 0',
    ['a1b2'],
    ['defence'],
  ],
  ['two moves save a1: no puzzle', 'abalone 3bb/6/7/8/9/8/w6/w5/b4 b 0 0', undefined, undefined],
])('Abalone proof: %s', (_, text, line, themes) => {
  const proven = abalonePuzzle(positionOf(text));
  expect(proven?.line).toEqual(line);
  expect(proven?.themes).toEqual(themes);
});
