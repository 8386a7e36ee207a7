import { useRef } from 'react';
import { useT } from '../../i18n/context';
import type { DataSection as Data } from './useDataSection';

/** Settings → Data: download a backup, or restore one after seeing what it holds. */
export function DataSection({ id, data }: { readonly id: string; readonly data: Data }) {
  const t = useT().settings.data;
  const file = useRef<HTMLInputElement>(null);
  const { restore } = data;
  const busy = data.backingUp || restore.step === 'checking' || restore.step === 'writing';
  return (
    <fieldset
      className="hx-settings-group"
      data-section="data"
      aria-describedby={`${id}-data-note`}
    >
      <legend>{t.legend}</legend>
      <p className="hx-settings-note" id={`${id}-data-note`}>
        {data.available ? t.note : t.noLibrary}
      </p>
      <div className="hx-dialog-buttons">
        <button
          type="button"
          data-action="backup"
          disabled={!data.available || busy}
          onClick={data.backup}
        >
          {t.backup}
        </button>
        <button
          type="button"
          data-action="restore"
          disabled={!data.available || busy}
          onClick={() => file.current?.click()}
        >
          {t.restore}
        </button>
        <input
          ref={file}
          type="file"
          hidden
          accept=".json,application/json"
          aria-label={t.restoreFile}
          data-field="restore-file"
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen) data.choose(chosen);
            e.target.value = '';
          }}
        />
      </div>
      {data.backupFailed && (
        <p role="alert" data-field="backup-error">
          {t.backupFailed}
        </p>
      )}
      <RestoreProgress data={data} />
    </fieldset>
  );
}

/** Where a restore is: checking, waiting for Confirm, writing, or how it ended. */
function RestoreProgress({ data }: { readonly data: Data }) {
  const t = useT().settings.data;
  const { restore } = data;
  const cancel = (
    <button type="button" data-action="cancel-restore" onClick={data.cancel}>
      {t.cancel}
    </button>
  );
  switch (restore.step) {
    case 'idle':
      return null;
    case 'checking':
      return (
        <div role="status" data-field="restore-status">
          <progress
            value={restore.total > 0 ? restore.checked : undefined}
            max={restore.total > 0 ? restore.total : undefined}
            aria-label={t.checking}
            data-field="restore-progress"
          />{' '}
          {restore.total > 0 ? t.checked(restore.checked, restore.total) : t.checking}
          {cancel}
        </div>
      );
    case 'ready': {
      const { plan } = restore;
      return (
        <div data-field="restore-plan">
          <p>{t.holds}</p>
          <ul>
            <li data-count="games">{t.games(plan.held.games)}</li>
            <li data-count="quarantined">{t.quarantined(plan.held.quarantined)}</li>
            <li data-count="puzzle-progress">{t.puzzleProgress(plan.held.puzzleProgress)}</li>
            <li data-count="settings">{t.settingsHeld}</li>
          </ul>
          <p>{t.plan(plan.games.length, plan.renamed, plan.same)}</p>
          <label>
            <input
              type="checkbox"
              checked={data.alsoSettings}
              data-field="restore-settings"
              onChange={(e) => data.setAlsoSettings(e.target.checked)}
            />
            {t.alsoSettings}
          </label>
          <div className="hx-dialog-buttons">
            <button
              type="button"
              className="hx-primary"
              data-action="confirm-restore"
              onClick={data.confirm}
            >
              {t.confirm}
            </button>
            {cancel}
          </div>
        </div>
      );
    }
    case 'writing':
      return (
        <div role="status" data-field="restore-status">
          <progress
            value={restore.written}
            max={Math.max(1, restore.total)}
            aria-label={t.writing}
            data-field="restore-progress"
          />{' '}
          {t.written(restore.written, restore.total)}
          {cancel}
        </div>
      );
    case 'done': {
      const { written, overtaken, stopped } = restore.outcome;
      return (
        <p role="status" data-field="restore-status">
          {stopped ? t.stopped(written) : t.done(written)}
          {overtaken > 0 && ` ${t.overtaken(overtaken)}`}
        </p>
      );
    }
    case 'cancelled':
      return (
        <p role="status" data-field="restore-status">
          {t.cancelled}
        </p>
      );
    case 'refused':
      return (
        <p role="alert" data-field="restore-error">
          {t.refused[restore.refusal]}
        </p>
      );
  }
}
