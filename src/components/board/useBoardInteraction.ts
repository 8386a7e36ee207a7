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
import { type Move, NONE, type Position } from '../../engine';
import { useT } from '../../i18n/context';
import { movablePieces } from '../../input/movable';
import { targetOf } from '../../input/target';
import type {
  BoardOptions,
  InputModel,
  InputResult,
  Marks,
  Selection,
  Target,
} from '../../input/types';
import type { ConfirmMoves } from '../../store/prefs';
import { neighbourForKey } from './keyboard';

export interface BoardHandlers {
  onClick(e: MouseEvent<SVGSVGElement>): void;
  onKeyDown(e: KeyboardEvent<SVGSVGElement>): void;
  onPointerDown(e: PointerEvent<SVGSVGElement>): void;
  onPointerMove(e: PointerEvent<SVGSVGElement>): void;
  onPointerUp(e: PointerEvent<SVGSVGElement>): void;
  onPointerOver(e: PointerEvent<SVGSVGElement>): void;
  onPointerLeave(): void;
  /** Makes the focused cell the tab stop; a board that moves its tab stop itself may leave it out. */
  onFocus?(e: FocusEvent<SVGSVGElement>): void;
}

interface Options {
  /** The game's input model, which gives clicks and drags their meaning. */
  readonly input: InputModel;
  readonly pos: Position;
  /** The legal moves of `pos`, generated once per position by the store. */
  readonly legal: readonly Move[];
  /** False when the viewed position is finished: the board then only shows. */
  readonly interactive: boolean;
  /** The values of the game's board settings, which the input model's marks follow. */
  readonly options: BoardOptions;
  /** Whether the board is drawn turned half round, which turns the arrow keys too. */
  readonly flipped?: boolean;
  /** When a move waits for Confirm or a second activation of its cell; on touch if left out. */
  readonly confirmMoves?: ConfirmMoves;
  /** Whether every piece that has a legal move is marked, whatever the game marks itself. */
  readonly showMovable?: boolean;
  readonly onMove: (move: Move) => void;
  /** A click or Enter on the board while it takes no move, such as one that drops a premove. */
  readonly onInactive?: () => void;
}

/** UI state that belongs to one position: it lapses as soon as the position changes. */
interface Local {
  readonly pos: Position | undefined;
  readonly selection: Selection;
  readonly message: string;
  /** The move that waits for a second activation of its cell, or for Confirm. */
  readonly pending: Target | undefined;
}

interface Drag {
  readonly start: number;
  over: number;
  moved: boolean;
  selection: Selection;
}

const cellOf = (target: EventTarget | null): number => {
  const el = target instanceof Element ? target.closest('[data-index]') : null;
  return el ? Number(el.getAttribute('data-index')) : NONE;
};

const NOTHING: Local = { pos: undefined, selection: [], message: '', pending: undefined };

const isTouch = (pointerType: string): boolean => pointerType === 'touch';

/** A finger has no hover, so on touch (by default) a move is previewed before it is played. */
const waits = (mode: ConfirmMoves, touch: boolean): boolean =>
  mode === 'always' || (mode === 'touch' && touch);

/**
 * Turns clicks, taps, drags and keys on the board into moves. What they mean comes from
 * the game's input model; this hook only keeps what the player has picked so far, and
 * which move is previewed: the one under the mouse or the keyboard focus, or the one
 * waiting, as `confirmMoves` asks, for a second activation of its cell or `confirm`.
 */
