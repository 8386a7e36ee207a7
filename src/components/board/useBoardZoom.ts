import { useEffect, useRef, useState } from 'react';
import { isZoomed, NO_ZOOM, type Zoom } from './zoom';

/**
 * Zooming the board inside the element `ref` is put on (`zoomGestures.ts`): two fingers
 * pinch and move it, Ctrl and the wheel (a trackpad's pinch) zoom about the pointer. One
 * finger still plays: the board's own handlers never see a pinch's events. Off, the board
 * is never zoomed. `data-zoomable` marks the area once the gestures listen.
 */
export function useBoardZoom<E extends HTMLElement>(enabled: boolean) {
  const ref = useRef<E>(null);
  const [zoom, setZoom] = useState<Zoom>(NO_ZOOM);

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) {
      setZoom(NO_ZOOM);
      return;
    }
    let live = true;
    let detach: (() => void) | undefined;
    // Offline before the chunk was cached, the board simply does not zoom.
    import('./zoomGestures').then(
      ({ attachZoomGestures }) => {
        if (!live) return;
        detach = attachZoomGestures(element, setZoom);
        element.dataset.zoomable = 'true';
      },
      () => {},
    );
    return () => {
      live = false;
      detach?.();
      delete element.dataset.zoomable;
    };
  }, [enabled]);

  return {
    ref,
    zoom: isZoomed(zoom) ? zoom : undefined,
    reset: (): void => setZoom(NO_ZOOM),
  };
}
