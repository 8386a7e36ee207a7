import { isLevel } from '../../ai/levels';
import { isGame, PLAYERS } from '../../engine';

/**
 * Checks every field of a record read from the library but its game data, which
 * `checkSavedGame` replays when the game is opened. Storage is untrusted input: another
 * version, an extension or a person with the browser's tools may have written anything,
 * and one bad summary or date must not break the Games panel for every game.
 */

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isWhole = (v: unknown, min = 0): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min;

/** A time in milliseconds that `Date` can show: ±8.64e15 is its range. */
const isTime = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 8.64e15;

const isPlayerKind = (v: unknown): boolean =>
  v === 'human' || (typeof v === 'string' && isLevel(v));

function summaryProblem(v: unknown): string | undefined {
  if (!isObject(v)) return 'its summary is not an object';
  for (const key of ['title', 'layout', 'result', 'black', 'white'] as const) {
    if (typeof v[key] !== 'string') return `its summary's ${key} is not text`;
  }
  if (!isWhole(v.n, 1)) return "its summary's board size is not a whole number";
  if (!isWhole(v.plies)) return "its summary's length is not a whole number of plies";
  if (v.game !== undefined && !(typeof v.game === 'string' && isGame(v.game))) {
    return "its summary's game is not one Hexplay plays";
  }
  if (
    v.players !== undefined &&
    !(isObject(v.players) && PLAYERS.every((p) => isPlayerKind((v.players as never)[p])))
  ) {
    return "its summary's players are not people or computer levels";
  }
  return undefined;
}

/**
 * What is wrong with a stored game record, in words for the quarantine, or undefined when
 * it has every field of a `LibraryRecord`.
 */
export function libraryRecordProblem(v: unknown): string | undefined {
  const problem = !isObject(v)
    ? 'it is not an object'
    : typeof v.id !== 'string' || v.id === ''
      ? 'it has no id'
      : !isWhole(v.revision)
        ? 'its revision is not a whole number'
        : !isTime(v.created)
          ? 'its creation time is not a time'
          : !isTime(v.updated)
            ? 'its last change is not a time'
            : summaryProblem(v.summary);
  return problem === undefined ? undefined : `a game record where ${problem}`;
}
