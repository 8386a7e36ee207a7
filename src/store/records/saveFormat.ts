import { isLevel } from '../../ai/search/levels';
import {
  cleanNotes,
  type Evaluation,
  type GameRules,
  type Glyph,
  isGlyph,
  makeMoveText,
  MAX_CLOCK,
  MAX_COMMENT,
  type MoveNotes,
  PLAYERS,
  type Player,
  type Position,
  quote,
  type RecordStart,
  replayTokens,
  type Result,
  withoutByteOrderMark,
} from '../../engine';
import { ALL_BOARD_SETTINGS, type BoardSetting, rulesOf } from '../../games';
import { checkSpec, startPosition } from '../game/spec';
import {
  DEFAULT_SETTINGS,
  type Ending,
  HUMANS,
  type MoveRecord,
  type PlayerKind,
  type Players,
  type SavedClocks,
  type SavedGame,
  type Settings,
  type SharedSetting,
  type Variation,
  type VariationPath,
} from '../game/savedGame';
import { lineMoves, validPath, viewPath } from '../game/sideLines/moveTree';

/**
 * The saved form of a game, as the game library, a downloaded file and older versions'
 * localStorage hold it, and its strict reading: every field checked, every move replayed.
 */

/**
 * Bumped whenever the saved shape changes; older versions are read here, each as the
 * current shape with what it lacked left empty. Version 2 added the side lines
 * (`variations`) and the viewed line (`path`); version 3 the moves' notes (`notes`, beside
 * `moves` in the game and in each side line); version 4 moved the games' own board settings
 * from beside the shared ones into `settings.board`; version 5 added clocks: the time control
 * (`spec.timeControl`) and the loss on time (`ending.reason` `time`), each move's time left
 * being in its notes since version 3; version 6 both clocks as they stood (`clockTimes`),
 * so that a reload charges the side to move the time it had spent on its move.
 */
export const SAVE_VERSION = 6;
const READS: readonly unknown[] = [1, 2, 3, 4, 5, 6];
/** Side lines nest no deeper than this, so that reading one cannot exhaust the stack. */
export const MAX_NESTING = 32;

export interface SaveError {
  readonly code: 'save';
  readonly message: string;
}

type Check<T> = Result<T, SaveError>;
const fail = (message: string): Check<never> => ({ ok: false, error: { code: 'save', message } });
const pass = <T>(value: T): Check<T> => ({ ok: true, value });

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const SHARED_SETTINGS = ['coordinates', 'flipped'] as const satisfies readonly SharedSetting[];

/**
 * The player's choices among the games' board settings in `saved`, where each is kept
 * under the key `keyOf` gives it (none: not kept there). The choices of every game are
 * read, not only of the saved game's, since they go on to the next game as it is played.
 * Keys no game offers are dropped.
 */
function boardChoices(
  saved: Record<string, unknown>,
  at: string,
  keyOf: (setting: BoardSetting) => string | undefined,
): Check<Record<string, boolean>> {
  const choices: Record<string, boolean> = {};
  for (const setting of ALL_BOARD_SETTINGS) {
    const key = keyOf(setting);
    const value = key === undefined ? undefined : saved[key];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') return fail(`${at}.${key} must be true or false`);
    choices[setting.key] = value;
  }
  return pass(choices);
}

/**
 * Until version 4 the games' board settings were kept beside the shared ones, each under
 * its `legacyKey`; since then they are in `board`, under their own keys.
 */
function validSettings(v: unknown, version: number): Check<Settings> {
  if (v === undefined) return pass(DEFAULT_SETTINGS);
  if (!isRecord(v)) return fail('settings must be an object');
  const shared: Record<SharedSetting, boolean> = {
    coordinates: DEFAULT_SETTINGS.coordinates,
    flipped: DEFAULT_SETTINGS.flipped,
  };
  for (const key of SHARED_SETTINGS) {
    const value = v[key];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') return fail(`settings.${key} must be true or false`);
    shared[key] = value;
  }
  const inBoard = version >= 4;
  if (inBoard && v.board !== undefined && !isRecord(v.board)) {
    return fail('settings.board must be an object');
  }
  const board = inBoard
    ? boardChoices(isRecord(v.board) ? v.board : {}, 'settings.board', (setting) => setting.key)
    : boardChoices(v, 'settings', (setting) => setting.legacyKey);
  if (!board.ok) return board;
  return pass({ ...shared, board: board.value });
}

