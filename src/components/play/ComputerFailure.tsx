import { useI18n } from '../../i18n/context';
import type { Messages } from '../../i18n/en';
import { useGame, useGameStore } from '../../store/context';
import { selectComputerFailure } from '../../store/game/selectors';
import type { FailureReason } from '../../store/game/computerPlayer/types';

function why(t: Messages, reason: FailureReason, number: (n: number) => string): string {
  switch (reason.code) {
    case 'refused':
      return t.side.computer.refused(reason.move);
    case 'timeout':
      return t.side.computer.timeout(number(reason.seconds));
    case 'error':
      return reason.message;
  }
}

/**
 * Why the computer's last search failed, with a way to try again. It is a state, not a
 * notice: it lasts until the person retries or the position, viewed move or players
 * change, because only then would a new search have a chance of going differently.
 */
export function ComputerFailure() {
  const store = useGameStore();
  const failure = useGame(selectComputerFailure);
  const { t, number } = useI18n();
  if (!failure) return null;
  const said = t.side.computer;
  return (
    <div className="hx-computer-failure" role="alert" data-testid="computer-failure">
      <p>
        {failure.task.kind === 'hint' ? said.couldNotHint : said.couldNotMove}{' '}
        {why(t, failure.reason, number)}
      </p>
      <button type="button" data-action="retry" onClick={() => store.getState().retryComputer()}>
        {said.retry}
      </button>
    </div>
  );
}
