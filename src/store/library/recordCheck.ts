/**
 * Checks every field of a record read from the library but its game data, which
 * `checkSavedGame` replays when the game is opened. Storage is untrusted input: another
 * version, an extension or a person with the browser's tools may have written anything,
 * and one bad summary or date must not break the Games panel for every game. It imports
 * nothing: the library opens from the page's first script, before the engine loads. The
 * summary's game and player codes are only checked to be text here; the Games panel shows
 * the stored words for a code it does not know.
 */

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const isWhole = (v: unknown, min = 0): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min;

/** A time in milliseconds that `Date` can show: ±8.64e15 is its range. */
const isTime = (v: unknown): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 8.64e15;

function summaryProblem(v: unknown): string | undefined {
  if (!isObject(v)) return 'its summary is not an object';
  for (const key of ['title', 'layout', 'result', 'black', 'white'] as const) {
    if (typeof v[key] !== 'string') return `its summary's ${key} is not text`;
  }
  if (!isWhole(v.n, 1)) return "its summary's board size is not a whole number";
  if (!isWhole(v.plies)) return "its summary's length is not a whole number of plies";
  if (v.game !== undefined && typeof v.game !== 'string') {
    return "its summary's game is not text";
  }
  const { players } = v;
  if (
    players !== undefined &&
    !(isObject(players) && typeof players.black === 'string' && typeof players.white === 'string')
  ) {
    return "its summary's players are not text";
  }
  return extrasProblem(v);
}

const isSide = (v: unknown): boolean => v === 'black' || v === 'white';

/** Whether `v` is an object whose keys are sides and whose values pass `valid`. */
const isBySide = (v: unknown, valid: (x: unknown) => boolean): boolean =>
  isObject(v) && Object.entries(v).every(([side, x]) => isSide(side) && valid(x));

/** The summary's optional fields, which the statistics read. */
function extrasProblem(v: Record<string, unknown>): string | undefined {
  if (v.names !== undefined && !isBySide(v.names, (x) => typeof x === 'string')) {
    return "its summary's names are not text by side";
  }
  if (v.seat !== undefined && !isSide(v.seat)) return "its summary's seat is not a side";
  if (v.imported !== undefined && v.imported !== true) {
    return "its summary's import mark is not true";
  }
  const isPercent = (x: unknown): boolean =>
    typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= 100;
  if (v.accuracy !== undefined && !isBySide(v.accuracy, isPercent)) {
    return "its summary's accuracy is not a percentage by side";
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
