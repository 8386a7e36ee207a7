/**
 * The reader's own mistakes as puzzles: collected from reviewed games of the library, and
 * a move tried in their place judged as "learn from your mistakes" judges it.
 */
import { expect, test } from 'vitest';
import { makeMoveText, parseMove } from '../../src/engine';
import { parsePosition } from '../../src/games';
import { answerMistake } from '../../src/store/computer/answerMistake';
import { mistakesIn, yourMistakes } from '../../src/store/library/mistakes';
import { checkSavedGame } from '../../src/store/records/saveFormat';
import { libraryOf } from './library-stub';
import { scriptedClient, settled } from '../review/helpers';
import { BEST, reviewedRecord } from './reviewed-record';
import { attachReview } from '../../src/store/computer/attachReview';
import { accuracyOf } from '../../src/store/library/reviewAccuracy';
import { recordOf } from '../../src/store/library/sync';
import { gameOf } from './games';
import { STONE } from '../../src/games/abacus/eval';

test('the mistakes and blunders of the reader’s side, with the review’s better move', async () => {
  const record = await reviewedRecord({ black: 'hard', white: 'human' }, 'g1');
  const found = await yourMistakes(libraryOf([record]));
  expect(found.map((m) => [m.ply, m.mover, m.played, m.best, m.judgement])).toEqual([
    [4, 'white', 'a5b5', 'a4b5', 'mistake'],
    [6, 'white', 'h6g5', 'a3b4', 'blunder'],
  ]);
  expect(found[0]).toMatchObject({ key: 'g1:4', gameId: 'g1', game: 'abalone' });
  expect(found[0].history).toHaveLength(3);
  // From Black's side, as evaluations are: White stood 0.4 better before its mistake.
  expect(found[0].before).toEqual({ kind: 'lead', lead: -0.4 });
});

test.each([
  ['Black against the computer', { black: 'human', white: 'hard' } as const, 0],
  ['two people at one screen', { black: 'human', white: 'human' } as const, 2],
  ['the computer against itself', { black: 'hard', white: 'expert' } as const, 0],
])('%s: %i puzzles', async (_, players, count) => {
  const record = await reviewedRecord(players, 'g2');
  expect(await yourMistakes(libraryOf([record]))).toHaveLength(count);
});

test('a game not wholly reviewed gives none, and is not even read', async () => {
  const record = await reviewedRecord({ black: 'hard', white: 'human' }, 'g3');
  const { accuracy: _, ...summary } = record.summary;
  let reads = 0;
  const library = libraryOf([{ ...record, summary }], [], {
    get: async () => {
      reads += 1;
      return record;
    },
  });
  expect(await yourMistakes(library)).toEqual([]);
  expect(reads).toBe(0);
});

test.each([
  // After White's try Black stands 0.3 better, as after the mistake: still a mistake.
  ['a move as bad as the mistake', [0, 0, 0, 400, 300], 'worse'],
  // Black stands 0.35 worse: White lost 0.05 of its 0.4. As good as the review's move.
  ['a move that keeps White’s lead', [0, 0, 0, 400, -350], 'good'],
])('%s is %s', async (_, scores, kind) => {
  const record = await reviewedRecord({ black: 'hard', white: 'human' }, 'g4');
  const [mistake] = mistakesIn(record, savedOfRecord(record), ['white']);
  const pos = parsePosition(mistake.position);
  if (!pos.ok) throw new Error(pos.error.message);
  const tried = parseMove(pos.value, 'a5b5');
  if (!tried.ok) throw new Error(tried.error.message);
  const answer = await answerMistake(scriptedClient(scores, BEST), mistake, pos.value, tried.value);
  expect(answer.kind).toBe(kind);
  if (answer.kind === 'worse') expect(answer.judgement).toBe('mistake');
});

test('the review’s own move is right without a search', async () => {
  const record = await reviewedRecord({ black: 'hard', white: 'human' }, 'g5');
  const [mistake] = mistakesIn(record, savedOfRecord(record), ['white']);
  const pos = parsePosition(mistake.position);
  if (!pos.ok) throw new Error(pos.error.message);
  const best = parseMove(pos.value, mistake.best);
  if (!best.ok) throw new Error(best.error.message);
  expect(makeMoveText(pos.value, best.value)).toBe('a4b5');
  const client = scriptedClient([], []);
  const searched = { count: 0 };
  const answer = await answerMistake(
    { ...client, analyse: (...args) => (searched.count++, client.analyse(...args)) },
    mistake,
    pos.value,
    best.value,
  );
  expect(answer).toEqual({ kind: 'best' });
  expect(searched.count).toBe(0);
});

/**
 * An Abacus game of Black (a person) against Hard, reviewed: Black's second placement, c3,
 * leaves White 1.5 stones better where Black stood even, a mistake by Abacus's margins (a
 * stone or more), with f6 the review's better move. Scores as in `reviewed-record.ts`, in
 * Abacus's unit, a hundredth of a stone.
 */
async function reviewedAbacus() {
  const store = gameOf({ game: 'abacus', n: 5, layout: 'standard' }, ['e5', 'd4', 'c3', 'b2'], {
    black: 'human',
    white: 'hard',
  });
  const stop = attachReview(
    store,
    scriptedClient([0, 0, 0, 1.5 * STONE, -1.5 * STONE], ['e5', 'd4', 'f6', 'b2', undefined]),
  );
  store.getState().openReview();
  await settled(store);
  stop();
  const s = store.getState();
  return { ...recordOf(s, 1, 1_767_000_000_000, 1, { accuracy: accuracyOf(s) }), id: 'a1' };
}

test('Abacus: the person’s mistake with the review’s better placement, a try judged in stones', async () => {
  const record = await reviewedAbacus();
  const found = await yourMistakes(libraryOf([record]));
  expect(found.map((m) => [m.key, m.game, m.ply, m.mover, m.played, m.best, m.judgement])).toEqual([
    ['a1:3', 'abacus', 3, 'black', 'c3', 'f6', 'mistake'],
  ]);
  const [mistake] = found;
  expect(mistake.before).toEqual({ kind: 'lead', lead: 0 });
  const pos = parsePosition(mistake.position);
  if (!pos.ok) throw new Error(pos.error.message);
  expect(pos.value.game).toBe('abacus');
  const tried = parseMove(pos.value, 'g7');
  if (!tried.ok) throw new Error(tried.error.message);
  // After the try White is searched 1.5 stones better, then 0.3: Black lost as much.
  const worse = await answerMistake(
    scriptedClient([0, 0, 0, 1.5 * STONE], []),
    mistake,
    pos.value,
    tried.value,
  );
  expect(worse).toMatchObject({ kind: 'worse', judgement: 'mistake' });
  const good = await answerMistake(
    scriptedClient([0, 0, 0, 0.3 * STONE], []),
    mistake,
    pos.value,
    tried.value,
  );
  expect(good).toMatchObject({ kind: 'good' });
});

function savedOfRecord(record: Awaited<ReturnType<typeof reviewedRecord>>) {
  const checked = checkSavedGame(record.data);
  if (!checked.ok) throw new Error(checked.error.message);
  return checked.value;
}
