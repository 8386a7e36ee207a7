import { useState } from 'react';
import {
  putOffBackupReminder,
  noteBackupMade,
  readBackupReminder,
  suggestBackup,
} from '../../backup/backupReminder';
import { backupFilename, collectBackup } from '../../backup/collectBackup';
import { useI18n } from '../../i18n/context';
import { usePrefsStore } from '../../store/context';
import type { Library } from '../../store/library/library';
import { type StorageLike, webStorage } from '../../store/library/webStorage';
import { downloadText } from './download';

/** What the suggestion reaches outside the page: a test hands in its own. */
export interface ReminderTools {
  readonly storage: StorageLike | undefined;
  readonly now: () => number;
  readonly download: (filename: string, text: string) => void;
}

const BROWSER: ReminderTools = {
  storage: webStorage('localStorage'),
  now: () => Date.now(),
  download: downloadText,
};

/**
 * The Games panel's suggestion of a backup, for a library of many games with none made
 * for a month: a backup at once, or the suggestion put off for a month.
 */
export function BackupReminder({
  library,
  games,
  tools = BROWSER,
}: {
  readonly library: Library;
  readonly games: number;
  readonly tools?: ReminderTools;
}) {
  const { t, number } = useI18n();
  const said = t.flow.library.backupReminder;
  const prefs = usePrefsStore();
  const [shown, setShown] = useState(() =>
    suggestBackup(readBackupReminder(tools.storage), games, tools.now()),
  );
  const [state, setState] = useState<'idle' | 'making' | 'failed'>('idle');
  if (!shown) return null;
  const backUp = (): void => {
    setState('making');
    const made = tools.now();
    collectBackup(library, prefs.getState(), made).then(
      (text) => {
        tools.download(backupFilename(made), text);
        noteBackupMade(tools.storage, made);
        setShown(false);
      },
      () => setState('failed'),
    );
  };
  return (
    <div className="hx-backup-reminder" role="note" data-testid="backup-reminder">
      <p>{said.text(number(games))}</p>
      {state === 'failed' && <p role="alert">{said.failed}</p>}
      <button type="button" data-action="backup-now" disabled={state === 'making'} onClick={backUp}>
        {said.backUp}
      </button>{' '}
      <button
        type="button"
        data-action="dismiss-backup-reminder"
        onClick={() => {
          putOffBackupReminder(tools.storage, tools.now());
          setShown(false);
        }}
      >
        {said.later}
      </button>
    </div>
  );
}
