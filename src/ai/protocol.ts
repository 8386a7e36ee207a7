import { makeMoveText, parsePosition, play, type Position } from '../engine';
import { type Level } from './levels';
import type { SearchInfo } from './search';
import { think } from './think';

/**
 * Messages between the app and the AI worker. Positions and moves travel as text (a
 * position string, move notation) so that nothing but plain data crosses the boundary;
 * moves also carry their engine number for convenience.
 */
export interface ThinkRequest {
  /** Chosen by the client; every response repeats it. */
  readonly id: number;
  /** `makePosition` text of the position to move in. */
  readonly position: string;
  /** `positionKey`s of the game's earlier positions, for repetition. */
  readonly history: readonly string[];
  readonly level: Level;
  readonly seed?: number;
  readonly timeMs?: number;
  /** Node budget instead of the clock: reproducible answers for tests. */
  readonly maxNodes?: number;
  readonly maxDepth?: number;
}

export type WorkerRequest = { readonly type: 'think' } & ThinkRequest;

export interface ProgressResponse {
  readonly type: 'progress';
  readonly id: number;
  readonly move: number;
  readonly moveText: string;
  readonly score: number;
  readonly depth: number;
  readonly nodes: number;
  /** Principal variation in move notation. */
  readonly pv: readonly string[];
}

export interface DoneResponse extends Omit<ProgressResponse, 'type'> {
  readonly type: 'done';
  readonly elapsedMs: number;
  readonly solved: boolean;
}

export interface ErrorResponse {
  readonly type: 'error';
  readonly id: number;
  readonly message: string;
}

export type WorkerResponse = ProgressResponse | DoneResponse | ErrorResponse;

/** Move texts of a line played out from `pos`. */
function lineText(pos: Position, moves: readonly number[]): string[] {
  const texts: string[] = [];
  let cur = pos;
  for (const move of moves) {
    texts.push(makeMoveText(cur, move));
    cur = play(cur, move);
  }
  return texts;
}

/**
 * Serves one request: what the worker runs on each message. Synchronous, so a search
 * cannot be interrupted by a later message; the client cancels by terminating the worker.
 */
export function handleRequest(
  request: WorkerRequest,
  post: (response: WorkerResponse) => void,
): void {
  const { id } = request;
  try {
    const parsed = parsePosition(request.position);
    if (!parsed.ok) throw new Error(`bad position: ${parsed.error.message}`);
    const pos = parsed.value;
    const info = (r: SearchInfo) => ({
      id,
      move: r.move,
      moveText: makeMoveText(pos, r.move),
      score: r.score,
      depth: r.depth,
      nodes: r.nodes,
      pv: lineText(pos, r.pv),
    });
    const result = think(pos, {
      level: request.level,
      seed: request.seed,
      timeMs: request.timeMs,
      maxNodes: request.maxNodes,
      maxDepth: request.maxDepth,
      history: request.history,
      onProgress: (r) => post({ type: 'progress', ...info(r) }),
    });
    post({ type: 'done', ...info(result), elapsedMs: result.elapsedMs, solved: result.solved });
  } catch (error) {
    post({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
  }
}
