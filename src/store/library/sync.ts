import type { StoreApi } from 'zustand/vanilla';
import { otherPlayer, type Player, resultText } from '../../engine';
import { rulesOf } from '../../games';
import type { GameStore } from '../game';
import { newGameId, savedOf } from '../game';
import { afterPaint } from '../schedule/afterPaint';
import { type GameSummary, type Library, libraryError, type LibraryRecord } from './library';
import { checkSavedGame, toSaveData } from '../records/saveFormat';
import { selectFinalOutcome } from '../game/selectors';
import type { PlayerKind } from '../game/savedGame';
import { isOnlineGame } from '../game/onlineEvent';
import { recordNames } from '../game/recordNames';
import { forgetUnsaved, keepUnsaved } from './unsavedChanges';
import type { StorageLike } from './webStorage';

/** The message tabs send each other when one of them has written a game, or deleted it. */
export interface GameChanged {
  readonly id: string;
  /** 0 when it was deleted. */
  readonly revision: number;
}

/** The part of BroadcastChannel the library syncs use, so that tests can pass their own. */
export interface Channel<M = GameChanged> {
  postMessage(message: M): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<M>) => void): void;
  removeEventListener(type: 'message', listener: (e: MessageEvent<M>) => void): void;
}

const playerName = (kind: PlayerKind): string =>
  kind === 'human' ? 'Human' : `Computer (${kind[0].toUpperCase()}${kind.slice(1)})`;

/** What the summary says of a game beyond its board: who played, and how well. */
export interface SummaryExtras {
  /** The colour played on this device, in a game online. */
  readonly seat?: Player;
  readonly accuracy?: Partial<Record<Player, number>>;
}

function summaryOf(s: GameStore, { seat, accuracy }: SummaryExtras): GameSummary {
  const names = recordNames(s.tags);
  const online = isOnlineGame(s.tags);
  return {
    title: rulesOf(s.spec.game).title,
    game: s.spec.game,
    players: s.players,
    n: s.spec.n,
    layout: s.spec.layout,
    plies: s.moves.length,
    result: resultText(selectFinalOutcome(s)),
    black: names.black ?? playerName(s.players.black),
    white: names.white ?? playerName(s.players.white),
    ...(Object.keys(names).length > 0 ? { names } : {}),
    ...(online && seat ? { seat } : {}),
    ...(s.tags && !online ? { imported: true as const } : {}),
    ...(accuracy ? { accuracy } : {}),
  };
}

/** The library record of the store's game as it stands. */
export const recordOf = (
  s: GameStore,
  revision: number,
  created: number,
  updated: number,
  extras: SummaryExtras = {},
): LibraryRecord => ({
  id: s.id,
  revision,
  created,
  updated,
  summary: summaryOf(s, extras),
  data: toSaveData(savedOf(s)),
});

/** Whether every move of the game carries an evaluation: it may be wholly reviewed. */
const mayBeReviewed = (s: GameStore): boolean =>
  s.moves.length > 0 && s.moves.every((m) => m.notes?.eval !== undefined);

export const savedFieldsChanged = (a: GameStore, b: GameStore): boolean =>
  a.id !== b.id ||
  a.spec !== b.spec ||
  a.moves !== b.moves ||
  a.cursor !== b.cursor ||
  a.variations !== b.variations ||
  a.path !== b.path ||
  a.ending !== b.ending ||
  a.settings !== b.settings ||
  a.players !== b.players ||
  a.clocks !== b.clocks ||
  a.remote !== b.remote;

export interface SyncOptions {
  /** Where other tabs announce their writes; none where the browser has no BroadcastChannel. */
  readonly channel?: Channel;
  /** The revision and creation time of the game the store opened with, if it came from the library. */
  readonly revision?: number;
  readonly created?: number;
  readonly now?: () => number;
  /** Where a change still unwritten when the page goes away is kept (`./unsaved`). */
  readonly keep?: StorageLike;
  /** The game opened from its change kept there: forgotten there once written. */
  readonly kept?: string;
  /** The colour this device played in the game opened, if it was played online. */
  readonly seat?: Player;
}

export interface LibrarySync {
  /**
   * Shows a game of the library (resumed, or changed by another tab) and takes over its
   * revision, so that the next write continues it. False if its data cannot be read.
   */
  open(record: LibraryRecord): boolean;
  /**
   * Keeps a change not yet written in Web Storage, at once: called as the page is hidden
   * or goes away, when an asynchronous write may never finish.
   */
  keepPending(): void;
  detach(): void;
}

