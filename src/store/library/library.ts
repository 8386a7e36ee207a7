import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { Game, Player, Result } from '../../engine';
import type { PackedProgress } from '../../puzzles/packedProgress';
import { revisionOf } from '../../puzzles/progressRevision';
import type { Players } from '../game/savedGame';
import type { LibraryError } from '../game/notices';
import { libraryRecordProblem } from './recordCheck';
import type { UpgradeProgress } from './upgradeProgress';

/**
 * The game library: every game ever started, each under its own id, in IndexedDB. Games
 * are stored as their plain saved data and checked again on every read, since storage is
 * untrusted input like any other. Unreadable data goes to a quarantine store, where it is
 * kept with its error and never overwritten.
 */

/** What the Games panel lists, kept beside the data so that listing never replays a game. */
export interface GameSummary {
  readonly title: string;
  readonly n: number;
  readonly layout: string;
  readonly plies: number;
  /** `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on. */
  readonly result: string;
  readonly black: string;
  readonly white: string;
  /**
   * The game and its players as codes, for the list to name in the reader's language;
   * absent from summaries written before they were kept, whose words are shown as stored.
   */
  readonly game?: Game;
  readonly players?: Players;
  /** The names its record gives the players (an online or imported game), by colour. */
  readonly names?: Readonly<Partial<Record<Player, string>>>;
  /** The colour played on this device, in a game online. */
  readonly seat?: Player;
  /** Set for a game imported from a record: somebody else's game, not the reader's. */
  readonly imported?: true;
  /** Each side's accuracy (0–100) where the whole game is reviewed. */
  readonly accuracy?: Readonly<Partial<Record<Player, number>>>;
}

/** A game of the library as the Games panel lists it: everything but its data. */
export interface LibraryEntry {
  readonly id: string;
  /** Bumped by every write, so that a tab can tell that another tab changed the game. */
  readonly revision: number;
  readonly created: number;
  readonly updated: number;
  readonly summary: GameSummary;
}

export interface LibraryRecord extends LibraryEntry {
  /** The saved game (`SaveData`), checked with `checkSavedGame` when read. */
  readonly data: unknown;
}

export interface QuarantineRecord {
  readonly id?: number;
  /** When it was set aside. */
  readonly kept: number;
  /** Where it came from, such as "the game library" or "an earlier version's save". */
  readonly source: string;
  /** Why it could not be opened. */
  readonly error: string;
  readonly data: unknown;
}

/**
 * Each game is stored twice, whole in `games` and without its data in `entries`, written
 * and deleted together in one transaction: listing 10,000 games then reads their entries
 * alone, where reading every game's data took the browser seconds.
 */
interface Schema extends DBSchema {
  games: { key: string; value: LibraryRecord; indexes: { updated: number } };
  entries: { key: string; value: LibraryEntry };
  quarantine: { key: number; value: QuarantineRecord };
  /**
   * The puzzle trainer's progress, one record checked part by part when read: a
   * `PackedProgress` under `PACKED_KEY`, or, as version 3 left it, a plain
   * `PuzzleProgress` under `PLAIN_KEY` until it is first written packed.
   */
  puzzles: { key: string; value: unknown };
}

/**
 * Two keys, so that whether the progress is still plain is known by counting, without
 * reading it: the browser copies a plain record of 200,000 puzzles out in one long task.
 */
const PACKED_KEY = 'packed';

/** Entries read in one request by `entries`: a few milliseconds of the browser's copying. */
const ENTRIES_SLICE = 1000;
const PLAIN_KEY = 'progress';

/** A stored game's entry: its fields but its data, as they are, to be checked when read. */
const entryOf = (record: unknown): unknown => {
  if (typeof record !== 'object' || record === null) return record;
  const { data, ...entry } = record as Record<string, unknown>;
  return entry;
};

