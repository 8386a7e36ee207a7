import { makeMoveText, play, type Position, readPosition } from '../../engine';
import type { AiTable } from '../game-ai';
import { type Level, LEVEL_SETTINGS } from '../search/levels';
import { type LastLine, Ponder, type PonderStart, PONDER_SLICE_MS } from '../search/ponder';
import { analyse, type AnalysisUpdate, helpAnalyse } from '../search/analyse';
import type { RootSplit, SearchInfo } from '../search/search';
import { think, type ThinkResult } from '../search/think';

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
  /** The table shared with helpers (Lazy SMP, `parallel.ts`); kept between requests. */
  readonly table?: SharedArrayBuffer;
  /** This worker's part of the root moves (root splitting, `parallel.ts`). */
  readonly split?: RootSplit;
}

/**
 * Lazy SMP: search beside the worker that serves a `think` or an `analyse` of the same
 * position, on their shared `table`, until the `stop` flag (an Int32 set to 1) is raised
 * or the time is up; then answer `helped`. What it finds reaches that worker through the
 * table only.
 */
export interface HelpRequest {
  readonly id: number;
  readonly purpose: 'think' | 'analyse';
  readonly position: string;
  readonly history: readonly string[];
  /** The level the helped `think` plays at; ignored for an analysis. */
  readonly level: Level;
  readonly timeMs?: number;
  readonly maxDepth?: number;
  readonly table: SharedArrayBuffer;
  readonly stop: SharedArrayBuffer;
  readonly depthOffset: number;
}

export interface HelpedResponse {
  readonly type: 'helped';
  readonly id: number;
  /** The deepest iteration the helper completed. */
  readonly depth: number;
}

/**
 * Think on the person's time (levels with `ponder`; others ignore it): send it with the
 * position right after the computer's move. The next `think` stops it and, if the
 * person played the expected reply, reuses what it found. Nothing is posted back except
 * an `error` for a bad request.
 */
export interface PonderRequest extends PonderStart {
  readonly id: number;
}

/**
 * The analysis board: the best lines of a position, reported as an `analysis` response
 * after every completed depth until the budget runs out (the last says `done`). Like a
 * `think`, it is stopped by terminating the worker.
 */
export interface AnalyseRequest {
  readonly id: number;
  /** `makePosition` text of the position to analyse. */
  readonly position: string;
  /** `positionKey`s of the line's earlier positions, for repetition. */
  readonly history: readonly string[];
  /** How many lines, best first (default 3). */
  readonly lines?: number;
  readonly timeMs?: number;
  readonly maxNodes?: number;
  readonly maxDepth?: number;
  readonly table?: SharedArrayBuffer;
}

export type WorkerRequest =
  | ({ readonly type: 'analyse' } & AnalyseRequest)
  | ({ readonly type: 'think' } & ThinkRequest)
  | ({ readonly type: 'ponder' } & PonderRequest)
  | ({ readonly type: 'help' } & HelpRequest)
  /** Stops pondering, e.g. when the game is abandoned or a move is taken back. */
  | { readonly type: 'stop'; readonly id: number };

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
  /** Whether pondering had already searched this position (the expected reply came). */
  readonly pondered: boolean;
}

export interface ErrorResponse {
  readonly type: 'error';
  readonly id: number;
  readonly message: string;
}

export interface AnalysisResponse {
  readonly type: 'analysis';
  readonly id: number;
  readonly depth: number;
  readonly nodes: number;
  /** Best first: each line's moves in notation and engine numbers, and its score for the side to move. */
  readonly lines: readonly {
    readonly moves: readonly number[];
    readonly texts: readonly string[];
    readonly score: number;
  }[];
  /** Whether the side to move wins (true) or loses (false), when proven. */
  readonly solved: boolean | undefined;
  /** The last response of this request: the search has stopped. */
  readonly done: boolean;
}

export type WorkerResponse =
  ProgressResponse | DoneResponse | ErrorResponse | AnalysisResponse | HelpedResponse;

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

/** What a worker runs: it serves requests in order and ponders between them. */
export interface RequestHost {
  receive(request: WorkerRequest): void;
  /** Stops pondering for good, as terminating the worker would. */
  close(): void;
}

/**
 * Serves requests. A `think` is synchronous, so a search cannot be interrupted by a
 * later message and the client cancels one by terminating the worker; pondering runs
 * in slices scheduled with `setTimeout`, so messages get through between them.
 */