export function useBoardInteraction({
  input: model,
  pos,
  legal,
  interactive,
  options,
  flipped = false,
  confirmMoves = 'touch',
  showMovable = false,
  onMove,
  onInactive,
}: Options) {
  const [local, setLocal] = useState<Local>(NOTHING);
  const [focusState, setFocusCell] = useState<number>(NONE);
  const [pointed, setPointed] = useState<number>(NONE);
  const pointer = useRef('mouse');
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  const svgRef = useRef<SVGSVGElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // A click anywhere off the board and its own controls, or Escape anywhere, drops the
    // selection. Escape in an open dialog belongs to the dialog.
    const clear = (): void => setLocal(NOTHING);
    const onPointerDown = (e: globalThis.PointerEvent): void => {
      const inside = (el: Element | null): boolean =>
        e.target instanceof Node && !!el?.contains(e.target);
      if (!inside(svgRef.current) && !inside(controlsRef.current)) clear();
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

  const t = useT();
  const words = t.games[pos.game];
  const input = useMemo(() => model.index(pos, legal, words), [model, pos, legal, words]);
  const current = local.pos === pos ? local : NOTHING;
  const selection = interactive ? current.selection : NOTHING.selection;
  const movable = useMemo(
    () => (showMovable && interactive ? movablePieces(pos, legal) : undefined),
    [showMovable, interactive, pos, legal],
  );
  const marks: Marks = useMemo(() => {
    const own = input.marks(selection, options);
    return movable ? { ...own, movable: new Set([...own.movable, ...movable]) } : own;
  }, [input, selection, options, movable]);
  const { board } = pos;
  const centre = board.grid[(board.n - 1) * board.span + (board.n - 1)];
  const focusCell = focusState >= 0 && focusState < board.cellCount ? focusState : centre;

  const pending = interactive ? current.pending : undefined;
  const preview: Target | undefined =
    pending ?? (interactive ? marks.targets.get(pointed) : undefined);

  const apply = (result: InputResult): void => {
    setLocal({ pos, selection: result.selection, message: result.message, pending: undefined });
    if (result.move !== undefined) onMove(result.move);
  };

  /** Plays the move `result` leads to, or holds it for Confirm when `wait`. */
  const settle = (result: InputResult, held: Selection, wait: boolean, touch: boolean): void => {
    if (result.move === undefined || !wait) {
      apply(result);
      return;
    }
    const message = touch ? t.play.board.tapAgain : t.play.board.clickAgain;
    setLocal({ pos, selection: held, message, pending: targetOf(pos, result.move) });
  };

  const confirm = (): void => {
    if (pending) apply({ selection: [], move: pending.move, message: '' });
  };

  const activate = (cell: number, touch: boolean): void => {
    if (!interactive) onInactive?.();
    if (!interactive || cell === NONE) return;
    if (pending?.cell === cell) confirm();
    else settle(input.click(selection, cell), selection, waits(confirmMoves, touch), touch);
  };

  // Only targets have a preview, so the board re-renders on entering or leaving one, not
  // on every cell the pointer crosses.
  const point = (cell: number): void => setPointed(marks.targets.has(cell) ? cell : NONE);

  const cancel = (): void => setLocal({ pos, selection, message: '', pending: undefined });

  const cellAtPoint = (x: number, y: number): number =>
    cellOf(
      typeof document.elementFromPoint === 'function' ? document.elementFromPoint(x, y) : null,
    );

  const handlers: BoardHandlers = {
    onClick(e) {
      if (suppressClick.current) {
        suppressClick.current = false;
        return;
      }
      activate(cellOf(e.target), isTouch(pointer.current));
      pointer.current = 'mouse';
    },
    onKeyDown(e) {
      const cell = cellOf(e.target);
      if (cell === NONE) return;
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        activate(cell, false);
        return;
      }
      const next = neighbourForKey(board, cell, e.key, flipped);
      if (next === undefined) return;
      // Arrows walk the board here; elsewhere on the page they step through the history.
      e.preventDefault();
      e.stopPropagation();
      if (next === NONE) return;
      setFocusCell(next);
      point(next);
      e.currentTarget.querySelector<SVGElement>(`[data-index="${next}"]`)?.focus();
    },
    onPointerDown(e) {
      suppressClick.current = false;
      pointer.current = e.pointerType;
      if (!interactive || e.button !== 0) return;
      const cell = cellOf(e.target);
      if (cell === NONE) return;
      const carried = input.dragStart(selection, cell);
      if (carried) drag.current = { start: cell, over: cell, moved: false, selection: carried };
    },
    onPointerMove(e) {
      const d = drag.current;
      if (!d) return;
      const cell = cellAtPoint(e.clientX, e.clientY);
      if (cell === NONE || cell === d.over) return;
      d.over = cell;
      d.moved = true;
      const result = input.dragOver(d.selection, cell);
      d.selection = result.selection;
      setLocal({ pos, selection: result.selection, message: result.message, pending: undefined });
      // Preview the move that letting go here would play.
      const release = input.dragEnd(d.selection, d.start, cell).move;
      const targets = input.marks(d.selection, options).targets.values();
      setPointed([...targets].find((t) => t.move === release)?.cell ?? NONE);
    },
    onPointerUp() {
      const d = drag.current;
      drag.current = null;
      if (!d || !d.moved) return;
      suppressClick.current = true;
      setPointed(NONE);
      // A drag is deliberate: only `always` holds the move it drops.
      const touch = isTouch(pointer.current);
      settle(
        input.dragEnd(d.selection, d.start, d.over),
        d.selection,
        confirmMoves === 'always',
        touch,
      );
    },
    onPointerOver(e) {
      if (!isTouch(e.pointerType)) point(cellOf(e.target));
    },
    onPointerLeave() {
      drag.current = null;
      setPointed(NONE);
    },
    // The focused cell is the tab stop, however it got focus, so that only it needs a
    // focus ring and Tab comes back to it.
    onFocus(e) {
      const cell = cellOf(e.target);
      if (cell !== NONE) setFocusCell(cell);
    },
  };

  return {
    marks,
    message: current.message,
    handlers,
    focusCell,
    svgRef,
    controlsRef,
    preview,
    pending: pending !== undefined,
    confirm,
    cancel,
  };
}
