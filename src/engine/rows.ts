import { type Board, boardOf, MAX_SIZE } from './hex';
import { err, ok, type Result } from './result';
import { BLACK, EMPTY, type ParseError, WHITE } from './types';

export type RowsError = ParseError<'rows'>;

const rowName = (r: number): string => String.fromCharCode(65 + r);
const fail = (message: string): Result<never, RowsError> => err({ code: 'rows', message });

/** Writes the rows, top row first, in the `b`/`w`/run-length form of RULES.md §4. */
export function makeRows(board: Board, cells: ArrayLike<number>): string {
  const rows: string[] = [];
  for (let r = board.span - 1; r >= 0; r--) {
    let text = '';
    let run = 0;
    for (let d = 0; d < board.span; d++) {
      const c = board.grid[r * board.span + d];
      if (c < 0) continue;
      const v = cells[c];
      if (v === EMPTY) {
        run++;
        continue;
      }
      if (run > 0) text += String(run);
      run = 0;
      text += v === BLACK ? 'b' : 'w';
    }
    if (run > 0) text += String(run);
    rows.push(text);
  }
  return rows.join('/');
}

/** Parses the rows part; the board size follows from the number of rows. */
export function parseRows(text: string): Result<{ n: number; cells: Int8Array }, RowsError> {
  const rows = text.split('/');
  const count = rows.length;
  if (count % 2 === 0 || count < 3) {
    return fail(
      `a board has an odd number of rows (3 or more), but ${count} ${count === 1 ? 'was' : 'were'} given`,
    );
  }
  const n = (count + 1) / 2;
  if (n > MAX_SIZE) {
    return fail(`${count} rows would make a board of side ${n}; the largest is ${MAX_SIZE}`);
  }
  const board = boardOf(n);
  const cells = new Int8Array(board.cellCount);
  for (let i = 0; i < count; i++) {
    const r = count - 1 - i;
    const where = `row ${i + 1} from the top (${rowName(r)})`;
    const expected = board.span - Math.abs(r - (n - 1));
    const first = Math.max(0, r - (n - 1));
    const rowText = rows[i];
    if (rowText === '')
      return fail(`${where} is empty; write ${expected} for a row of empty cells`);
    let filled = 0;
    for (let j = 0; j < rowText.length; j++) {
      const ch = rowText[j];
      let put = 0;
      let len = 1;
      if (ch === 'b' || ch === 'B') put = BLACK;
      else if (ch === 'w' || ch === 'W') put = WHITE;
      else if (ch >= '0' && ch <= '9') {
        let k = j;
        while (k + 1 < rowText.length && rowText[k + 1] >= '0' && rowText[k + 1] <= '9') k++;
        if (ch === '0') {
          return fail(`${where}: a run of empty cells starts with 0 at character ${j + 1}`);
        }
        len = Number(rowText.slice(j, Math.min(k + 1, j + 4)));
        j = k;
      } else {
        return fail(
          `${where}: unexpected character '${ch}' at character ${j + 1}; use b, w or a number`,
        );
      }
      if (filled + len > expected) {
        return fail(`${where} describes more than its ${expected} cells`);
      }
      if (put !== EMPTY) cells[board.grid[r * board.span + first + filled]] = put;
      filled += len;
    }
    if (filled !== expected) {
      return fail(`${where} describes ${filled} cells, but has ${expected}`);
    }
  }
  return ok({ n, cells });
}
