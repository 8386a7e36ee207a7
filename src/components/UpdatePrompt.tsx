import { useEffect, useState } from 'react';
import { registerServiceWorker } from '../pwa/update';

/** Says when a new version of the app is ready, and switches to it when the player agrees. */
export function UpdatePrompt() {
  const [apply, setApply] = useState<(() => void) | undefined>(undefined);
  useEffect(() => {
    if (import.meta.env.PROD) registerServiceWorker((next) => setApply(() => next));
  }, []);
  if (!apply) return null;
  return (
    <div className="hx-update" role="status" data-testid="update">
      <p>A new version of Hexplay is ready.</p>
      <button type="button" className="hx-primary" data-action="update-app" onClick={apply}>
        Reload to update
      </button>
      <button type="button" data-action="dismiss-update" onClick={() => setApply(undefined)}>
        Later
      </button>
    </div>
  );
}
