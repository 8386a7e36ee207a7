import {
  type Board,
  directionBetween,
  lineBetween,
  type Move,
  moveInfo,
  NONE,
  opposite,
  type Position,
  step,
} from '../../engine';
import { NO_CELLS, targetMarks, targetOf } from '../../input/target';
import type {
  BoardInput,
  InputModel,
  InputResult,
  Marks,
  Selection,
  Target,
} from '../../input/types';
import type { AbaloneWords } from './words/en';

const keyOf = (cells: readonly number[]): string => [...cells].sort((a, b) => a - b).join(',');

/** Whether `cells` are 1–3 distinct cells forming a contiguous straight line. */
export function isLine(board: Board, cells: readonly number[]): boolean {
  if (cells.length === 0 || cells.length > 3 || new Set(cells).size !== cells.length) return false;
  if (cells.length === 1) return true;
  const sorted = [...cells].sort((a, b) => a - b);
  const dir = directionBetween(board, sorted[0], sorted[1]);
  if (dir === NONE) return false;
  for (let i = 2; i < sorted.length; i++) {
    if (board.neighbour[sorted[i - 1] * 6 + dir] !== sorted[i]) return false;
  }
  return true;
}

/**
 * The direction of a drag that ends on `cell`: along a straight line from the nearest
 * selected marble, or NONE when `cell` lies on no line from any of them.
 */
export function dragDirection(board: Board, selection: Selection, cell: number): number {
  let dir = NONE;
  let distance = Infinity;
  for (const from of selection) {
    const path = from === cell ? undefined : lineBetween(board, from, cell);
    if (path && path.length < distance) {
      distance = path.length;
      dir = directionBetween(board, from, path[0]);
    }
  }
  return dir;
}

type Said = AbaloneWords['input'];

/** Why `selection` has no move in `dir`, in the words of the game's own notation checks. */
function whyNot(said: Said, pos: Position, selection: Selection, dir: number): string {
  const { board } = pos;
  const n = selection.length;
  const picked = (c: number): boolean => selection.includes(c);
  const inLine = selection.length === 1 || selection.some((c) => picked(step(board, c, dir)));
  const leaving = inLine ? selection.filter((c) => !picked(step(board, c, dir))) : [...selection];
  if (leaving.some((c) => step(board, c, dir) === NONE)) {
    return said.offBoard(n);
  }
  const blocker = inLine ? step(board, leaving[0], dir) : NONE;
  if (blocker !== NONE && pos.cells[blocker] === pos.turn) {
    return said.ownInWay(n, board.labels[blocker]);
  }
  const ends = [...selection].sort((a, b) => a - b);
  const rear = selection.find((c) => !picked(step(board, c, opposite(dir))))!;
  const token = inLine
    ? [rear, step(board, rear, dir)]
    : [ends[0], ends[ends.length - 1], step(board, ends[0], dir)];
  const why = pos.rules.resolveMove(pos, token);
  return why.ok ? said.blocked(n) : said.blockedBecause(n, why.error);
}

/**
 * Abalone on the board: pick 1–3 of your marbles in a line by clicking or dragging across
 * them, then click (or drag towards) one of the cells the selection can move to.
 */
function index(pos: Position, legal: readonly Move[], words: AbaloneWords): BoardInput {
  const said = words.input;
  const { board } = pos;
  const bySelection = new Map<string, Move[]>();
  for (const move of legal) {
    const key = keyOf(moveInfo(pos, move).from);
    const list = bySelection.get(key);
    if (list) list.push(move);
    else bySelection.set(key, [move]);
  }
  // A selection's targets are worked out when it is picked, not for every move of every
  // position: a computer's reply or a move played needs none of them.
  const targets = new Map<string, readonly Target[]>();
  const movable: ReadonlySet<number> = NO_CELLS;
  const own = (cell: number): boolean => cell !== NONE && pos.cells[cell] === pos.turn;
  const targetsOf = (selection: Selection): readonly Target[] => {
    if (selection.length === 0) return [];
    const key = keyOf(selection);
    let list = targets.get(key);
    if (!list) {
      list = (bySelection.get(key) ?? []).map((move) => targetOf(pos, move));
      targets.set(key, list);
    }
    return list;
  };
  const canExtend = (selection: Selection, cell: number): boolean =>
    own(cell) && !selection.includes(cell) && isLine(board, [...selection, cell]);
  const withMessage = (selection: Selection): InputResult => ({
    selection,
    message:
      selection.length === 0 || targetsOf(selection).length > 0
        ? ''
        : said.noMove(selection.length),
  });
  const play = (target: Target): InputResult => ({ selection: [], move: target.move, message: '' });

  return {
    click(selection, cell) {
      const target = targetsOf(selection).find((t) => t.cell === cell);
      if (target) return play(target);
      if (!own(cell)) return { selection: [], message: '' };
      // A selected end marble leaves the selection; a marble that extends the line joins
      // it; any other marble starts a new selection.
      if (selection.includes(cell)) {
        const rest = selection.filter((c) => c !== cell);
        return withMessage(rest.length === 0 || isLine(board, rest) ? rest : [cell]);
      }
      return withMessage(canExtend(selection, cell) ? [...selection, cell] : [cell]);
    },
    dragStart: (selection, cell) =>
      own(cell) ? (selection.includes(cell) ? selection : [cell]) : undefined,
    dragOver: (selection, cell) =>
      withMessage(canExtend(selection, cell) ? [...selection, cell] : selection),
    dragEnd(selection, from, cell) {
      if (cell === from || selection.includes(cell)) return { selection, message: '' };
      const dir = dragDirection(board, selection, cell);
      if (dir === NONE) {
        return { selection, message: said.straight };
      }
      const target = targetsOf(selection).find((t) => t.dir === dir);
      return target ? play(target) : { selection, message: whyNot(said, pos, selection, dir) };
    },
    marks(selection): Marks {
      return { selected: new Set(selection), ...targetMarks(targetsOf(selection)), movable };
    },
  };
}

export const abaloneInput: InputModel<string, AbaloneWords> = { index };
