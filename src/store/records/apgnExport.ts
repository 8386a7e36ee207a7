import {
  type LineNotes,
  makePosition,
  type Move,
  type OutcomeReason,
  type Position,
  resultText,
  type RecordVariation,
  type ResultText,
} from '../../engine';
import { makeRecord } from '../../engine/apgn';
import { playerTag } from './playerTag';
import { replayLine } from '../game/replayedLine';
import { checkSavedGame } from './saveFormat';
import { outcomeAt } from '../game/turns';
import { startPosition } from '../game/spec';
import { makeTimeControl } from '../game/clocks/timeControl';
import type { Ending, GameSpec, MoveRecord, Players, Variation } from '../game/savedGame';

/**
 * Games written as APGN records (RULES.md §5), the form other programs and `npm run
 * replay` read: a game of the library, the game at the screen, or the whole library.
 */

/** A tag pair of a record, as `makeRecord` takes them. */
export type Tag = readonly [string, string];

/** What a record holds of a game: everything but the app's own settings. */
export interface RecordedGame {
  readonly spec: GameSpec;
  readonly moves: readonly MoveRecord[];
  readonly ending: Ending | undefined;
  readonly players: Players;
  /** Side lines, written as APGN variations `( … )`. */
  readonly variations?: readonly Variation[];
  /** The tags of the record it was imported from. */
  readonly tags?: readonly Tag[];
}

/** The tags that say how the game went here, written anew even for an imported game. */
const PLAYED_HERE = new Set(['termination', 'plies']);

const notesOf = (moves: readonly MoveRecord[]): LineNotes => moves.map((m) => m.notes);

const recordVariations = (list: readonly Variation[]): RecordVariation<Move>[] =>
  list.map((v) => ({
    ply: v.ply,
    moves: v.moves.map((m) => m.move),
    variations: recordVariations(v.variations),
    notes: notesOf(v.moves),
  }));

/** The Termination tag of each way a game ends; a game still going is unterminated. */
export const TERMINATIONS: Readonly<Record<OutcomeReason, string>> = {
  'full-board': 'Board full',
  target: 'Target reached',
  repetition: 'Threefold repetition',
  'no-moves': 'No legal moves',
  resignation: 'Resignation',
  agreement: 'Draw by agreement',
  time: 'time forfeit',
};
export const UNTERMINATED = 'Unterminated';

/** `2026.11.30`, the PGN form of a date, in the player's own time zone. */
export function recordDate(time: number): string {
  const d = new Date(time);
  const two = (v: number): string => String(v).padStart(2, '0');
  return `${d.getFullYear()}.${two(d.getMonth() + 1)}.${two(d.getDate())}`;
}

export interface ExportOptions {
  /** When the game began (its library record's creation), for the Date tag. */
  readonly date?: number;
  /**
   * The tags of a record the game was imported from, written instead of the app's own
   * (Event, Site, Date, players, Termination, Plies).
   */
  readonly tags?: readonly Tag[];
  /**
   * The result that record gave. Its server's rules may differ from Hexplay's: a game it
   * left unfinished at a third repetition is drawn here.
   */
  readonly result?: ResultText;
}

const MADE = new Set(['game', 'size', 'variant', 'result', 'notation', 'setup', 'position']);

/** The game as one APGN record, its start in a Position tag when not the layout's own. */
export function exportGame(game: RecordedGame, { date, tags, result }: ExportOptions = {}): string {
  const { spec, moves, ending, players, variations = [], tags: imported = [] } = game;
  const line = replayLine(spec, moves, undefined);
  const outcome = outcomeAt(line, moves.length, ending);
  // A record that came from elsewhere keeps its own tags; the app's own games get these.
  const app: readonly Tag[] = [
    ['Event', 'Hexplay game'],
    ['Site', 'Hexplay'],
    ['Date', date === undefined ? '????.??.??' : recordDate(date)],
    ['Black', playerTag(players.black)],
    ['White', playerTag(players.white)],
    ['Termination', outcome ? TERMINATIONS[outcome.reason] : UNTERMINATED],
    ['Plies', String(moves.length)],
    ...(spec.timeControl ? [['TimeControl', makeTimeControl(spec.timeControl)] as const] : []),
  ];
  // An imported game keeps its record's tags; once played on since, how it ended is the
  // app's to say. The app's own tags fill in what the record lacked.
  const playedOn =
    imported.find(([k]) => k.toLowerCase() === 'plies')?.[1] !== String(moves.length);
  const kept = playedOn ? imported.filter(([k]) => !PLAYED_HERE.has(k.toLowerCase())) : imported;
  const named = new Set(kept.map(([k]) => k.toLowerCase()));
  const own: readonly Tag[] = tags ?? [
    ...kept,
    ...app.filter(([k]) => !named.has(k.toLowerCase())),
  ];
  // Tags the record writer makes itself, from the game, are never taken from elsewhere.
  const extra = own.filter(([k]) => !MADE.has(k.toLowerCase()));
  const start: Position = startPosition(spec);
  return makeRecord(
    { game: spec.game, n: spec.n, layout: spec.layout, position: start },
    moves.map((m) => m.move),
    result ?? resultText(outcome),
    extra,
    recordVariations(variations),
    notesOf(moves),
  );
}

/** Every readable game of the library in one file, oldest first; unreadable ones are left out. */
/** What the export needs of a library record: when the game began, and its saved data. */
interface StoredGame {
  readonly created: number;
  readonly data: unknown;
}

export function exportLibrary(records: readonly StoredGame[]): {
  readonly text: string;
  readonly games: number;
  readonly skipped: number;
} {
  const parts: string[] = [];
  let skipped = 0;
  for (const record of [...records].sort((a, b) => a.created - b.created)) {
    const checked = checkSavedGame(record.data);
    if (checked.ok) parts.push(exportGame(checked.value, { date: record.created }));
    else skipped++;
  }
  return { text: parts.join('\n'), games: parts.length, skipped };
}

/** The moves of a game as a record's move text, up to `cursor`, with no tags or result. */
export function movesText(spec: GameSpec, moves: readonly MoveRecord[], cursor: number): string {
  const record = exportGame({
    spec,
    moves: moves.slice(0, cursor),
    ending: undefined,
    players: { black: 'human', white: 'human' },
  });
  // The move text follows the blank line after the tags; its last word is the result.
  return record
    .slice(record.indexOf('\n\n') + 2)
    .trim()
    .replace(/\s*\S+$/, '');
}

/** The position string of the position after `cursor` moves. */
export const positionText = (spec: GameSpec, moves: readonly MoveRecord[], cursor: number) =>
  makePosition(replayLine(spec, moves.slice(0, cursor), undefined).position(cursor));

const stamp = (time: number): string => {
  const d = new Date(time);
  const two = (v: number): string => String(v).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}-${two(d.getHours())}${two(d.getMinutes())}`;
};

/** A file name for a game's record, such as `hexplay-abalone-2026-11-30-2115.apgn`. */
export const recordFileName = (spec: GameSpec, time: number): string =>
  `hexplay-${spec.game}-${stamp(time)}.apgn`;

export const libraryFileName = (time: number): string => `hexplay-games-${stamp(time)}.apgn`;