export interface Library {
  /** Every game, the most recently changed first. */
  list(): Promise<LibraryRecord[]>;
  /** Every game's entry, without its data, the most recently changed first. */
  entries(): Promise<LibraryEntry[]>;
  get(id: string): Promise<LibraryRecord | undefined>;
  /**
   * Writes a game, unless the stored copy is no longer at revision `expected` (0: there is
   * none yet) because another tab wrote it meanwhile.
   */
  put(record: LibraryRecord, expected: number): Promise<'saved' | 'conflict'>;
  remove(id: string): Promise<void>;
  /**
   * Deletes a game and returns it as stored at that moment, read in the same transaction:
   * what an undo must put back, whatever another tab wrote since the list was read.
   */
  take(id: string): Promise<LibraryRecord | undefined>;
  quarantine(item: QuarantineRecord): Promise<number>;
  /**
   * Calls `listener` when another tab's newer version of the site takes the library over:
   * this tab's connection is closed then, and nothing it plays is stored any more.
   */
  onSuperseded(listener: () => void): void;
  quarantined(): Promise<QuarantineRecord[]>;
  release(id: number): Promise<void>;
  /** Lets go of the library, as a worker done with it does: its connection is closed. */
  close(): void;
  /** The puzzle trainer's progress as stored (undefined before the first puzzle), unchecked. */
  puzzleProgress(): Promise<unknown>;
  /** Whether the progress is stored only in the plain form of version 3, found without reading it. */
  holdsPlainProgress(): Promise<boolean>;
  /**
   * Writes the puzzle progress, unless the stored progress is no longer at revision
   * `expected` because another tab wrote it meanwhile; and in the same transaction puts
   * `setAside`, the parts of the stored progress that did not read, into the quarantine.
   * Progress in the plain form is then gone, written over by this.
   */
  putPuzzleProgress(
    progress: PackedProgress,
    expected: number,
    setAside?: QuarantineRecord,
  ): Promise<'saved' | 'conflict'>;
}

/** What went wrong with storage, in words for the player. */
export function libraryError(e: unknown): LibraryError {
  if (e instanceof LibraryClosed) {
    return {
      code: 'superseded',
      message: 'a newer version of this site opened in another tab (reload this tab to use it)',
    };
  }
  const name = e instanceof DOMException || e instanceof Error ? e.name : '';
  const detail = e instanceof Error ? e.message : String(e);
  if (name === 'QuotaExceededError') {
    return { code: 'quota', message: 'the browser’s storage for this site is full' };
  }
  return {
    code: 'failed',
    message: `the browser’s storage failed (${detail || name})`,
    detail: detail || name,
  };
}

const DB_NAME = 'hexplay';
/**
 * 2 added `entries`, 3 `puzzles`. 4 stores puzzle progress packed and with a revision: a
 * tab of an earlier version, which reads only the plain form and writes without looking,
 * lets go of the library when this one opens it, rather than write over what it cannot read.
 */
export const DB_VERSION = 4;
/** How long the library may take to open before the game plays without it. */
export const OPEN_TIME_LIMIT_MS = 3000;

/** Thrown by a library whose connection was closed for another tab's newer version. */
export class LibraryClosed extends Error {
  override readonly name = 'LibraryClosed';
}

class IdbLibrary implements Library {
  private closed = false;
  private readonly superseded: (() => void)[] = [];

  constructor(private readonly connection: IDBPDatabase<Schema>) {}

  /** Closes the connection, so that another tab's newer version can upgrade the database. */
  close(): void {
    this.closed = true;
    this.connection.close();
  }

  /** Closes the connection for another tab's newer version, and says so at once. */
  supersede(): void {
    this.close();
    for (const listener of this.superseded.splice(0)) listener();
  }

  onSuperseded(listener: () => void): void {
    if (this.closed) listener();
    else this.superseded.push(listener);
  }

  private get db(): IDBPDatabase<Schema> {
    if (this.closed) throw new LibraryClosed('closed for a newer version');
    return this.connection;
  }

  async list(): Promise<LibraryRecord[]> {
    const stored: unknown[] = await this.db.getAll('games');
    const good: LibraryRecord[] = [];
    for (const item of stored) {
      const checked = await this.checked(item);
      if (checked) good.push(checked);
    }
    // Most recent first; read unordered, as a record with a bad time has no place in order.
    return good.sort((a, b) => b.updated - a.updated);
  }

  async entries(): Promise<LibraryEntry[]> {
    // A slice of keys at a time, each read in a task of its own: the browser copies a
    // request's values out in one task, and 10,000 entries at once took it 150 ms.
    const stored: unknown[] = [];
    let after: IDBValidKey | undefined;
    for (;;) {
      const range = after === undefined ? undefined : IDBKeyRange.lowerBound(after, true);
      const keys = await this.db.getAllKeys('entries', range, ENTRIES_SLICE);
      if (keys.length === 0) break;
      stored.push(
        ...(await this.db.getAll('entries', IDBKeyRange.bound(keys[0], keys[keys.length - 1]))),
      );
      if (keys.length < ENTRIES_SLICE) break;
      after = keys[keys.length - 1];
    }
    const good: LibraryEntry[] = [];
    for (const item of stored) {
      if (libraryRecordProblem(item) === undefined) good.push(item as LibraryEntry);
      // A bad entry's game is quarantined whole, with the entry's error.
      else await this.quarantineGame(item, libraryRecordProblem(item)!);
    }
    return good.sort((a, b) => b.updated - a.updated);
  }

