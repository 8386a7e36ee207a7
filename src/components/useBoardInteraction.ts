import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { directionBetween, NONE, type Move, type Position } from '../engine';
import {
  canExtendSelection,
  movesForSelection,
  placementAt,
  slidableStones,
  slideTargets,
  type TargetMove,
  toggleSelection,
} from '../engine/selection';
import { neighbourForKey } from './keyboard';

/** What the board shows on top of the pieces while a player picks a move. */
export interface BoardMarks {
  readonly selected: ReadonlySet<number>;
  /** Legal moves of the selection, by the cell that plays them. */
  readonly targets: ReadonlyMap<number, TargetMove>;
  /** Opposing marbles a push would move, and whether the last falls off. */
  readonly pushed: ReadonlyMap<number, 'push' | 'eject'>;
  /** Abacus stones that can slide, when hints are on. */
  readonly slidable: ReadonlySet<number>;
  /** Where the pieces would land if the hovered or focused target were played. */
  readonly ghosts: ReadonlySet<number>;
}

export interface BoardHandlers {
  onClick(e: MouseEvent<SVGSVGElement>): void;
  onKeyDown(e: KeyboardEvent<SVGSVGElement>): void;
  onPointerDown(e: PointerEvent<SVGSVGElement>): void;
  onPointerMove(e: PointerEvent<SVGSVGElement>): void;
  onPointerUp(e: PointerEvent<SVGSVGElement>): void;
  onPointerOver(e: PointerEvent<SVGSVGElement>): void;
  onFocus(e: FocusEvent<SVGSVGElement>): void;
  onPointerLeave(): void;
}

interface Options {
  readonly pos: Position;
  /** False when the viewed position is finished: the board then only shows. */
  readonly interactive: boolean;
  readonly hints: boolean;
  readonly onMove: (move: Move) => void;
}

/** UI state that belongs to one position: it lapses as soon as the position changes. */
interface Local<T> {
  readonly pos: Position | undefined;
  readonly value: T;
}

interface Drag {
  readonly start: number;
  readonly wasSelected: boolean;
  over: number;
  moved: boolean;
  selection: number[];
}

const cellOf = (target: EventTarget | null): number => {
  const el = target instanceof Element ? target.closest('[data-index]') : null;
  return el ? Number(el.getAttribute('data-index')) : NONE;
};

const EMPTY_SET: ReadonlySet<number> = new Set();
const NO_CELLS: number[] = [];

/**
 * Turns clicks, taps, drags and keys on the board into moves. The rules come from the
 * engine's selection helpers; this hook only keeps track of what the player has picked.
 */
