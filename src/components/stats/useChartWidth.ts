import { useLayoutEffect, useRef, useState } from 'react';

/** The width a chart is drawn at before it is measured, and where it cannot be (jsdom). */
const DEFAULT_WIDTH = 640;

/**
 * The width of the element `ref` is put on, in whole CSS pixels, followed as it changes: a
 * phone turned sideways redraws its charts at the new width.
 */
export function useChartWidth<E extends Element>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = (): void => {
      const measured = Math.round(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
