import { expect, test } from 'vitest';
import {
  BLACK,
  legalMoves,
  makeMoveText,
  makePosition,
  outcome,
  parseMove,
  play,
} from '../../src/engine';
import { acceptsText, judge, whyIllegal } from '../../src/learn/judge';
import { LEARNING } from './learning';
import type { AbacusLearnWords } from '../../src/games/abacus/words/learn/en';
import type { AbaloneLearnWords } from '../../src/games/abalone/words/learn/en';
import { move, position } from '../fixtures';

type StepId = keyof AbacusLearnWords['tutorial']['steps'];

const steps = LEARNING.abacus.tutorial?.steps ?? [];

test('the Abacus tutorial has 5 to 8 steps, each a game still in play', () => {
  expect(steps.length).toBeGreaterThanOrEqual(5);
  expect(steps.length).toBeLessThanOrEqual(8);
  for (const step of steps) {
    const pos = position(step.position);
    expect(makePosition(pos)).toBe(step.position);
    expect(pos.game).toBe('abacus');
    expect(outcome(pos)).toBeUndefined();
  }
});

/** Per step: legal moves it must take and legal moves it must refuse. */
const TABLE: [StepId, string[], string[]][] = [
  ['place', ['d4', 'a1', 'g7'], []],
  ['group', ['c5', 'c2', 'd4', 'b3'], ['a1', 'g7', 'c6']],
  ['slide', ['c3d4', 'c3d3', 'c3b2', 'c3b3'], ['a1', 'd4']],
  ['split', ['c3e3'], ['c3d4', 'c3b3', 'a1']],
  ['illegal', ['c4f7'], ['a1', 'g6']],
  ['end', ['c3'], []],
];

test('the table covers every step, in order', () => {
  expect(TABLE.map(([id]) => id)).toEqual(steps.map((s) => s.id));
});

test.each(TABLE)('step %s takes only the moves that complete it', (id, takes, refuses) => {
  const step = steps.find((s) => s.id === id)!;
  const pos = position(step.position);
  for (const text of [...takes, step.solution]) {
    expect(step.accepts(pos, move(pos, text)), text).toBe(true);
  }
  for (const text of refuses) expect(step.accepts(pos, move(pos, text)), text).toBe(false);
});

test.each(steps.flatMap((s) => s.arrows.map((a) => [s.id, a] as const)))(
  'step %s: its arrow %o is true to the rules',
  (id, arrow) => {
    const step = steps.find((s) => s.id === id)!;
    const pos = position(step.position);
    const legal = parseMove(pos, `${arrow.from}${arrow.to}`);
    expect(legal.ok).toBe(arrow.kind === 'move');
  },
);

test('the last step fills the board, and fewer stones wins', () => {
  const step = steps.at(-1)!;
  const pos = position(step.position);
  expect(legalMoves(pos).map((m) => makeMoveText(pos, m))).toEqual(['c3']);
  expect(outcome(play(pos, move(pos, 'c3')))).toEqual({ winner: 'black', reason: 'full-board' });
});

const ILLEGAL_STEP = 'abacus b2b/5/2w3/1bb2b1/3bb1/5/4 b';

test.each([
  // A stone picked, then a click on an empty cell it cannot slide to: the board places there.
  ['a2', ['c4'], 'illegal', /stand alone/],
  ['c2', ['c4'], 'illegal', /group of 3, not smaller than its group of 3/],
  ['f4', ['c4'], 'illegal', /blocked at e4/],
  // With nothing picked a placement is just another legal move.
  ['a2', [], 'other', undefined],
  ['c4f7', [], 'right', undefined],
  ['c4f7', ['c4'], 'right', undefined],
] as const)('judge: %s with %o picked is %s', (text, picked, kind, reason) => {
  const pos = position(ILLEGAL_STEP);
  const cells = picked.map((label) => pos.board.labels.findIndex((l) => l.toLowerCase() === label));
  const verdict = judge(pos, move(pos, text), steps[4].accepts, cells);
  expect(verdict.kind).toBe(kind);
  if (verdict.kind === 'illegal') expect(verdict.reason).toMatch(reason!);
});

test('acceptsText takes its own move only; whyIllegal names the rule', () => {
  const pos = position(ILLEGAL_STEP);
  const accepts = acceptsText('c4f7');
  expect(accepts(pos, move(pos, 'c4f7'))).toBe(true);
  expect(accepts(pos, move(pos, 'f7'))).toBe(false);
  expect(acceptsText('c4a2')(pos, move(pos, 'a2'))).toBe(false);
  expect(whyIllegal(pos, 'c4f7')).toBeUndefined();
  expect(whyIllegal(pos, 'c4a2')).toMatch(/stand alone/);
});

type AbaloneStepId = keyof AbaloneLearnWords['tutorial']['steps'];

const abaloneSteps = LEARNING.abalone.tutorial?.steps ?? [];

test('the Abalone tutorial has 4 to 6 steps, each a game still in play with Black to move', () => {
  expect(abaloneSteps.length).toBeGreaterThanOrEqual(4);
  expect(abaloneSteps.length).toBeLessThanOrEqual(6);
  for (const step of abaloneSteps) {
    const pos = position(step.position);
    expect(makePosition(pos)).toBe(step.position);
    expect(pos.game).toBe('abalone');
    expect(pos.turn).toBe(BLACK);
    expect(outcome(pos)).toBeUndefined();
    for (const label of step.highlight) {
      expect(pos.cells[pos.board.labels.findIndex((l) => l.toLowerCase() === label)]).toBe(BLACK);
    }
  }
});

/** Per step: moves of the kind it teaches, and legal moves of another kind it must refuse. */
const ABALONE_TABLE: [AbaloneStepId, string[], string[]][] = [
  ['single', ['e5f6', 'e5d4', 'c3b3'], ['c3c4', 'c3c4d4']],
  ['inline', ['c3c4', 'c4c5', 'c5c4'], ['c3b3', 'c3c5d4', 'c4c5d5']],
  ['broadside', ['c3c4d4', 'c4c3b3'], ['c3c4', 'c3d4']],
  ['sumito', ['c3c4'], ['c4c3', 'c3c4d4', 'c4d5']],
  ['sumito32', ['e2e3'], ['e4f5', 'e2e4f3', 'e3e2']],
  ['eject', ['e6e7'], ['e6d5', 'e7e6', 'e6e8f7']],
];

test('the Abalone table covers every step, in order', () => {
  expect(ABALONE_TABLE.map(([id]) => id)).toEqual(abaloneSteps.map((s) => s.id));
});

test.each(ABALONE_TABLE)(
  'Abalone step %s takes its kind of move and refuses another',
  (id, takes, refuses) => {
    const step = abaloneSteps.find((s) => s.id === id)!;
    const pos = position(step.position);
    for (const text of [...takes, step.solution]) {
      expect(step.accepts(pos, move(pos, text)), text).toBe(true);
    }
    for (const text of refuses) expect(step.accepts(pos, move(pos, text)), text).toBe(false);
  },
);

test('the last Abalone step pushes a white marble off the board', () => {
  const step = abaloneSteps.at(-1)!;
  const pos = position(step.position);
  expect(makePosition(play(pos, move(pos, step.solution)))).toMatch(/ w 0 1$/);
});