const isPlayerKind = (v: unknown): v is PlayerKind =>
  v === 'human' || (typeof v === 'string' && isLevel(v));

/** Saves from before the computer opponent have no players: both were people. */
function validPlayers(v: unknown): Check<Players> {
  if (v === undefined) return pass(HUMANS);
  if (!isRecord(v)) return fail('players must be an object');
  for (const player of PLAYERS) {
    if (!isPlayerKind(v[player])) {
      return fail(
        `players.${player} must be human, easy, medium, hard or expert, not ${JSON.stringify(v[player])}`,
      );
    }
  }
  return pass({ black: v.black as PlayerKind, white: v.white as PlayerKind });
}

function validSeed(v: unknown): Check<number> {
  if (v === undefined) return pass(0);
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 0xffffffff) {
    return fail('seed must be a whole number from 0 to 2^32 - 1');
  }
  return pass(v);
}

/** An imported record's tags: name and value pairs of text, as many as a record holds. */
function validTags(v: unknown): Check<readonly (readonly [string, string])[] | undefined> {
  if (v === undefined) return pass(undefined);
  if (
    !Array.isArray(v) ||
    !v.every(
      (pair) =>
        Array.isArray(pair) &&
        pair.length === 2 &&
        typeof pair[0] === 'string' &&
        typeof pair[1] === 'string',
    )
  ) {
    return fail('tags must be a list of [name, value] pairs of text');
  }
  return pass(v.length > 0 ? (v as [string, string][]) : undefined);
}

/**
 * A saved ending the game's rules allow: a draw agreed only where a game can be drawn, a
 * loss on time only in saves that know clocks.
 */
function validEnding(v: unknown, rules: GameRules, version: number): Check<Ending | undefined> {
  if (v === undefined || v === null) return pass(undefined);
  if (!isRecord(v)) return fail('ending must be an object or null');
  if (v.reason === 'agreement') {
    // A game its rules cannot draw reads as still going: its moves are the player's, and
    // refusing the save would send the whole game to quarantine for one wrong field.
    return pass(rules.playersMayEnd ? { reason: 'agreement', winner: undefined } : undefined);
  }
  const { reason } = v;
  if (reason === 'resignation' || (reason === 'time' && version >= 5)) {
    if (!(PLAYERS as readonly unknown[]).includes(v.winner)) {
      return fail(
        `a ${reason === 'time' ? 'loss on time' : reason} needs a winner, black or white`,
      );
    }
    return pass({ reason, winner: v.winner as Player });
  }
  const known = version >= 5 ? 'resignation, time or agreement' : 'resignation or agreement';
  return fail(`ending.reason must be ${known}, not ${JSON.stringify(reason)}`);
}

