import type { AppStore } from './bootApp';
import { loadAllGames } from '../../games';
import { createGameStore, newGameId } from '../game';
import type { LinkedGame, LinkError, ReadLink } from '../records/link';
import { readLinkAway } from '../records/linkAway';
import type { ImportWorker } from '../records/importAway';
import { markLinked } from './linked';
import { sameSpec } from '../game/spec';
import { recordOf } from '../library/sync';
import { libraryError, type LibraryRecord } from '../library/library';
import type { LibraryError } from '../game/notices';
import { HUMANS, type SavedGame } from '../game/savedGame';
import { newSeed } from '../game/newIds';

/**
 * Games that come from outside (an import, a link) entering the library: always as new
 * games, so that nothing already there is overwritten.
 */

/** Shows a game as a new game of the library; the sync writes it under its new id. */
export function adoptGame(app: AppStore, saved: SavedGame): string {
  const id = newGameId();
  app.store.getState().open(saved, id);
  return id;
}

export type Adopted =
  | { readonly outcome: 'done' }
  | { readonly outcome: 'cancelled'; readonly stored: number }
  | { readonly outcome: 'failed'; readonly stored: number; readonly error: LibraryError };

export interface AdoptOptions {
  readonly now?: () => number;
  /** Once aborted, no further game is stored and the board stays as it is. */
  readonly signal?: AbortSignal;
  /** Told after each game stored, with how many are. */
  readonly onStored?: (stored: number) => void;
}

/**
 * Writes several games into the library at once and shows the first. They are written
 * directly: the sync writes only the game on screen, coalescing changes that follow fast.
 * A write that fails (a full storage) ends it there, the games stored so far kept, and
 * the board as it was.
 */
export async function adoptGames(
  app: AppStore,
  games: readonly SavedGame[],
  { now = Date.now, signal, onStored }: AdoptOptions = {},
): Promise<Adopted> {
  const [first, ...rest] = games;
  if (first === undefined) return { outcome: 'done' };
  let stored = 0;
  if (app.library) {
    for (const saved of [...rest].reverse()) {
      if (signal?.aborted) return { outcome: 'cancelled', stored };
      const game = createGameStore({ saved, id: newGameId() }).getState();
      try {
        await app.library.put(recordOf(game, 1, now(), now()), 0);
      } catch (e) {
        return { outcome: 'failed', stored, error: libraryError(e) };
      }
      stored++;
      onStored?.(stored);
    }
  }
  if (signal?.aborted) return { outcome: 'cancelled', stored };
  adoptGame(app, first);
  return { outcome: 'done' };
}

/** Whether saved data (a library record's) holds the same game: spec, start and moves. */
function sameContent(data: unknown, game: LinkedGame): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const { spec, moves } = data as { spec?: unknown; moves?: unknown };
  if (typeof spec !== 'object' || spec === null || !Array.isArray(moves)) return false;
  const s = spec as { game?: unknown; n?: unknown; layout?: unknown; start?: unknown };
  return (
    sameSpec(
      { game: s.game, n: s.n, layout: s.layout, start: s.start ?? undefined } as LinkedGame['spec'],
      game.spec,
    ) &&
    moves.length === game.moves.length &&
    moves.every((text, i) => text === game.moves[i].text)
  );
}

export type LinkOpened = 'new' | 'known';
/** `checked`: false for a link made before links carried a check, whose damage goes unseen. */
type LinkResult =
  { ok: true; value: LinkOpened; checked: boolean } | { ok: false; error: LinkError };

/** A linked game's content (spec, start and moves), one key for each game a link can hold. */
const contentKey = ({ spec, moves }: LinkedGame): string =>
  JSON.stringify([spec.game, spec.n, spec.layout, spec.start ?? null, moves.map((m) => m.text)]);

/**
 * Each app's links being opened, by content: the same link opened twice at once (a
 * double click, a fragment set twice) waits for the first opening, not opens a copy.
 */
const openings = new WeakMap<AppStore, Map<string, Promise<LinkResult>>>();

/**
 * Opens a game link: switches to the library's game when it already holds the same game,
 * or else adds it as a new game. A bad link changes nothing and says why.
 */
export async function openLink(
  app: AppStore,
  text: string,
  {
    worker,
    now = Date.now,
  }: { readonly worker?: () => ImportWorker; readonly now?: () => number } = {},
): Promise<LinkResult> {
  // A link may be of any game, not only the one on screen.
  await loadAllGames();
  const linked = await readLinkAway(text, { worker });
  if (!linked.ok) return { ok: false, error: linked.error };
  const key = contentKey(linked.value);
  const inFlight = openings.get(app) ?? new Map<string, Promise<LinkResult>>();
  openings.set(app, inFlight);
  const pending = inFlight.get(key);
  if (pending) return pending;
  const opening = openLinked(app, linked.value, now).finally(() => inFlight.delete(key));
  inFlight.set(key, opening);
  return opening;
}

/** `now`: when the link came, for the reminder of a game waiting for this player's move. */
async function openLinked(app: AppStore, game: ReadLink, now: () => number): Promise<LinkResult> {
  const { store, library } = app;
  const { checked } = game;
  const shown = store.getState();
  // The game on screen may be the link's, opened a moment ago and not yet stored.
  if (sameContent({ spec: shown.spec, moves: shown.moves.map((m) => m.text) }, game)) {
    markLinked(shown.id, game.moves.length, now());
    return { ok: true, value: 'known', checked };
  }
  if (library) {
    // Only games of the link's length can be it: their data alone is read.
    const entries = await library.entries().catch(() => []);
    let known: LibraryRecord | undefined;
    for (const entry of entries) {
      if (entry.summary.plies !== game.moves.length) continue;
      const record = await library.get(entry.id).catch(() => undefined);
      if (record && sameContent(record.data, game)) {
        known = record;
        break;
      }
    }
    if (known) {
      if (known.id !== store.getState().id) await app.resume(known.id);
      markLinked(known.id, game.moves.length, now());
      return { ok: true, value: 'known', checked };
    }
  }
  const { settings } = store.getState();
  const id = adoptGame(app, {
    spec: game.spec,
    moves: game.moves,
    cursor: game.moves.length,
    ending: game.ending,
    settings,
    players: HUMANS,
    seed: newSeed(),
  });
  markLinked(id, game.moves.length, now());
  return { ok: true, value: 'new', checked };
}
