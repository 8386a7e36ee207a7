import { expect, test } from 'vitest';
import { legalMoves, type Move, parseMove, play, type Position } from '../../src/engine';
import { parsePosition } from '../../src/games';
import type { Puzzle, PuzzleAnswer, PuzzleKit } from '../../src/ai/puzzle';
import {
  type Attempt,
  expectedMove,
  hint,
  isFinished,
  retry,
  reveal,
  shownPosition,
  startAttempt,
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
  expect(a.helped).toBe(false);
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
    helped: true,
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
    helped: true,
  });
});

test.each([
  ['a hint', hint, { hinted: true, helped: true, status: 'solving' }],
  ['the solution', reveal, { revealed: true, helped: true, status: 'solved' }],
] as const)('%s counts as help', (_, action, expected) => {
  const a = action(started());
  expect(a).toMatchObject(expected);
  expect(isFinished(a)).toBe(true);
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