  async get(id: string): Promise<LibraryRecord | undefined> {
    const stored: unknown = await this.db.get('games', id);
    return stored === undefined ? undefined : this.checked(stored);
  }

  /**
   * The record if every field reads, or else undefined, with the record moved to the
   * quarantine in one transaction: kept with its error, and out of every later list.
   */
  private async checked(item: unknown): Promise<LibraryRecord | undefined> {
    const problem = libraryRecordProblem(item);
    if (problem === undefined) return item as LibraryRecord;
    await this.quarantineGame(item, problem);
    return undefined;
  }

  /**
   * Moves a game that does not read to the quarantine, with `problem`, in one transaction:
   * its whole record as stored where there is one (`item` may be its entry alone), out of
   * `games` and `entries` both.
   */
  private async quarantineGame(item: unknown, problem: string): Promise<void> {
    const tx = this.db.transaction(['games', 'entries', 'quarantine'], 'readwrite');
    const id = (item as { id?: unknown } | null)?.id;
    const whole: unknown =
      typeof id === 'string' ? ((await tx.objectStore('games').get(id)) ?? item) : item;
    await tx.objectStore('quarantine').add({
      kept: Date.now(),
      source: 'the game library',
      error: problem,
      data: whole,
    });
    if (typeof id === 'string') {
      await tx.objectStore('games').delete(id);
      await tx.objectStore('entries').delete(id);
    }
    await tx.done;
  }

  async put(record: LibraryRecord, expected: number): Promise<'saved' | 'conflict'> {
    // One transaction: the check and the write cannot be split by another tab's write.
    const tx = this.db.transaction(['games', 'entries'], 'readwrite');
    const stored = await tx.objectStore('games').get(record.id);
    if ((stored?.revision ?? 0) !== expected) {
      tx.abort();
      await tx.done.catch(() => undefined);
      return 'conflict';
    }
    await tx.objectStore('games').put(record);
    await tx.objectStore('entries').put(entryOf(record) as LibraryEntry);
    await tx.done;
    return 'saved';
  }

  async remove(id: string): Promise<void> {
    const tx = this.db.transaction(['games', 'entries'], 'readwrite');
    await tx.objectStore('games').delete(id);
    await tx.objectStore('entries').delete(id);
    await tx.done;
  }

  async take(id: string): Promise<LibraryRecord | undefined> {
    const tx = this.db.transaction(['games', 'entries'], 'readwrite');
    const stored: unknown = await tx.objectStore('games').get(id);
    await tx.objectStore('games').delete(id);
    await tx.objectStore('entries').delete(id);
    await tx.done;
    // Unreadable, it is gone all the same; it cannot be put back, only not lost: quarantined.
    return stored === undefined ? undefined : this.checked(stored);
  }

  quarantine({ kept, source, error, data }: QuarantineRecord): Promise<number> {
    // Always a new entry: the store numbers it, so nothing kept is ever overwritten.
    return this.db.add('quarantine', { kept, source, error, data });
  }

  quarantined(): Promise<QuarantineRecord[]> {
    return this.db.getAll('quarantine');
  }

  release(id: number): Promise<void> {
    return this.db.delete('quarantine', id);
  }

  async puzzleProgress(): Promise<unknown> {
    const tx = this.db.transaction('puzzles');
    const packed: unknown = await tx.store.get(PACKED_KEY);
    return packed ?? tx.store.get(PLAIN_KEY);
  }

  async holdsPlainProgress(): Promise<boolean> {
    const tx = this.db.transaction('puzzles');
    const [packed, plain] = await Promise.all([
      tx.store.count(PACKED_KEY),
      tx.store.count(PLAIN_KEY),
    ]);
    return packed === 0 && plain > 0;
  }

  async putPuzzleProgress(
    progress: PackedProgress,
    expected: number,
    setAside?: QuarantineRecord,
  ): Promise<'saved' | 'conflict'> {
    const tx = this.db.transaction(['puzzles', 'quarantine'], 'readwrite');
    // Plain progress has no revision: the packed record alone says which was read.
    const stored: unknown = await tx.objectStore('puzzles').get(PACKED_KEY);
    if (revisionOf(stored) !== expected) {
      tx.abort();
      await tx.done.catch(() => undefined);
      return 'conflict';
    }
    if (setAside) await tx.objectStore('quarantine').add(setAside);
    await tx.objectStore('puzzles').put(progress, PACKED_KEY);
    await tx.objectStore('puzzles').delete(PLAIN_KEY);
    await tx.done;
    return 'saved';
  }
}

const fail = (error: LibraryError): Result<never, LibraryError> => ({ ok: false, error });

