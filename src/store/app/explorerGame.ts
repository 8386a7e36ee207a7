import { err, isGame, ok, type Position, positionKey, type Result } from '../../engine';
import { makeRecord } from '../../engine/apgn';
import { parsePosition } from '../../games';
import { loadExplorerGames } from '../../explorer/load';
import type { ExplorerEntry } from '../../explorer/lookup';
import { parseMoveCode } from '../../explorer/moveCode';
import { parseImport, toSavedGame } from '../records/apgnImport';
import { adoptGame } from './adopt';
import type { AppStore } from './bootApp';
import { newSeed } from '../game/newIds';

/**
 * Opens one of an explorer position's games as a new game of the library, at the position
 * it was opened from (where the game first stood there): its moves are loaded, written as the record it came from, and read
 * as any imported record is, so the game reads back exactly as an import of that record.
 */
export async function openExplorerGame(
  app: AppStore,
  entry: ExplorerEntry,
  players: readonly string[],
  gameIndex: number,
  at: Position,
): Promise<Result<string, string>> {
  const { book } = entry;
  const game = book.games[gameIndex];
  const [name, size, layout] = book.variant.split('.');
  const start = parsePosition(book.start);
  if (!isGame(name) || !start.ok) return err(`the book ${book.variant} names no game`);
  const files = await loadExplorerGames();
  if (!files.ok) return err(files.error.message);
  const code = files.value.find((b) => b.variant === book.variant)?.codes[gameIndex];
  if (code === undefined) return err(`the moves of game ${gameIndex + 1} are missing`);
  const moves = parseMoveCode(start.value, game.plies, code);
  if (!moves.ok) return err(moves.error);
  const record = makeRecord(
    { game: name, n: Number(size), layout, position: start.value },
    moves.value,
    game.result,
    [
      ['Event', game.event],
      ['Date', game.date],
      ['Black', players[game.black]],
      ['White', players[game.white]],
      ['Plies', String(game.plies)],
    ],
  );
  const read = parseImport(record, { game: name });
  if (!read.ok) return err(read.error.message);
  const { store } = app;
  const saved = toSavedGame(read.value[0], store.getState().settings, newSeed());
  const id = adoptGame(app, saved);
  const target = positionKey(at);
  const { positions } = store.getState().line().replay;
  const ply = positions.findIndex((p) => positionKey(p) === target);
  if (ply >= 0) store.getState().goTo(ply);
  return ok(id);
}
