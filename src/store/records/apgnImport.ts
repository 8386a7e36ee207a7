import {
  clonePosition,
  err,
  type Game,
  GAMES,
  type GameRecord,
  type GameRules,
  isGame,
  makeMove,
  makeMoveText,
  makePosition,
  type Move,
  ok,
  quote,
  type Position,
  type RecordGame,
  type RecordVariation,
  replayRecord,
  type Result,
  type ResultText,
  resultText,
  tagValue,
  withoutByteOrderMark,
} from '../../engine';
import { parseRecords } from '../../engine/apgn';
import { RecordPlaces } from './recordPlaces';
import { GAME_MODULES, initialPosition, parsePosition, rulesOf } from '../../games';
import { type RecordedGame, type Tag } from './apgnExport';
import { parsePlayerTag } from './playerTag';
import { isLink } from './isLink';
import { parseLink } from './link';
import { recordsOf } from './saveFormat';
import { checkSpec } from '../game/spec';
import { parseTimeControl, type TimeControl } from '../game/clocks/timeControl';
import { clockNotesWithin } from './clockNotes';
import {
  type Ending,
  HUMANS,
  type MoveRecord,
  type SavedGame,
  type Settings,
  type Variation,
} from '../game/savedGame';

/**
 * Reading what a person pastes, drops or opens: APGN records (one or many), a position
 * string, a record's Position tag on its own, or a game link. Each game read becomes a
 * new game of the library; nothing here touches the library itself.
 */

export interface ImportedGame {
  /** The whole game as recorded. */
  readonly game: RecordedGame;
  /** The record's tags, kept for exporting it again as it came. */
  readonly tags: readonly Tag[];
  readonly result: ResultText;
  /**
   * How many of the moves the app keeps. Fewer than all when a position stood for the third
   * time before the record's end: Hexplay's house rule draws the game there, while the
   * server the record came from let it go on.
   */
  readonly playable: number;
}

export interface ImportError {
  readonly code: 'import';
  readonly message: string;
  /** 1-based number of the game the problem is in, when the text held games. */
  readonly game?: number;
  /** 1-based line and column of the input, where known. */
  readonly line?: number;
  readonly column?: number;
  /** The offending text, shortened. */
  readonly token?: string;
}

const fail = (error: Omit<ImportError, 'code'>): Result<never, ImportError> =>
  err({ code: 'import', ...error });

/** Where a problem is, in words: `game 2, line 14, column 9, at 'x9y9': ` (empty when unknown). */
export function errorPlace(e: ImportError): string {
  const parts: string[] = [];
  if (e.game !== undefined) parts.push(`game ${e.game}`);
  if (e.line !== undefined) parts.push(`line ${e.line}`);
  if (e.column !== undefined) parts.push(`column ${e.column}`);
  if (e.token) parts.push(`at '${e.token}'`);
  return parts.join(', ');
}

export const describeImportError = (e: ImportError): string => {
  const place = errorPlace(e);
  return place === '' ? e.message : `${place}: ${e.message}`;
};

/**
 * The ending a record's result gives a game its last position has not decided. A draw in
 * a game that cannot be drawn (Abacus) leaves the game going rather than refuse the record:
 * its moves and notes are kept, and the players can play it to its end.
 */
function endingOf(
  result: ResultText,
  rules: GameRules,
  termination: string | undefined,
): Ending | undefined {
  // TERMINATIONS' word for a loss on time; any other win is read as a resignation.
  const reason = termination?.toLowerCase() === 'time forfeit' ? 'time' : 'resignation';
  if (result === '1-0') return { reason, winner: 'black' };
  if (result === '0-1') return { reason, winner: 'white' };
  if (result === '1/2-1/2' && rules.playersMayEnd)
    return { reason: 'agreement', winner: undefined };
  return undefined;
}

/** The first ply at which a position stands for the third time, if before the end. */
function repetitionCut(replay: RecordGame): number {
  const last = replay.moves.length;
  if (!replay.start.position.rules.repeats) return last;
  for (let ply = 0; ply < last; ply++) if (replay.occurrences[ply] >= 3) return ply;
  return last;
}

