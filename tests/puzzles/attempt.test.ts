import fc from 'fast-check';
import { expect, test } from 'vitest';
import { legalMoves, type Move, parseMove, play, type Position } from '../../src/engine';
import { parsePosition } from '../../src/games';
import type { Puzzle, PuzzleAnswer, PuzzleKit } from '../../src/ai/puzzle';
import {
  type Attempt,
  expectedMove,
  hint,
  isFinished,
  positionAfter,
  retry,
  reveal,
  shownMoves,
  shownPosition,
  startAttempt,
  stepSolution,
  tryMove,
} from '../../src/puzzles/attempt';
import { judgeAbalone } from '../../src/games/abalone/puzzleProof';
import { judgeAbacus, winningMoves } from '../../src/games/abacus/puzzleProof';

// The attempt only plays the stored line and asks the kit: any legal line will do.
const PUZZLE: Puzzle = {
  id: 1,
  rating: 1500,
  difficulty: 'hard',
  themes: ['ejection'],
  position: 'abalone wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0',
  line: ['c3d3', 'g5f5', 'c4d4'],
};

function started(puzzle: Puzzle = PUZZLE): Attempt {
  const s = startAttempt(puzzle, parsePosition);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

const move = (pos: Position, token: string): Move => {
  const m = parseMove(pos, token);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
};

/** A kit that answers as told, whatever the position. */
const kitSaying = (answer: PuzzleAnswer): Pick<PuzzleKit, 'judge'> => ({ judge: () => answer });
const RIGHT = kitSaying({ kind: 'right' });

test('a right first move is answered by the stored defence, and the last move solves it', () => {
  let a = started();
  const first = expectedMove(a)!;
  a = tryMove(a, first, RIGHT);
  expect(a.status).toBe('solving');
  expect(a.played).toEqual(a.solution.slice(0, 2));
  a = tryMove(a, expectedMove(a)!, RIGHT);
  expect(a.status).toBe('solved');
  expect(isFinished(a)).toBe(true);
  expect(a.result).toBe('solved');
});

test('a move as good as the stored one solves it at once: the stored defence no longer applies', () => {
  const a = started();
  const other = move(a.start, 'c5d5');
  const next = tryMove(a, other, RIGHT);
  expect(next).toMatchObject({ status: 'solved', played: [other] });
});

test('a wrong move is kept with its refutation, shown on the board; retry starts again', () => {
  const a = started();
  const wrong = move(a.start, 'c5d5');
  const reply = move(
    parsePositionOrThrow('abalone wwwww/wwwwww/2www2/8/9/4b3/2bb3/bbbbbb/bbbbb w 0 0'),
    'g5f5',
  );
  const refuted = tryMove(a, wrong, kitSaying({ kind: 'wrong', refutation: [reply] }));
  expect(refuted).toMatchObject({
    status: 'refuted',
    result: 'failed',
    refutation: { move: wrong, line: [reply] },
  });
  expect(isFinished(refuted)).toBe(true);
  expect(shownPosition(refuted).cells).not.toEqual(a.start.cells);
  expect(tryMove(refuted, wrong, RIGHT)).toBe(refuted);
  const again = retry(refuted);
  expect(again).toMatchObject({
    status: 'solving',
    played: [],
    refutation: undefined,
    result: 'failed',
  });
});

test.each([
  ['a hint', hint, { hints: 1, result: 'helped', status: 'solving' }],
  ['the solution', reveal, { shown: 1, result: 'helped', status: 'solved' }],
] as const)('%s counts as help', (_, action, expected) => {
  const a = action(started());
  expect(a).toMatchObject(expected);
  expect(isFinished(a)).toBe(true);
});

// The first result is the one rated: what follows it never changes it.
const WRONG = kitSaying({ kind: 'wrong', refutation: [] });
const wrongMove = (a: Attempt): Attempt => tryMove(a, move(a.start, 'c5d5'), WRONG);
const rightMove = (a: Attempt): Attempt => tryMove(a, expectedMove(a)!, RIGHT);
test.each([
  ['a wrong move, then a hint', [wrongMove, retry, hint], 'failed'],
  ['a wrong move, then the solution', [wrongMove, reveal], 'failed'],
  ['a wrong move, then a solve', [wrongMove, retry, rightMove, rightMove], 'failed'],
  ['a hint, then a wrong move', [hint, wrongMove], 'helped'],
  ['a hint, then a solve', [hint, rightMove, rightMove], 'helped'],
  ['a solve, then the solution', [rightMove, rightMove, reveal], 'solved'],
] as const)('%s: the result is %s', (_, steps, result) => {
  const a = steps.reduce((x: Attempt, step) => step(x), started());
  expect(a.result).toBe(result);
});

test.each([
  [0, 1],
  [1, 2],
  [2, 2],
])('a hint after %i gives %i: the pieces, then where they go, then no more', (before, after) => {
  const a = { ...started(), hints: before };
  expect(hint(a).hints).toBe(after);
});

test('no hint once the attempt is over', () => {
  const solved = rightMove(rightMove(started()));
  expect(hint(solved)).toBe(solved);
});

test('the solution steps within its start and its end, the board showing as many moves', () => {
  fc.assert(
    fc.property(fc.array(fc.constantFrom(-1, 1, 3, -3)), (steps) => {
      const a = steps.reduce((x, by) => stepSolution(x, by), reveal(started()));
      expect(a.shown).toBeGreaterThanOrEqual(0);
      expect(a.shown).toBeLessThanOrEqual(a.solution.length);
      expect(shownMoves(a)).toEqual(a.solution.slice(0, a.shown));
      expect(shownPosition(a).cells).toEqual(
        positionAfter(a.start, a.solution.slice(0, a.shown)).cells,
      );
    }),
  );
});

test('the solution is stepped only once shown', () => {
  const a = started();
  expect(stepSolution(a, 1)).toBe(a);
});

test.each([
  ['a position that does not read', { ...PUZZLE, position: 'abalone 5/6 b' }, 'position'],
  ['a line with an illegal move', { ...PUZZLE, line: ['c3d3', 'c3d3'] }, 'line'],
])('%s cannot start', (_, puzzle, code) => {
  const s = startAttempt(puzzle, parsePosition);
  expect(s.ok).toBe(false);
  if (!s.ok) expect(s.error.code).toBe(code);
});

function parsePositionOrThrow(text: string): Position {
  const p = parsePosition(text);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

test('Abalone judge: the ejection is right, another first move wrong; later, an equal move is right', () => {
  const pos = parsePositionOrThrow('abalone 5/6/7/8/9/8/b6/b5/w4 b 0 0');
  const eject = move(pos, 'c1b1');
  expect(judgeAbalone(pos, eject, eject, 0)).toEqual({ kind: 'right' });
  expect(judgeAbalone(pos, move(pos, 'c1d1'), eject, 0).kind).toBe('wrong');
  // Two pushes eject alike: at a later ply the other is as good as the stored one.
  const two = parsePositionOrThrow('abalone 5/6/7/8/9/8/b5b/b4b/w3w b 0 0');
  expect(judgeAbalone(two, move(two, 'c7b6'), move(two, 'c1b1'), 2)).toEqual({ kind: 'right' });
});

test('Abacus judge: a losing move is refuted by a winning reply', () => {
  const pos = parsePositionOrThrow('abacus 1wb1/bwbww/1bwbwb/1wwbwwb/wbbwb1/w1wbw/bbbw b');
  const winners = winningMoves(pos)!;
  expect(winners.length).toBeGreaterThan(0);
  const losing = legalMoves(pos).find((m) => !winners.includes(m))!;
  expect(judgeAbacus(pos, winners[0], winners[0])).toEqual({ kind: 'right' });
  const answer = judgeAbacus(pos, losing, winners[0]);
  expect(answer.kind).toBe('wrong');
  const refutation = answer.kind === 'wrong' ? answer.refutation : [];
  expect(refutation).toHaveLength(1);
  expect(winningMoves(play(pos, losing))).toContain(refutation[0]);
});
