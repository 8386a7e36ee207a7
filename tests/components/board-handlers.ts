import type { BoardHandlers } from '../../src/components/board/useBoardInteraction';

const noop = (): void => {};

/** Handlers that do nothing, for a board drawn only to be looked at. */
export const NO_HANDLERS: BoardHandlers = {
  onClick: noop,
  onKeyDown: noop,
  onPointerDown: noop,
  onPointerMove: noop,
  onPointerUp: noop,
  onPointerOver: noop,
  onPointerLeave: noop,
};
