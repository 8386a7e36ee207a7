import type { Position } from '../../engine';
import { parsePosition } from '../../games';

/** The position of a diagram or step; its text is checked by the tests, so a failure is a bug. */
export function positionOf(text: string): Position {
  const pos = parsePosition(text);
  if (!pos.ok) throw new Error(`bad position in learn data: ${pos.error.message}`);
  return pos.value;
}
