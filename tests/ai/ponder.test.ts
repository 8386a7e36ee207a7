import { expect, test } from 'vitest';
import { legalMoves, makeMoveText, makePosition, play } from '../../src/engine';
import { initialPosition } from '../../src/games';
import { createAiClient } from '../../src/ai/worker/client';
import { createLocalWorker } from '../ai/local-worker';
import { Ponder } from '../../src/ai/search/ponder';
import { AIS } from './ais';

const start = initialPosition('abalone', 5, 'belgian');
const computerMove = legalMoves(start)[0];
const personToMove = play(start, computerMove);
const reply = legalMoves(personToMove)[5];
const expected = play(personToMove, reply);

function tickingClock(): () => number {
  let t = 0;
  return () => ++t;
}

test('pondering searches the expected position and hands over what it spent', () => {
  const ponder = new Ponder();
  const request = {
    position: makePosition(personToMove),
    history: [],
    level: 'expert',
    expected: makeMoveText(personToMove, reply),
  } as const;
  expect(ponder.begin(personToMove, AIS[personToMove.game].ai, request, undefined)).toBe(true);
  const clock = tickingClock();
  ponder.step(10, clock);
  ponder.step(10, clock);
  const hit = ponder.take(makePosition(expected));
  expect(hit?.spentMs).toBeGreaterThanOrEqual(20);
  expect(legalMoves(expected)).toContain(hit?.result?.move);
  // Taking ends pondering: nothing is left for a second look.
  expect(ponder.take(makePosition(expected))).toBeUndefined();
});

test.each([
  { what: 'a think on another position', level: 'expert', takeAt: makePosition(start) },
  { what: 'a level that does not ponder', level: 'hard', takeAt: makePosition(expected) },
] as const)('nothing is reused after $what', ({ level, takeAt }) => {
  const ponder = new Ponder();
  const expectedText = makeMoveText(personToMove, reply);
  const position = makePosition(personToMove);
  const began = ponder.begin(
    personToMove,
    AIS[personToMove.game].ai,
    { position, history: [], level, expected: expectedText },
    undefined,
  );
  expect(began).toBe(level === 'expert');
  ponder.step(5, tickingClock());
  expect(ponder.take(takeAt)).toBeUndefined();
});

test('through the client: ponder, then think on the expected position reuses it', async () => {
  const client = createAiClient(createLocalWorker);
  const first = await client.think({
    position: makePosition(start),
    history: [],
    level: 'expert',
    maxNodes: 5_000,
  });
  expect(first.pondered).toBe(false);
  client.ponder({
    position: makePosition(personToMove),
    history: [],
    level: 'expert',
    expected: makeMoveText(personToMove, reply),
  });
  // Let a slice or two of pondering run.
  await new Promise((resolve) => setTimeout(resolve, 30));
  const hit = await client.think({
    position: makePosition(expected),
    history: [],
    level: 'expert',
    maxNodes: 5_000,
  });
  expect(hit.pondered).toBe(true);
  expect(legalMoves(expected)).toContain(hit.move);
  client.ponder({ position: makePosition(personToMove), history: [], level: 'expert' });
  const miss = await client.think({
    position: makePosition(start),
    history: [],
    level: 'expert',
    maxNodes: 5_000,
  });
  expect(miss.pondered).toBe(false);
  client.dispose();
});
