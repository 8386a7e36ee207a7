import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { afterPaint } from '../store/schedule/afterPaint';
import { useApp } from '../store/context';

/**
 * What beside the board the first frame can do without: drawn in the frame after it, as a
 * transition, where the app tells its panels of changes after a frame (`panels`). On a
 * phone the status, controls and move list cost the first render and the first layout
 * more than the board; drawn later, the board is on screen sooner. The game counts as
 * opened (`AppStore.opened`, which the crash check waits for) only once they are drawn.
 */
export function AfterFirstPaint({ children }: { readonly children: ReactNode }) {
  const app = useApp();
  const [shown, setShown] = useState(app.panels === undefined);
  useEffect(() => {
    if (shown) {
      void app.opened();
      return;
    }
    let live = true;
    afterPaint(() => live && startTransition(() => setShown(true)));
    return () => {
      live = false;
    };
  }, [app, shown]);
  return shown ? children : null;
}
