import { useCallback, useEffect, useRef, useState } from 'react';
import { applyRestore, type RestoreOutcome } from '../../backup/applyRestore';
import { BACKUP_ERROR_CODES } from '../../backup/backupFormat';
import { backupFilename, collectBackup, heldOf } from '../../backup/collectBackup';
import { noteBackupMade } from '../../backup/backupReminder';
import { type StorageLike, webStorage } from '../../store/library/webStorage';
import { planAway, type RestoreWorker } from '../../backup/restoreAway';
import type { RestorePlan } from '../../backup/restorePlan';
import { usePrefsStore } from '../../store/context';
import type { Library } from '../../store/library/library';
import { DEFAULT_PREFS, type Prefs } from '../../store/prefs';
import { downloadText } from '../library/download';

/** Why a restore changed nothing: the file's fault (`BackupErrorCode`), or reading or storage. */
export const REFUSALS = [...BACKUP_ERROR_CODES, 'read', 'storage'] as const;
export type Refusal = (typeof REFUSALS)[number];

export type RestoreStep =
  | { readonly step: 'idle' }
  | { readonly step: 'checking'; readonly checked: number; readonly total: number }
  | { readonly step: 'ready'; readonly plan: RestorePlan }
  | { readonly step: 'writing'; readonly written: number; readonly total: number }
  | { readonly step: 'done'; readonly outcome: RestoreOutcome }
  | { readonly step: 'cancelled' }
  | { readonly step: 'refused'; readonly refusal: Refusal };

/** What the Data section reaches outside the page: a test hands in its own. */
export interface DataTools {
  readonly download: (filename: string, text: string) => void;
  readonly now: () => number;
  /** The backup worker; absent, the browser's, or the page where it has none. */
  readonly worker?: () => RestoreWorker;
  /** Where the last backup's time is noted (`backupReminder.ts`); absent, localStorage. */
  readonly storage?: StorageLike;
}

const BROWSER: DataTools = { download: downloadText, now: () => Date.now() };

export interface DataSection {
  /** False where the browser keeps no library: nothing to back up or restore into. */
  readonly available: boolean;
  readonly backingUp: boolean;
  readonly backupFailed: boolean;
  readonly restore: RestoreStep;
  readonly alsoSettings: boolean;
  backup(): void;
  choose(file: File): void;
  setAlsoSettings(also: boolean): void;
  confirm(): void;
  cancel(): void;
}

/**
 * Settings → Data: a backup of everything kept here downloaded as one file, and a backup
 * file read (apart from the page), shown and, confirmed, merged into the library.
 */
export function useDataSection(
  library: Library | undefined,
  tools: DataTools = BROWSER,
): DataSection {
  const prefs = usePrefsStore();
  const [backingUp, setBackingUp] = useState(false);
  const [backupFailed, setBackupFailed] = useState(false);
  const [restore, setRestore] = useState<RestoreStep>({ step: 'idle' });
  const [alsoSettings, setAlsoSettings] = useState(true);
  const running = useRef<AbortController | undefined>(undefined);

  // A dialog closed mid-way stops its reading or writing: what was written stays.
  useEffect(() => () => running.current?.abort(), []);

  const backup = useCallback(() => {
    if (!library) return;
    setBackingUp(true);
    setBackupFailed(false);
    const made = tools.now();
    collectBackup(library, prefs.getState(), made).then(
      (text) => {
        setBackingUp(false);
        tools.download(backupFilename(made), text);
        noteBackupMade(tools.storage ?? webStorage('localStorage'), made);
      },
      () => {
        setBackingUp(false);
        setBackupFailed(true);
      },
    );
  }, [library, prefs, tools]);

  const choose = useCallback(
    (file: File) => {
      if (!library) return;
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setRestore({ step: 'checking', checked: 0, total: 0 });
      const refuse = (refusal: Refusal) => {
        if (!controller.signal.aborted) setRestore({ step: 'refused', refusal });
      };
      Promise.all([file.text().catch(() => undefined), heldOf(library)]).then(
        ([text, held]) =>
          text === undefined
            ? refuse('read')
            : planAway(
                { text, held },
                {
                  signal: controller.signal,
                  worker: tools.worker,
                  onProgress: (checked, total) =>
                    !controller.signal.aborted && setRestore({ step: 'checking', checked, total }),
                },
              ).then((planned) => {
                if (planned === 'cancelled' || controller.signal.aborted) return;
                if (planned.ok) setRestore({ step: 'ready', plan: planned.value });
                else refuse(planned.error.code);
              }),
        () => refuse('storage'),
      );
    },
    [library, tools],
  );

  const confirm = useCallback(() => {
    if (!library || restore.step !== 'ready') return;
    const { plan } = restore;
    const controller = new AbortController();
    running.current = controller;
    setRestore({ step: 'writing', written: 0, total: plan.games.length });
    applyRestore(library, plan, {
      signal: controller.signal,
      onProgress: (written, total) => setRestore({ step: 'writing', written, total }),
    }).then(
      (outcome) => {
        // Settings last: a restore stopped or failed half-way leaves them as they were.
        if (alsoSettings && !outcome.stopped) {
          const { set } = prefs.getState();
          for (const key of Object.keys(DEFAULT_PREFS) as (keyof Prefs)[]) {
            set(key, plan.prefs[key]);
          }
        }
        setRestore({ step: 'done', outcome });
      },
      () => setRestore({ step: 'refused', refusal: 'storage' }),
    );
  }, [alsoSettings, library, prefs, restore]);

  const cancel = useCallback(() => {
    running.current?.abort();
    // Writing, it stops after the batch in hand and says what it wrote.
    if (restore.step !== 'writing') setRestore({ step: 'cancelled' });
  }, [restore.step]);

  return {
    available: library !== undefined,
    backingUp,
    backupFailed,
    restore,
    alsoSettings,
    backup,
    choose,
    setAlsoSettings,
    confirm,
    cancel,
  };
}
