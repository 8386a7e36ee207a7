import { moveInfo, type Move, parseMove, type Position } from '../engine';

/** What became of a move the reader played on a try-it board. */
export type Verdict =
  | { readonly kind: 'right' }
  /** Legal, but not the move asked for. */
  | { readonly kind: 'other' }
  /** Refused by the rules, with the engine's reason. */
  | { readonly kind: 'illegal'; readonly reason: string };

/** Whether a legal move is the one a diagram or tutorial step asks for. */
export type Accepts = (pos: Position, move: Move) => boolean;

/**
 * Judges a legal move the board played. The board plays a placement when a piece is
 * picked and an empty cell clicked that it cannot reach, so when `picked` holds one of
 * the mover's pieces the slide meant is judged instead, with the reason the rules refuse it.
 */
export function judge(
  pos: Position,
  played: Move,
  accepts: Accepts,
  picked: readonly number[],
): Verdict {
  if (accepts(pos, played)) return { kind: 'right' };
  const info = moveInfo(pos, played);
  const from = picked.length === 1 ? picked[0] : undefined;
  if (info.from.length === 0 && from !== undefined && pos.cells[from] === pos.turn) {
    const meant = pos.rules.resolveMove(pos, [from, info.to[0]]);
    if (!meant.ok) return { kind: 'illegal', reason: meant.error };
  }
  return { kind: 'other' };
}

/** Accepts exactly the move written `text` in `pos`. */
export function acceptsText(text: string): Accepts {
  return (pos, played) => {
    const wanted = parseMove(pos, text);
    return wanted.ok && wanted.value === played;
  };
}

/** The rule a move written in notation breaks, or undefined when it is legal. */
export function whyIllegal(pos: Position, text: string): string | undefined {
  const move = parseMove(pos, text);
  return move.ok ? undefined : move.error.message;
}

/** A cell label read as row and diagonal, whether or not the board has that cell. */
export function labelCoords(label: string): { r: number; d: number } {
  const m = /^([a-z])(\d{1,2})$/i.exec(label);
  if (!m) throw new Error(`bad cell label in learn data: ${label}`);
  return { r: m[1].toLowerCase().charCodeAt(0) - 97, d: Number(m[2]) - 1 };
}