/** A record's side lines as the store keeps them, each move with its text. */
function variationsOf(
  positions: readonly Position[],
  list: readonly RecordVariation<Move>[],
  tc: TimeControl | undefined,
): Variation[] {
  return list.map((v) => {
    const here = positions.slice(0, v.ply + 1);
    for (const move of v.moves) {
      const next = clonePosition(here[here.length - 1]);
      makeMove(next, move);
      here.push(next);
    }
    const notes = clockNotesWithin(tc, here, v.ply, v.notes ?? []);
    const moves = v.moves.map((move, i): MoveRecord => {
      const text = makeMoveText(here[v.ply + i], move);
      const note = notes[i];
      return note === undefined ? { move, text } : { move, text, notes: note };
    });
    return { ply: v.ply, moves, variations: variationsOf(here, v.variations, tc) };
  });
}

const DEFINING = new Set(['game', 'size', 'variant', 'result', 'notation', 'setup', 'position']);

function importRecord(
  record: GameRecord,
  index: number,
  places: RecordPlaces,
): Result<ImportedGame, ImportError> {
  const replayed = replayRecord(record, GAME_MODULES);
  if (!replayed.ok) {
    const { ply, token, message } = replayed.error;
    const place = places.ofMove(index, ply);
    return fail({
      game: index + 1,
      line: place?.line,
      column: place?.column,
      token: token === '' ? undefined : token,
      message: ply === 0 ? message : `move ${ply} cannot be played: ${message}`,
    });
  }
  const replay = replayed.value;
  const { game, n, layout, position } = replay.start;
  // A time control of one period is kept as the game's; others stay as the tag only.
  const clock = parseTimeControl(tagValue(record, 'TimeControl') ?? '');
  const spec = checkSpec({
    game,
    n,
    layout,
    start: makePosition(position),
    ...(clock.ok ? { timeControl: clock.value } : {}),
  });
  // The record's start was made by the engine itself; a spec it rejects is a bug.
  if (!spec.ok) throw new Error(spec.error.message);
  const tc = spec.value.timeControl;
  const notes = clockNotesWithin(tc, replay.positions, 0, replay.notes ?? []);
  const moves = recordsOf(replay.positions, replay.moves, notes);
  const playable = repetitionCut(replay);
  const sideLines = variationsOf(replay.positions, replay.variations ?? [], tc);
  const board = replay.outcome;
  let ending: Ending | undefined;
  let result = record.result;
  if (board === undefined) {
    ending = endingOf(record.result, position.rules, tagValue(record, 'Termination'));
    // The list of games read says what the game becomes: going, where no ending was kept.
    if (ending === undefined) result = '*';
  } else if (
    record.result !== '*' &&
    record.result !== resultText(board) &&
    playable === moves.length
  ) {
    // A server's own repetition rule may differ; any other verdict of the board is final.
    if (board.reason !== 'repetition') {
      const place = places.ofMove(index, moves.length);
      return fail({
        game: index + 1,
        line: place?.line,
        column: place?.column,
        message: `the result ${record.result} contradicts the final position, where the game ended ${resultText(board)} (${board.reason})`,
      });
    }
  }
  return ok({
    game: {
      spec: spec.value,
      moves,
      ending,
      players: {
        black: parsePlayerTag(tagValue(record, 'Black')),
        white: parsePlayerTag(tagValue(record, 'White')),
      },
      // A record without side lines reads back exactly as the game it was written from.
      ...(sideLines.length > 0 ? { variations: sideLines } : {}),
    },
    tags: record.tags.filter(([k]) => !DEFINING.has(k.toLowerCase())),
    result,
    playable,
  });
}

const startOnly = (spec: RecordedGame['spec']): ImportedGame => ({
  game: { spec, moves: [], ending: undefined, players: HUMANS },
  tags: [],
  result: '*',
  playable: 0,
});

