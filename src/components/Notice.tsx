import { useGame, useGameStore } from '../store/context';
import { selectNotice } from '../store/selectors';

/** A dismissible message about something the app did by itself, such as dropping a bad save. */
export function Notice() {
  const store = useGameStore();
  const notice = useGame(selectNotice);
  if (!notice) return null;
  return (
    <div className="hx-notice" role="alert" data-testid="notice">
      <p>{notice}</p>
      <button
        type="button"
        data-action="dismiss-notice"
        onClick={() => store.getState().dismissNotice()}
      >
        Dismiss
      </button>
    </div>
  );
}
