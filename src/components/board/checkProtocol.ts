import { makeMoveText, makePosition, type Move, parseMove, type Position } from '../../engine';
import { type CheckBudget, gameModule, parsePosition } from '../../games';

/**
 * What the page and the check worker (`src/check-worker.ts`) say to each other: a move to
 * check, or a game to prepare the check for, in text, as positions and moves cross between
 * threads; the answer is the check's.
 */
export type CheckRequest =
  | {
      readonly kind: 'check';
      readonly id: number;
      readonly position: string;
      readonly move: string;
      readonly maxNodes: number;
      readonly ms: number;
    }
  | { readonly kind: 'prepare'; readonly id: number; readonly position: string };

export interface CheckResponse {
  readonly id: number;
  readonly blunder: boolean | undefined;
}

export const checkRequest = (
  id: number,
  pos: Position,
  move: Move,
  { maxNodes, ms }: Omit<CheckBudget, 'now'>,
): CheckRequest => ({
  kind: 'check',
  id,
  position: makePosition(pos),
  move: makeMoveText(pos, move),
  maxNodes,
  ms,
});

/** Answers a request as the worker does: a text that does not read is no blunder known. */
export async function serveCheck(request: CheckRequest, now: () => number): Promise<CheckResponse> {
  const pos = parsePosition(request.position);
  const check = pos.ok ? gameModule(pos.value.game).blunder : undefined;
  if (!pos.ok || !check) return { id: request.id, blunder: undefined };
  if (request.kind === 'prepare') {
    await check.prepare?.(pos.value);
    return { id: request.id, blunder: undefined };
  }
  const move = parseMove(pos.value, request.move);
  if (!move.ok) return { id: request.id, blunder: undefined };
  const { maxNodes, ms } = request;
  return {
    id: request.id,
    blunder: await check.check(pos.value, move.value, { maxNodes, ms, now }),
  };
}
