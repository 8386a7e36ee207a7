import type { ReactNode } from 'react';
import { chunk } from './chunk';

/** The parts of the playing screen drawn a frame after the board (`./afterBoard`). */
export const afterBoard = chunk(() => import('./afterBoard'));

/** Draws parts of that chunk, once it has loaded. */
export function AfterBoard({
  children,
}: {
  readonly children: (parts: ReturnType<typeof afterBoard.useModule>) => ReactNode;
}) {
  return children(afterBoard.useModule());
}