const isWholeMs = (v: unknown, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;

/**
 * Both clocks as saved, in a game on a time control. A time left is at most `MAX_CLOCK`,
 * which no clock reaches; the stamp is any time from 1970 on, as a wall clock may be set
 * to anything (a reload charges nothing across a stamp it finds implausible).
 */
function validClockTimes(v: unknown, timed: boolean): Check<SavedClocks | undefined> {
  if (v === undefined) return pass(undefined);
  if (!timed) return fail('clockTimes needs a spec.timeControl');
  if (!isRecord(v)) return fail('clockTimes must be an object');
  const { black, white, at } = v;
  if (!isWholeMs(black, MAX_CLOCK) || !isWholeMs(white, MAX_CLOCK)) {
    return fail(`clockTimes.black and .white must be whole milliseconds from 0 to ${MAX_CLOCK}`);
  }
  if (at !== undefined && !isWholeMs(at, Number.MAX_SAFE_INTEGER)) {
    return fail('clockTimes.at must be a time in whole milliseconds since 1970');
  }
  return pass({ black, white, ...(at !== undefined ? { at } : {}) });
}

/** The saved notes of a line's moves, by index, null for a move without any. */
type SavedNotes = (MoveNotes | null)[];

/** A line's notes, left out of the saved data when it has none. */
function savedNotes(moves: readonly MoveRecord[]): { notes?: SavedNotes } {
  return moves.some((m) => m.notes !== undefined)
    ? { notes: moves.map((m) => m.notes ?? null) }
    : {};
}

/** The saved form of side lines: their moves as texts, nested like the tree. */
export interface SavedVariation {
  readonly ply: number;
  readonly moves: readonly string[];
  readonly variations: readonly SavedVariation[];
  readonly notes?: SavedNotes;
}

const savedVariations = (list: readonly Variation[]): SavedVariation[] =>
  list.map((v) => ({
    ply: v.ply,
    moves: v.moves.map((m) => m.text),
    variations: savedVariations(v.variations),
    ...savedNotes(v.moves),
  }));

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function validEval(v: unknown, at: string): Check<Evaluation> {
  if (isRecord(v) && isFiniteNumber(v.score)) return pass({ score: v.score });
  if (isRecord(v) && Number.isInteger(v.mate)) return pass({ mate: v.mate as number });
  return fail(`${at}.eval must be {score: number} or {mate: whole number}`);
}

/**
 * The longest move text a note's `best` may hold: an Abalone move of three marbles is
 * the longest notation, far shorter. The move itself is read against its position where
 * it is shown, and one that does not read there is not drawn.
 */
const MAX_BEST = 32;

/** One move's notes; every field optional, each checked. */
function validNote(v: unknown, at: string): Check<MoveNotes | undefined> {
  if (v === null || v === undefined) return pass(undefined);
  if (!isRecord(v)) return fail(`${at} must be an object or null`);
  const { comment, clock, glyphs, best } = v;
  if (best !== undefined && (typeof best !== 'string' || best.length > MAX_BEST)) {
    return fail(`${at}.best must be a move's text`);
  }
  if (comment !== undefined && (typeof comment !== 'string' || comment.length > MAX_COMMENT)) {
    return fail(`${at}.comment must be text of at most ${MAX_COMMENT} characters`);
  }
  if (clock !== undefined && !(Number.isInteger(clock) && (clock as number) >= 0)) {
    return fail(`${at}.clock must be a whole number of milliseconds ≥ 0`);
  }
  if (
    glyphs !== undefined &&
    !(Array.isArray(glyphs) && glyphs.every((g) => typeof g === 'string' && isGlyph(g)))
  ) {
    return fail(`${at}.glyphs must be a list of !!, !, !?, ?!, ? and ??`);
  }
  let evaluation: Evaluation | undefined;
  if (v.eval !== undefined) {
    const read = validEval(v.eval, at);
    if (!read.ok) return read;
    evaluation = read.value;
  }
  return pass(
    cleanNotes({
      ...(comment !== undefined ? { comment: comment as string } : {}),
      ...(clock !== undefined ? { clock: clock as number } : {}),
      ...(evaluation !== undefined ? { eval: evaluation } : {}),
      // A glyph given twice is one glyph (`mergeNotes`).
      ...(glyphs !== undefined ? { glyphs: [...new Set(glyphs as Glyph[])] } : {}),
      ...(best !== undefined ? { best: best as string } : {}),
    }),
  );
}

/** The notes of a line of `length` moves; saves before version 3 have none. */
function validNotes(v: unknown, length: number, at: string): Check<(MoveNotes | undefined)[]> {
  if (v === undefined) return pass([]);
  if (!Array.isArray(v) || v.length > length) {
    return fail(`${at} must be a list of at most ${length} notes, one per move`);
  }
  const out: (MoveNotes | undefined)[] = [];
  for (const [i, item] of v.entries()) {
    const note = validNote(item, `${at}[${i}]`);
    if (!note.ok) return note;
    out.push(note.value);
  }
  return pass(out);
}

/**
 * Reads side lines leaving a line whose positions are `positions` (the start first) and
 * which has `first` moves before the first one they may replace: a side line of the game
 * may also leave its last position, where the game goes on, but one of a side line leaves
 * it before its last move, after its own first.
 */
function validVariations(
  v: unknown,
  start: Omit<RecordStart, 'position'>,
  positions: readonly Position[],
  first: number,
  last: number,
  where: string,
  depth: number,
): Check<Variation[]> {
  if (v === undefined) return pass([]);
  if (!Array.isArray(v)) return fail(`${where} must be a list`);
  if (v.length > 0 && depth > MAX_NESTING) {
    return fail(`${where} nest deeper than ${MAX_NESTING} side lines`);
  }
  const out: Variation[] = [];
  for (const [i, item] of v.entries()) {
    const at = `${where}[${i}]`;
    if (!isRecord(item)) return fail(`${at} must be an object`);
    const { ply, moves } = item;
    if (typeof ply !== 'number' || !Number.isInteger(ply) || ply < first || ply > last) {
      return fail(`${at}.ply must be a whole number from ${first} to ${last}`);
    }
    if (!Array.isArray(moves) || moves.length === 0 || !moves.every((m) => typeof m === 'string')) {
      return fail(`${at}.moves must be a non-empty list of move texts`);
    }
    const replayed = replayTokens({ ...start, position: positions[ply] }, moves as string[]);
    if (!replayed.ok) {
      const { ply: bad, token, message } = replayed.error;
      return fail(`${at}: move ${ply + bad} '${quote(token)}' cannot be played: ${message}`);
    }
    const here = [...positions.slice(0, ply), ...replayed.value.positions];
    const end = ply + moves.length;
    const nested = validVariations(
      item.variations,
      start,
      here,
      ply + 1,
      end - 1,
      `${at}.variations`,
      depth + 1,
    );
    if (!nested.ok) return nested;
    const notes = validNotes(item.notes, moves.length, `${at}.notes`);
    if (!notes.ok) return notes;
    out.push({
      ply,
      moves: recordsOf(replayed.value.positions, replayed.value.moves, notes.value),
      variations: nested.value,
    });
  }
  return pass(out);
}

/** A line's moves as the store keeps them, with the notes each has. */
export const recordsOf = (
  positions: readonly Position[],
  moves: readonly number[],
  notes: readonly (MoveNotes | undefined)[] = [],
): MoveRecord[] =>
  moves.map((move, i) => {
    const text = makeMoveText(positions[i], move);
    const note = notes[i];
    return note === undefined ? { move, text } : { move, text, notes: note };
  });

function validPathOf(v: unknown, variations: readonly Variation[]): Check<VariationPath> {
  if (v === undefined) return pass([]);
  if (
    !Array.isArray(v) ||
    !v.every((x) => typeof x === 'number' && Number.isInteger(x) && x >= 0) ||
    !validPath(variations, v as number[])
  ) {
    return fail('path must name one of the side lines');
  }
  return pass(v as number[]);
}

/**
 * Reads a saved game, checking every field and replaying every move through the engine.
 * Never throws: anything wrong comes back as an error that says what and where.
 */
export function parseSavedGame(text: string): Result<SavedGame, SaveError> {
  let data: unknown;
  try {
    data = JSON.parse(withoutByteOrderMark(text));
  } catch (e) {
    return fail(`not valid JSON (${quote(e instanceof Error ? e.message : String(e))})`);
  }
  return checkSavedGame(data);
}

/** Checks saved data already read from JSON or from the game library. Never throws. */
export function checkSavedGame(data: unknown): Result<SavedGame, SaveError> {
  if (!isRecord(data)) return fail('the saved data is not an object');
  if (!READS.includes(data.version)) {
    return fail(
      `unknown version ${JSON.stringify(data.version)}; this app reads ${READS.join(' and ')}`,
    );
  }
  const version = data.version as number;
  if (version < 5 && isRecord(data.spec) && data.spec.timeControl !== undefined) {
    return fail(`spec.timeControl is not part of version ${version} saves`);
  }
  if (version < 6 && data.clockTimes !== undefined) {
    return fail(`clockTimes is not part of version ${version} saves`);
  }
  const spec = checkSpec(data.spec);
  if (!spec.ok) return fail(spec.error.message);
  const { moves } = data;
  if (!Array.isArray(moves) || !moves.every((m) => typeof m === 'string')) {
    return fail('moves must be a list of move texts');
  }
  const { game, n, layout } = spec.value;
  const replayed = replayTokens(
    { game, n, layout, position: startPosition(spec.value) },
    moves as string[],
  );
  if (!replayed.ok) {
    const { ply, token, message } = replayed.error;
    return fail(`move ${ply} '${quote(token)}' cannot be played: ${message}`);
  }
  const { positions } = replayed.value;
  const notes = validNotes(data.notes, moves.length, 'notes');
  if (!notes.ok) return notes;
  const records = recordsOf(positions, replayed.value.moves, notes.value);
  const variations = validVariations(
    data.variations,
    { game, n, layout },
    positions,
    0,
    moves.length,
    'variations',
    1,
  );
  if (!variations.ok) return variations;
  const path = validPathOf(data.path, variations.value);
  if (!path.ok) return path;
  const length = lineMoves(records, variations.value, path.value).length;
  const { cursor } = data;
  if (typeof cursor !== 'number' || !Number.isInteger(cursor) || cursor < 0) {
    return fail('cursor must be a whole number ≥ 0');
  }
  if (cursor > length) {
    return fail(`cursor ${cursor} is past the last of ${length} moves`);
  }
  const ending = validEnding(data.ending, rulesOf(game), version);
  if (!ending.ok) return ending;
  if (ending.value && replayed.value.outcome) {
    return fail(
      'the game has both a result on the board and an ending of the players or the clock',
    );
  }
  const settings = validSettings(data.settings, version);
  if (!settings.ok) return settings;
  const players = validPlayers(data.players);
  if (!players.ok) return players;
  const seed = validSeed(data.seed);
  if (!seed.ok) return seed;
  const tags = validTags(data.tags);
  if (!tags.ok) return tags;
  const clockTimes = validClockTimes(data.clockTimes, spec.value.timeControl !== undefined);
  if (!clockTimes.ok) return clockTimes;
  return pass({
    spec: spec.value,
    moves: records,
    cursor,
    // A game without side lines reads as one saved before them did.
    ...(variations.value.length > 0
      ? { variations: variations.value, path: viewPath(variations.value, path.value, cursor) }
      : {}),
    ending: ending.value,
    settings: settings.value,
    players: players.value,
    seed: seed.value,
    ...(tags.value ? { tags: tags.value } : {}),
    ...(clockTimes.value ? { clockTimes: clockTimes.value } : {}),
  });
}

/** The saved form of a game: plain JSON data, its moves in notation. */
export const toSaveData = (saved: SavedGame) => ({
  version: SAVE_VERSION,
  spec: saved.spec,
  moves: saved.moves.map((m) => m.text),
  ...savedNotes(saved.moves),
  cursor: saved.cursor,
  variations: savedVariations(saved.variations ?? []),
  path: saved.path ?? [],
  ending: saved.ending ?? null,
  settings: saved.settings,
  players: saved.players,
  seed: saved.seed,
  ...(saved.tags && saved.tags.length > 0 ? { tags: saved.tags } : {}),
  ...(saved.clockTimes ? { clockTimes: saved.clockTimes } : {}),
});
export type SaveData = ReturnType<typeof toSaveData>;

export const serialiseGame = (saved: SavedGame): string => JSON.stringify(toSaveData(saved));
