import { expect, test } from 'vitest';
import { attachReview } from '../../src/store/computer/attachReview';
import { exportGame } from '../../src/store/records/apgnExport';
import { parseImport, toSavedGame } from '../../src/store/records/apgnImport';
import { savedOf } from '../../src/store/game';
import { DEFAULT_SETTINGS } from '../../src/store/game/savedGame';
import { parseSavedGame, serialiseGame } from '../../src/store/records/saveFormat';
import { gameOf } from '../store/games';
import { scriptedClient, settled } from './helpers';

const BELGIAN = { game: 'abalone', n: 5, layout: 'belgian' } as const;

test('a reviewed game exports [%eval] comments and ?!, ?, ?? glyphs, and imports back the same', async () => {
  const store = gameOf(BELGIAN, ['i9h8', 'i6h6', 'i8h7', 'a5b5', 'h8g7', 'h6g5']);
  // For the side to move after 0…6 moves, in 1/1000 marble: ply 3 loses 0.4 (?!), ply 4
  // 0.7 (?), and ply 6 lets Black win by force in 9 plies (??).
  const scores = [0, 0, 0, 400, 300, -300, 1_000_000 - 9];
  const best = ['h9g8', 'x', 'h9g8', 'x', 'x', 'x', undefined];
  const stop = attachReview(store, scriptedClient(scores, best));
  store.getState().openReview();
  await settled(store);
  stop();
  const s = store.getState();
  const text = exportGame(s);
  expect(text).toContain(
    '1. i9h8 {[%eval 0.00]} 1... i6h6 {[%eval 0.00]} 2. i8h7?! {[%eval -0.40]} 2...\n' +
      'a5b5? {[%eval +0.30]} 3. h8g7 {[%eval +0.30]} 3... h6g5?? {[%eval #9]} *',
  );

  const imported = parseImport(text, { game: 'abalone' });
  expect(imported.ok).toBe(true);
  if (!imported.ok) return;
  const saved = toSavedGame(imported.value[0], DEFAULT_SETTINGS, 1);
  // The better move is the app's own note, which records do not carry.
  const withoutBest = s.moves.map((m) => {
    const { best: _, ...rest } = m.notes ?? {};
    return { text: m.text, notes: rest };
  });
  expect(saved.moves.map((m) => ({ text: m.text, notes: m.notes ?? {} }))).toEqual(withoutBest);
});

test('a save keeps the better move of each judged move, and refuses one that is no text', async () => {
  const store = gameOf(BELGIAN, ['i9h8', 'i6h6', 'i8h7']);
  const stop = attachReview(store, scriptedClient([0, 0, 0, 2000], ['x', 'x', 'h9g8', 'x']));
  store.getState().openReview();
  await settled(store);
  stop();
  const saved = savedOf(store.getState());
  expect(saved.moves[2].notes).toEqual({ eval: { score: -2 }, glyphs: ['??'], best: 'h9g8' });
  const read = parseSavedGame(serialiseGame(saved));
  expect(read.ok && read.value.moves).toEqual(saved.moves);

  const data = JSON.parse(serialiseGame(saved)) as { notes: { best?: unknown }[] };
  data.notes[2].best = 7;
  const bad = parseSavedGame(JSON.stringify(data));
  expect(bad.ok).toBe(false);
  if (!bad.ok) expect(bad.error.message).toBe("notes[2].best must be a move's text");
});
