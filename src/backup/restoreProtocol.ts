import type { Result } from '../engine';
import type { LibraryRecord } from '../store/library/library';
import { type BackupError, parseBackup } from './backupFormat';
import { type Held, planRestore, type RestorePlan } from './restorePlan';

/** What the backup worker is asked: to read `text` and plan its merge into what is `held`. */
export interface RestoreRequest {
  readonly text: string;
  readonly held: Held;
}

/**
 * What it answers: how many games it has checked, as it goes; the games to write, a part at
 * a time; then the rest of the plan, or why the file is refused.
 */
export type RestoreResponse =
  | { readonly kind: 'progress'; readonly checked: number; readonly total: number }
  | { readonly kind: 'games'; readonly games: readonly LibraryRecord[] }
  | {
      readonly kind: 'done';
      readonly result: Result<Omit<RestorePlan, 'games'>, BackupError>;
    };

/** Games per message: the page copies each in one task, which must stay short. */
const PART = 200;

/** Reads and plans a request, telling `post` how far it has got, then the plan. */
export function serveRestore({ text, held }: RestoreRequest, post: (r: RestoreResponse) => void) {
  const parsed = parseBackup(text, {
    onProgress: (checked, total) => {
      if (checked % Math.max(1, Math.floor(total / 100)) === 0 || checked === total) {
        post({ kind: 'progress', checked, total });
      }
    },
  });
  if (!parsed.ok) {
    post({ kind: 'done', result: parsed });
    return;
  }
  const { games, ...rest } = planRestore(parsed.value, held);
  for (let i = 0; i < games.length; i += PART) {
    post({ kind: 'games', games: games.slice(i, i + PART) });
  }
  post({ kind: 'done', result: { ok: true, value: rest } });
}
