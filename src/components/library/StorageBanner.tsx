import { useT } from '../../i18n/context';
import type { Messages } from '../../i18n/en';
import { useGame, useGameStore } from '../../store/context';
import { savedOf } from '../../store/game';
import type { LibraryError } from '../../store/game/notices';
import { downloadGame } from './download';

const selectProblem = (s: { readonly storageProblem: LibraryError | undefined }) =>
  s.storageProblem;

/** Why storing failed, in the reader's words. */
export function storageWhy(t: Messages, problem: LibraryError): string {
  switch (problem.code) {
    case 'unavailable':
      return t.flow.storage.unavailable;
    case 'denied':
      return t.flow.storage.denied;
    case 'blocked':
      return t.flow.storage.blocked;
    case 'timeout':
      return t.flow.storage.timeout;
    case 'superseded':
      return t.flow.storage.superseded;
    case 'quota':
      return t.flow.storage.quota;
    case 'failed':
      return t.flow.storage.failed(problem.detail ?? problem.message);
  }
}

/**
 * Stays on screen for as long as the game is not being saved, says why, and offers the
 * game as a file so that nothing is lost meanwhile.
 */
export function StorageBanner() {
  const problem = useGame(selectProblem);
  const store = useGameStore();
  const t = useT();
  if (problem === undefined) return null;
  return (
    <div className="hx-banner" role="alert" data-testid="storage-banner">
      <p>
        <strong>{t.flow.storage.notSaved}</strong> {storageWhy(t, problem)}.
      </p>
      <button
        type="button"
        data-action="download-game"
        onClick={() => downloadGame(savedOf(store.getState()))}
      >
        {t.flow.storage.download}
      </button>
    </div>
  );
}