/**
 * Saves the store's game to the library after every change that should survive a reload,
 * and keeps tabs from overwriting each other: a write is refused when another tab wrote
 * the game first, and this tab's version then becomes a game of its own. A tab that has no
 * unsaved change of its own simply shows what another tab wrote. A failed write shows why
 * the game is not being saved and is tried again with the next change.
 */
export function attachLibrary(
  store: StoreApi<GameStore>,
  library: Library,
  {
    channel,
    revision: openedRevision = 0,
    created: openedCreated,
    now = Date.now,
    keep,
    kept: openedKept,
    seat: openedSeat,
  }: SyncOptions = {},
): LibrarySync {
  let id = store.getState().id;
  let revision = openedRevision;
  let created = openedCreated ?? now();
  let scheduled = false;
  let writing = false;
  let again = false;
  let adopting = false;
  /** The colour this device plays in the game online, kept from its summary once it is over. */
  let seat: Player | undefined = openedSeat;
  /** A change not yet stored: set by every change, cleared by the write of the last one. */
  let dirty = false;
  /** The game whose change is kept in Web Storage, until a write stores it. */
  let kept: string | undefined = openedKept;
  const forgetKept = (): void => {
    if (keep && kept !== undefined) forgetUnsaved(keep, kept);
    kept = undefined;
  };

  const flush = async (): Promise<void> => {
    scheduled = false;
    if (writing) {
      again = true;
      return;
    }
    writing = true;
    const s = store.getState();
    if (s.id !== id) {
      id = s.id;
      revision = 0;
      created = now();
      seat = undefined;
    }
    if (s.remote) seat = otherPlayer(s.remote);
    let record: LibraryRecord;
    try {
      const accuracy = mayBeReviewed(s)
        ? (await import('./reviewAccuracy')).accuracyOf(s)
        : undefined;
      record = recordOf(s, revision + 1, created, now(), { seat, accuracy });
    } catch {
      // The review's chunk did not load (offline before it was cached): the game is still kept.
      record = recordOf(s, revision + 1, created, now(), { seat });
    }
    try {
      const result = await library.put(record, revision);
      if (result === 'conflict') {
        // Another tab wrote this game since we last did: keep both, ours under a new id
        // (the id's change schedules its first write).
        forgetKept();
        store.setState({ id: newGameId(), notice: [{ code: 'forked' }] });
      } else {
        revision = record.revision;
        if (!scheduled && !again) {
          dirty = false;
          forgetKept();
        }
        if (store.getState().storageProblem !== undefined) {
          store.setState({ storageProblem: undefined });
        }
        channel?.postMessage({ id, revision });
      }
    } catch (e) {
      store.setState({ storageProblem: libraryError(e) });
    } finally {
      writing = false;
    }
    if (again) {
      again = false;
      await flush();
    }
  };

  const schedule = (): void => {
    dirty = true;
    if (scheduled) return;
    scheduled = true;
    // A task of its own after the frame that shows the change, coalescing bursts of
    // changes: writing never delays a click.
    afterPaint(() => void flush());
  };

  const unsubscribe = store.subscribe((state, prev) => {
    if (!adopting && savedFieldsChanged(state, prev)) schedule();
  });

  const open = (record: LibraryRecord): boolean => {
    const checked = checkSavedGame(record.data);
    if (!checked.ok) return false;
    id = record.id;
    revision = record.revision;
    created = record.created;
    seat = record.summary.seat;
    adopting = true;
    dirty = false;
    try {
      store.getState().open(checked.value, record.id);
    } finally {
      adopting = false;
    }
    return true;
  };

  const onMessage = (e: MessageEvent<GameChanged>): void => {
    const { id: changed, revision: theirs } = e.data;
    if (changed !== id || theirs <= revision || scheduled || writing) return;
    void library.get(changed).then((record) => {
      if (record && record.revision > revision && !scheduled && !writing) open(record);
    });
  };
  channel?.addEventListener('message', onMessage);

  return {
    open,
    keepPending() {
      if (!keep || !dirty) return;
      const s = store.getState();
      // A change to a game whose id changed since the last write starts that game anew.
      const base = s.id === id ? revision : 0;
      const data = toSaveData(savedOf(s));
      if (kept !== undefined && kept !== s.id) forgetKept();
      if (keepUnsaved(keep, { id: s.id, base, created: s.id === id ? created : now(), data }))
        kept = s.id;
    },
    detach() {
      unsubscribe();
      channel?.removeEventListener('message', onMessage);
    },
  };
}
