import { type ReactNode, startTransition, Suspense, useEffect, useState } from 'react';
import { afterPaint } from '../store/schedule/afterPaint';
import { useApp } from '../store/context';

/** Tells the app its game is open, from an effect that runs once `children` are drawn. */
function Opened({ children }: { readonly children: ReactNode }) {
  const app = useApp();
  useEffect(() => void app.opened(), [app]);
  return children;
}

/**
 * What the first frame can do without: drawn in the frame after it, as a transition, where
 * the app tells its panels of changes after a frame (`panels`), and loaded as a chunk of its
 * own (the children are `lazy`), until which `fallback` holds their place. On a phone the
 * status, controls and move list cost the first render and the first layout more than the
 * board; drawn later, the board is on screen sooner. The part that `opens` the game is the
 * one the crash check waits for (`AppStore.opened`): the game counts as opened only once
 * it is drawn.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
  opens = false,
}: {
  readonly children: ReactNode;
  readonly fallback?: ReactNode;
  readonly opens?: boolean;
}) {
  const app = useApp();
  const [shown, setShown] = useState(app.panels === undefined);
  useEffect(() => {
    if (shown) return;
    let live = true;
    afterPaint(() => live && startTransition(() => setShown(true)));
    return () => {
      live = false;
    };
  }, [shown]);
  if (!shown) return fallback;
  return <Suspense fallback={fallback}>{opens ? <Opened>{children}</Opened> : children}</Suspense>;
}