/** A position string, on a layout of its own where it is one's start. */
function importPosition(text: string): Result<ImportedGame, ImportError> {
  const pos = parsePosition(text);
  if (!pos.ok)
    return fail({ line: 1, column: 1, token: quote(text.trim()), message: pos.error.message });
  const { game, board } = pos.value;
  const written = makePosition(pos.value);
  const layouts = rulesOf(game).layouts(board.n);
  const layout =
    layouts.find((l) => makePosition(initialPosition(game, board.n, l)) === written) ?? layouts[0];
  const spec = checkSpec({ game, n: board.n, layout, start: written });
  if (!spec.ok) return fail({ message: spec.error.message });
  return ok(startOnly(spec.value));
}

/** How far into the text an error is, to tell which reading of a record got further. */
const reach = (e: ImportError): number => (e.line ?? 0) * 1e6 + (e.column ?? 0);

/**
 * A record without a Game tag is Abalone by APGN's default, but a person pasting moves or
 * a Position tag may mean the game on screen: the record is read as that game first, then
 * as the others. A Variant tag keeps the format's default. When no reading works, the
 * error is that of the reading that got furthest.
 */
function importUntitled(
  record: GameRecord,
  index: number,
  places: RecordPlaces,
  game: Game,
): Result<ImportedGame, ImportError> {
  if (tagValue(record, 'Game') !== undefined || tagValue(record, 'Variant') !== undefined) {
    return importRecord(record, index, places);
  }
  let best: ImportError | undefined;
  for (const g of [game, ...GAMES.filter((other) => other !== game)]) {
    const tags: Tag[] = [['Game', rulesOf(g).title], ...record.tags];
    const read = importRecord({ ...record, tags }, index, places);
    if (read.ok) return read;
    if (best === undefined || reach(read.error) > reach(best)) best = read.error;
  }
  return err(best!);
}

export interface ImportOptions {
  /** The game at the screen, which a record naming no game is read as first. */
  readonly game: Game;
  /** Told after each record of a file is read: how many are, of how many. */
  readonly onProgress?: (read: number, total: number) => void;
}

/** Reads pasted or opened text into games. Never throws. */
export function parseImport(
  pasted: string,
  { game, onProgress }: ImportOptions,
): Result<ImportedGame[], ImportError> {
  // Lines and columns of errors are counted in the text as the person sees it.
  const text = withoutByteOrderMark(pasted);
  const trimmed = text.trim();
  if (trimmed === '') return fail({ message: 'there is nothing to import' });
  if (isLink(trimmed) && !/\s/.test(trimmed)) {
    const linked = parseLink(trimmed);
    if (!linked.ok) return fail({ message: linked.error.message });
    const { spec, moves, ending } = linked.value;
    return ok([
      {
        game: { spec, moves, ending, players: HUMANS },
        tags: [],
        result: '*',
        playable: moves.length,
      },
    ]);
  }
  const first = trimmed.split(/\s/, 1)[0].toLowerCase();
  if (isGame(first)) {
    const pos = importPosition(trimmed);
    return pos.ok ? ok([pos.value]) : pos;
  }
  const parsed = parseRecords(text);
  const places = new RecordPlaces(text);
  if (!parsed.ok) {
    const { line, column, token, message } = parsed.error;
    return fail({ game: places.gameAt(line, column), line, column, token, message });
  }
  const records = parsed.value;
  if (records.length === 0) return fail({ message: 'the text holds no game' });
  const games: ImportedGame[] = [];
  for (let i = 0; i < records.length; i++) {
    const read = importUntitled(records[i], i, places, game);
    if (!read.ok) return read;
    games.push(read.value);
    onProgress?.(i + 1, records.length);
  }
  return ok(games);
}

/**
 * An imported game as the library keeps it: at its last position, ready to be browsed or
 * played on, with the person's own board settings.
 */
export function toSavedGame(imported: ImportedGame, settings: Settings, seed: number): SavedGame {
  const { spec, moves, ending, players, variations = [] } = imported.game;
  const cut = imported.playable < moves.length;
  const kept = cut ? moves.slice(0, imported.playable) : moves;
  return {
    spec,
    moves: kept,
    ...(imported.tags.length > 0 ? { tags: imported.tags } : {}),
    // Side lines leaving moves that were cut would hang from nothing.
    variations: variations.filter((v) => v.ply <= kept.length),
    cursor: kept.length,
    ending: cut ? undefined : ending,
    settings,
    players,
    seed,
  };
}