export function useBoardInteraction({ pos, interactive, hints, onMove }: Options) {
  const [selectionState, setSelectionState] = useState<Local<number[]>>({
    pos: undefined,
    value: [],
  });
  const [messageState, setMessageState] = useState<Local<string>>({ pos: undefined, value: '' });
  const [hover, setHover] = useState<Local<number>>({ pos: undefined, value: NONE });
  const [focusState, setFocusCell] = useState<number>(NONE);
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  const svgRef = useRef<SVGSVGElement>(null);

  useEffect(() => {
    // A click anywhere off the board, or Escape anywhere, drops the selection. Escape in
    // an open dialog belongs to the dialog.
    const clear = (): void => {
      setSelectionState({ pos: undefined, value: [] });
      setMessageState({ pos: undefined, value: '' });
    };
    const onPointerDown = (e: globalThis.PointerEvent): void => {
      if (!(e.target instanceof Node) || !svgRef.current?.contains(e.target)) clear();
    };
    const onKeyDown = (e: globalThis.KeyboardEvent): void => {
      if (e.key === 'Escape' && !document.querySelector('dialog[open]')) clear();
    };
    window.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const selection = interactive && selectionState.pos === pos ? selectionState.value : NO_CELLS;
  const message = messageState.pos === pos ? messageState.value : '';
  const hovered = hover.pos === pos ? hover.value : NONE;
  const { board } = pos;
  const centre = board.grid[(board.n - 1) * board.span + (board.n - 1)];
  const focusCell = focusState >= 0 && focusState < board.cellCount ? focusState : centre;
  const own = (cell: number): boolean => pos.cells[cell] === pos.turn;

  const setSelection = (cells: number[]): void => setSelectionState({ pos, value: cells });
  const say = (text: string): void => setMessageState({ pos, value: text });

  const moves = useMemo((): TargetMove[] => {
    if (selection.length === 0) return [];
    switch (pos.game) {
      case 'abacus':
        return slideTargets(pos, selection[0]);
      case 'abalone':
        return movesForSelection(pos, selection);
    }
  }, [pos, selection]);

  const slidable = useMemo(
    () =>
      interactive && hints && pos.game === 'abacus' ? new Set(slidableStones(pos)) : EMPTY_SET,
    [pos, interactive, hints],
  );

  const marks = useMemo((): BoardMarks => {
    const targets = new Map(moves.map((m) => [m.target, m]));
    const pushed = new Map<number, 'push' | 'eject'>();
    for (const m of moves) {
      m.pushed.forEach((c, i) =>
        pushed.set(c, m.ejects && i === m.pushed.length - 1 ? 'eject' : 'push'),
      );
    }
    const previewed = targets.get(hovered);
    return {
      selected: new Set(selection),
      targets,
      pushed,
      slidable,
      ghosts: previewed ? new Set(previewed.to) : EMPTY_SET,
    };
  }, [moves, selection, slidable, hovered]);

  const play = (move: Move): void => {
    setSelection([]);
    say('');
    onMove(move);
  };

  const noMoveMessage = (cells: number[]): void => {
    if (cells.length > 0 && movesForSelection(pos, cells).length === 0) {
      say(
        cells.length === 1
          ? 'This marble has no legal move.'
          : 'These marbles have no legal move together.',
      );
    } else say('');
  };

  const activate = (cell: number): void => {
    if (!interactive || cell === NONE) return;
    const target = marks.targets.get(cell);
    if (target) {
      play(target.move);
      return;
    }
    switch (pos.game) {
      case 'abacus': {
        if (selection.length > 0) {
          setSelection([]);
          say('');
          return;
        }
        if (own(cell)) {
          if (slideTargets(pos, cell).length > 0) {
            setSelection([cell]);
            say('');
          } else {
            say('This stone cannot slide: its group must be 3 or more and shrink, not vanish.');
          }
          return;
        }
        const placement = placementAt(pos, cell);
        if (placement) play(placement.move);
        return;
      }
      case 'abalone': {
        if (!own(cell)) {
          setSelection([]);
          say('');
          return;
        }
        const next = toggleSelection(pos, selection, cell);
        setSelection(next);
        noMoveMessage(next);
        return;
      }
    }
  };

  const cellAtPoint = (x: number, y: number): number =>
    cellOf(
      typeof document.elementFromPoint === 'function' ? document.elementFromPoint(x, y) : null,
    );

  const finishDrag = (d: Drag): void => {
    const to = d.over;
    if (to === d.start || own(to)) return;
    switch (pos.game) {
      case 'abacus': {
        const slide = slideTargets(pos, d.start).find((m) => m.target === to);
        if (slide) play(slide.move);
        return;
      }
      case 'abalone': {
        const dir = directionBetween(board, d.start, to);
        if (dir === NONE) return;
        const move = movesForSelection(pos, d.selection).find((m) => m.dir === dir);
        if (move) play(move.move);
        return;
      }
    }
  };

  const handlers: BoardHandlers = {
    onClick(e) {
      if (suppressClick.current) {
        suppressClick.current = false;
        return;
      }
      activate(cellOf(e.target));
    },
    onKeyDown(e) {
      const cell = cellOf(e.target);
      if (cell === NONE) return;
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        activate(cell);
        return;
      }
      const next = neighbourForKey(board, cell, e.key);
      if (next === undefined) return;
      // Arrows walk the board here; elsewhere on the page they step through the history.
      e.preventDefault();
      e.stopPropagation();
      if (next === NONE) return;
      setFocusCell(next);
      const svg = e.currentTarget;
      svg.querySelector<SVGElement>(`[data-index="${next}"]`)?.focus();
    },
    onPointerDown(e) {
      suppressClick.current = false;
      if (!interactive || e.button !== 0) return;
      const cell = cellOf(e.target);
      if (cell === NONE || !own(cell)) return;
      drag.current = {
        start: cell,
        wasSelected: selection.includes(cell),
        over: cell,
        moved: false,
        selection: selection.includes(cell) ? selection : [cell],
      };
    },
    onPointerMove(e) {
      const d = drag.current;
      if (!d) return;
      const cell = cellAtPoint(e.clientX, e.clientY);
      if (cell === NONE || cell === d.over) return;
      d.over = cell;
      if (!d.moved) {
        d.moved = true;
        if (pos.game === 'abacus' && slideTargets(pos, d.start).length === 0) return;
        setSelection(d.selection);
      }
      if (pos.game === 'abalone' && canExtendSelection(pos, d.selection, cell)) {
        d.selection = [...d.selection, cell];
        setSelection(d.selection);
        noMoveMessage(d.selection);
      }
    },
    onPointerUp() {
      const d = drag.current;
      drag.current = null;
      if (!d || !d.moved) return;
      suppressClick.current = true;
      finishDrag(d);
    },
    onPointerOver(e) {
      const cell = cellOf(e.target);
      if (cell !== hovered) setHover({ pos, value: cell });
    },
    onFocus(e) {
      const cell = cellOf(e.target);
      if (cell !== hovered) setHover({ pos, value: cell });
    },
    onPointerLeave() {
      drag.current = null;
      if (hovered !== NONE) setHover({ pos, value: NONE });
    },
  };

  return { marks, message, handlers, focusCell, svgRef };
}
