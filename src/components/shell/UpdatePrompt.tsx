import { useEffect, useState } from 'react';
import { useT } from '../../i18n/context';

/** Says when a new version of the app is ready, and switches to it when the player agrees. */
export function UpdatePrompt() {
  const [apply, setApply] = useState<(() => void) | undefined>(undefined);
  const said = useT().app.update;
  useEffect(() => {
    // Workbox's window part loads when the service worker registers, seconds after start.
    if (import.meta.env.PROD)
      void import('../../pwa/update').then((m) =>
        m.registerServiceWorker((next) => setApply(() => next)),
      );
  }, []);
  if (!apply) return null;
  return (
    <div className="hx-update" role="status" data-testid="update">
      <p>{said.ready}</p>
      <button type="button" className="hx-primary" data-action="update-app" onClick={apply}>
        {said.reload}
      </button>
      <button type="button" data-action="dismiss-update" onClick={() => setApply(undefined)}>
        {said.later}
      </button>
    </div>
  );
}