/**
 * The browser's IndexedDB, or undefined where it has none. Reaching it can throw: Firefox
 * with the site's data blocked throws "The operation is insecure" from the getter itself.
 */
function reachIndexedDB(): Result<IDBFactory | undefined, LibraryError> {
  try {
    return { ok: true, value: typeof indexedDB === 'undefined' ? undefined : indexedDB };
  } catch {
    return fail({
      code: 'denied',
      message: 'this browser denies the site its storage (its settings may block site data)',
    });
  }
}

export interface OpenOptions {
  /** Runs `task` after `ms`: the page's timer, or a test's. */
  readonly after?: (ms: number, task: () => void) => void;
  /** Told as an upgrade gives the stored games what a newer version keeps beside them. */
  readonly onUpgrade?: (progress: UpgradeProgress) => void;
}

/** Games read and given their entry in one step of an upgrade. */
const UPGRADE_BATCH = 500;

/**
 * Opens the library, or says why this browser cannot keep one; never throws, and answers
 * within `OPEN_TIME_LIMIT_MS` of silence: an open that another tab blocks, or that the
 * browser never answers (Safari has hung so), leaves the game to play without a library
 * rather than wait. An upgrade that goes on is not silence: a library of 12,000 games
 * takes a phone longer than the limit to upgrade, and given up on it looked missing, so
 * the limit starts again with each of its steps.
 */
export async function openLibrary({
  after = (ms, task) => void setTimeout(task, ms),
  onUpgrade,
}: OpenOptions = {}): Promise<Result<Library, LibraryError>> {
  const reached = reachIndexedDB();
  if (!reached.ok) return reached;
  if (reached.value === undefined) {
    return fail({
      code: 'unavailable',
      message: 'this browser keeps no storage for the site (as in some private modes)',
    });
  }
  return new Promise((resolve) => {
    let answered = false;
    /** Answers once; whatever comes later is too late. */
    const answer = (result: Result<Library, LibraryError>): boolean => {
      if (answered) return false;
      answered = true;
      resolve(result);
      return true;
    };
    let library: IdbLibrary | undefined;
    let steps = 0;
    const step = (progress: UpgradeProgress): void => {
      steps++;
      onUpgrade?.(progress);
    };
    const watch = (seen: number): void =>
      after(OPEN_TIME_LIMIT_MS, () => {
        if (steps > seen) watch(steps);
        else
          answer(
            fail({
              code: 'timeout',
              message: 'the browser’s storage did not answer within 3 seconds (reloading may help)',
            }),
          );
      });
    watch(0);
    // An IndexedDB that throws from `open` itself, as a broken one may, is no library too.
    let opening: Promise<IDBPDatabase<Schema>>;
    try {
      opening = openDB<Schema>(DB_NAME, DB_VERSION, {
        async upgrade(database, oldVersion, _newVersion, tx) {
          if (oldVersion < 1) {
            database
              .createObjectStore('games', { keyPath: 'id' })
              .createIndex('updated', 'updated');
            database.createObjectStore('quarantine', { keyPath: 'id', autoIncrement: true });
          }
          if (oldVersion < 2) {
            // Every stored game gets its entry, as it is: one that does not read is
            // quarantined, whole, when the list first meets it. Read in batches rather
            // than by a cursor, whose every step is a round trip of its own.
            const entries = database.createObjectStore('entries', { keyPath: 'id' });
            const games = tx.objectStore('games');
            const total = await games.count();
            let done = 0;
            step({ done, total });
            let last: string | undefined;
            for (;;) {
              const range = last === undefined ? undefined : IDBKeyRange.lowerBound(last, true);
              const batch = await games.getAll(range, UPGRADE_BATCH);
              if (batch.length === 0) break;
              await Promise.all(batch.map((game) => entries.put(entryOf(game) as LibraryEntry)));
              done += batch.length;
              last = batch[batch.length - 1].id;
              step({ done, total });
            }
          }
          // Out-of-line keys: the store holds one progress record, whatever its shape.
          if (oldVersion < 3) database.createObjectStore('puzzles');
        },
        blocked: () =>
          answer(
            fail({
              code: 'blocked',
              message:
                'another tab of this site, open at an older version, holds its storage (close it, then reload this tab)',
            }),
          ),
        // Kept open, this tab would leave the other tab's newer version waiting forever.
        blocking: () => library?.supersede(),
      });
    } catch (e) {
      answer(fail(libraryError(e)));
      return;
    }
    opening.then(
      (db) => {
        library = new IdbLibrary(db);
        // Opened too late to be used, it must not block another tab's upgrade either.
        if (!answer({ ok: true, value: library })) library.close();
      },
      (e: unknown) => answer(fail(libraryError(e))),
    );
  });
}