export function createRequestHost(
  post: (response: WorkerResponse) => void,
  games: AiTable,
): RequestHost {
  const parsePosition = (text: string) => readPosition(text, games);
  const ponder = new Ponder();
  let last: LastLine | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const halt = (): void => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const loop = (): void => {
    timer = undefined;
    if (closed || !ponder.active) return;
    ponder.step(PONDER_SLICE_MS);
    timer = setTimeout(loop, 0);
  };

  const serveThink = (request: ThinkRequest): void => {
    const { id } = request;
    const pos = parsePosition(request.position);
    if (!pos.ok) throw new Error(`bad position: ${pos.error.message}`);
    const hit = ponder.take(request.position);
    halt();
    const info = (r: SearchInfo) => ({
      id,
      move: r.move,
      moveText: makeMoveText(pos.value, r.move),
      score: r.score,
      depth: r.depth,
      nodes: r.nodes,
      pv: lineText(pos.value, r.pv),
    });
    const budget = request.timeMs ?? LEVEL_SETTINGS[request.level].timeMs;
    const credit = hit && request.maxNodes === undefined ? hit.spentMs : 0;
    let result: ThinkResult;
    if (hit?.result && credit >= budget) {
      result = { ...hit.result, elapsedMs: 0 };
    } else {
      result = think(pos.value, games[pos.value.game].ai, {
        level: request.level,
        seed: request.seed,
        timeMs: request.maxNodes === undefined ? Math.max(1, budget - credit) : undefined,
        maxNodes: request.maxNodes,
        maxDepth: request.maxDepth,
        history: request.history,
        onProgress: (r) => post({ type: 'progress', ...info(r) }),
        table: request.table,
        split: request.split,
      });
    }
    last = { position: pos.value, pv: result.pv };
    post({
      type: 'done',
      ...info(result),
      elapsedMs: result.elapsedMs,
      solved: result.solved,
      pondered: hit !== undefined,
    });
  };

  const serveAnalyse = (request: AnalyseRequest): void => {
    const pos = parsePosition(request.position);
    if (!pos.ok) throw new Error(`bad position: ${pos.error.message}`);
    halt();
    ponder.stop();
    const respond = (update: AnalysisUpdate, done: boolean): void =>
      post({
        type: 'analysis',
        id: request.id,
        depth: update.depth,
        nodes: update.nodes,
        lines: update.lines.map((l) => ({
          moves: l.moves,
          texts: lineText(pos.value, l.moves),
          score: l.score,
        })),
        solved: update.solved,
        done,
      });
    const last = analyse(pos.value, games[pos.value.game].ai, {
      lines: request.lines,
      timeMs: request.timeMs,
      maxNodes: request.maxNodes,
      maxDepth: request.maxDepth,
      history: request.history,
      onUpdate: (update) => respond(update, false),
      table: request.table,
    });
    respond(last, true);
  };

  const serveHelp = (request: HelpRequest): void => {
    const pos = parsePosition(request.position);
    if (!pos.ok) throw new Error(`bad position: ${pos.error.message}`);
    halt();
    ponder.stop();
    const flag = new Int32Array(request.stop);
    const shouldStop = () => Atomics.load(flag, 0) !== 0;
    const { ai } = games[pos.value.game];
    // Raised before this request was read: the search it was to help is over.
    if (shouldStop()) return post({ type: 'helped', id: request.id, depth: 0 });
    const depth =
      request.purpose === 'analyse'
        ? helpAnalyse(pos.value, ai, { ...request, shouldStop })
        : think(pos.value, ai, {
            level: request.level,
            timeMs: request.timeMs,
            maxDepth: request.maxDepth,
            history: request.history,
            shouldStop,
            table: request.table,
            join: true,
            depthOffset: request.depthOffset,
          }).depth;
    post({ type: 'helped', id: request.id, depth });
  };

  const servePonder = (request: PonderRequest): void => {
    const pos = parsePosition(request.position);
    if (!pos.ok) throw new Error(`bad position: ${pos.error.message}`);
    halt();
    if (ponder.begin(pos.value, games[pos.value.game].ai, request, last))
      timer = setTimeout(loop, 0);
  };

  return {
    receive(request) {
      if (closed) return;
      try {
        switch (request.type) {
          case 'think':
            serveThink(request);
            return;
          case 'ponder':
            servePonder(request);
            return;
          case 'analyse':
            serveAnalyse(request);
            return;
          case 'help':
            serveHelp(request);
            return;
          case 'stop':
            ponder.stop();
            halt();
            return;
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        post({ type: 'error', id: request.id, message });
      }
    },
    close() {
      closed = true;
      ponder.stop();
      halt();
    },
  };
}
