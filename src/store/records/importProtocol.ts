import type { Game, Result } from '../../engine';
import { type ImportedGame, type ImportError, parseImport } from './apgnImport';

/** What the import worker is asked: to read `text`, records naming no game as `game`. */
export interface ImportRequest {
  readonly text: string;
  readonly game: Game;
}

/** What it answers: how far it has read, as it goes, and then what it read. */
export type ImportResponse =
  | { readonly kind: 'progress'; readonly read: number; readonly total: number }
  | { readonly kind: 'done'; readonly result: Result<ImportedGame[], ImportError> };

/**
 * How often progress is told: every 1% of the records, so that a file of 10,000 games
 * posts a hundred messages rather than ten thousand.
 */
const progressSteps = (total: number): number => Math.max(1, Math.floor(total / 100));

/** Reads a request's text, telling `post` how far it has got and then what it read. */
export function serveImport({ text, game }: ImportRequest, post: (r: ImportResponse) => void) {
  const result = parseImport(text, {
    game,
    onProgress: (read, total) => {
      if (read % progressSteps(total) === 0 || read === total) {
        post({ kind: 'progress', read, total });
      }
    },
  });
  post({ kind: 'done', result });
}
