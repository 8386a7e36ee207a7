import { EMPTY, type Move, moveInfo, NONE, type Position } from '../../engine';
import type { AbacusBoardSetting } from './boardSettings';
import { groupOf } from './groups';
import type { AbacusWords } from './words/en';
import { NO_CELLS, targetMarks, targetOf } from '../../input/target';
import type {
  BoardInput,
  InputModel,
  InputResult,
  Marks,
  Selection,
  Target,
} from '../../input/types';

const none = (selection: Selection = [], message = ''): InputResult => ({ selection, message });

/** The size of every stone's group, by cell. */
function groupSizes(pos: Position): ReadonlyMap<number, number> {
  const sizes = new Map<number, number>();
  for (let c = 0; c < pos.board.cellCount; c++) {
    if (pos.cells[c] === EMPTY || sizes.has(c)) continue;
    const group = groupOf(pos.board, pos.cells, c);
    for (const member of group) sizes.set(member, group.length);
  }
  return sizes;
}

type Said = AbacusWords['input'];

/** Why a stone of the side to move has no slide, in the terms of RULES.md §2. */
function cannotSlide(said: Said, pos: Position, cell: number, size: number): string {
  if (size < 3) return said.tooSmall(String(size));
  const { neighbour } = pos.board;
  let open = false;
  for (let dir = 0; dir < 6; dir++) {
    const next = neighbour[cell * 6 + dir];
    if (next !== NONE && pos.cells[next] === EMPTY) open = true;
  }
  if (!open) return said.surrounded;
  return said.notSmaller(String(size));
}

/**
 * Abacus on the board: a click on an empty cell places a stone; a click on a stone that
 * can slide picks it, and a click on one of its landing cells (or a drag there) slides it.
 * With a stone picked, a click on any other empty cell still places there, so that
 * placing never takes two clicks.
 */
function index(
  pos: Position,
  legal: readonly Move[],
  words: AbacusWords,
): BoardInput<AbacusBoardSetting> {
  const said = words.input;
  const placements = new Map<number, Move>();
  const slides = new Map<number, Move[]>();
  for (const move of legal) {
    const info = moveInfo(pos, move);
    if (info.from.length === 0) {
      placements.set(info.to[0], move);
      continue;
    }
    const list = slides.get(info.from[0]);
    if (list) list.push(move);
    else slides.set(info.from[0], [move]);
  }
  // A stone's landing cells are worked out when it is picked, not for every stone of
  // every position: most positions are left by a placement.
  const landings = new Map<number, readonly Target[]>();
  const slidesOf = (from: number): readonly Target[] => {
    let list = landings.get(from);
    if (!list) {
      list = (slides.get(from) ?? []).map((move) => targetOf(pos, move));
      landings.set(from, list);
    }
    return list;
  };
  const movable: ReadonlySet<number> = new Set(slides.keys());
  const counts = groupSizes(pos);
  const own = (cell: number): boolean => pos.cells[cell] === pos.turn;
  const slideTo = (from: number, cell: number): Target | undefined =>
    slidesOf(from).find((t) => t.cell === cell);
  const play = (move: Move): InputResult => ({ selection: [], move, message: '' });

  return {
    click(selection, cell) {
      const picked = selection.length > 0 ? selection[0] : NONE;
      const slide = picked === NONE ? undefined : slideTo(picked, cell);
      if (slide) return play(slide.move);
      if (own(cell)) {
        if (cell === picked) return none();
        return slides.has(cell)
          ? none([cell])
          : none([], cannotSlide(said, pos, cell, counts.get(cell)!));
      }
      const placement = placements.get(cell);
      return placement === undefined ? none() : play(placement);
    },
    dragStart: (_selection, cell) => (slides.has(cell) ? [cell] : undefined),
    dragOver: (selection) => none(selection),
    dragEnd(selection, from, cell) {
      if (cell === from) return none(selection);
      const slide = slideTo(from, cell);
      if (slide) return play(slide.move);
      const why = pos.rules.resolveMove(pos, [from, cell]);
      return none(selection, why.ok ? '' : said.notThere(why.error));
    },
    marks(selection, options): Marks {
      const targets = selection.length > 0 ? slidesOf(selection[0]) : [];
      return {
        selected: new Set(selection),
        ...targetMarks(targets),
        movable: options.slideMarks ? movable : NO_CELLS,
        counts,
        countsOnEveryPiece: options.groupSizes,
      };
    },
  };
}

export const abacusInput: InputModel<AbacusBoardSetting, AbacusWords> = { index };
