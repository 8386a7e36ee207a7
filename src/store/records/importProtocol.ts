import type { Game, Result } from '../../engine';
import { type ImportedGame, type ImportError, parseImport } from './apgnImport';
import { type LinkError, parseLink, type ReadLink } from './link';

/**
 * What the import worker is asked: to read `text`, records naming no game as `game`; or,
 * `as: 'link'`, to read it as a game link alone, its damage told apart (`parseLink`).
 */
export type ImportRequest = RecordsRequest | LinkRequest;
export interface RecordsRequest {
  readonly text: string;
  readonly game: Game;
  readonly as?: undefined;
}
export interface LinkRequest {
  readonly text: string;
  readonly as: 'link';
}

/**
 * What it answers: how far it has read, as it goes; then the games it read, a part at a
 * time; then whether that was all of them, or the problem that stopped it.
 */
export type ImportResponse =
  | { readonly kind: 'progress'; readonly read: number; readonly total: number }
  | { readonly kind: 'games'; readonly games: readonly ImportedGame[] }
  | { readonly kind: 'done'; readonly result: Result<true, ImportError> }
  | { readonly kind: 'link'; readonly result: Result<ReadLink, LinkError> };

/**
 * Games per message. The page copies each message in one task: 2,589 games in one took
 * it 200 ms, a part of 200 some 15.
 */
const PART = 200;

/**
 * How often progress is told: every 1% of the records, so that a file of 10,000 games
 * posts a hundred messages rather than ten thousand.
 */
const progressSteps = (total: number): number => Math.max(1, Math.floor(total / 100));

/** Reads a request's text, telling `post` how far it has got and then what it read. */
export function serveImport(request: ImportRequest, post: (r: ImportResponse) => void) {
  if (request.as === 'link') post({ kind: 'link', result: parseLink(request.text) });
  else readRecords(request, post);
}

function readRecords({ text, game }: RecordsRequest, post: (r: ImportResponse) => void) {
  const result = parseImport(text, {
    game,
    onProgress: (read, total) => {
      if (read % progressSteps(total) === 0 || read === total) {
        post({ kind: 'progress', read, total });
      }
    },
  });
  if (!result.ok) {
    post({ kind: 'done', result });
    return;
  }
  for (let i = 0; i < result.value.length; i += PART) {
    post({ kind: 'games', games: result.value.slice(i, i + PART) });
  }
  post({ kind: 'done', result: { ok: true, value: true } });
}
