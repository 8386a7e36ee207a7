import { type UIEvent, useLayoutEffect, useState } from 'react';
import { listWindow } from './listWindow';

/**
 * A long list drawn a window at a time: the rows to draw, where each goes, and what the
 * scrolling box needs. Every row is as tall as the CSS makes it, spaced by the box's
 * `--list-gap`; the height and the box's are measured once rows are drawn, and again as
 * the window resizes. `guess` is a row's height in pixels until then.
 */
export function useListWindow(
  count: number,
  guess: number,
): {
  /** The scrolling box's ref callback. */
  readonly box: (element: HTMLDivElement | null) => void;
  readonly first: number;
  readonly end: number;
  /** The pixels from the list's top to row `index`'s, and of the whole list. */
  readonly top: (index: number) => number;
  readonly height: number;
  readonly onScroll: (event: UIEvent<HTMLDivElement>) => void;
  /** Back to the list's top, as when a search changes what it holds. */
  readonly rewind: () => void;
} {
  // A ref callback into state, so that the box, once there, is measured.
  const [element, box] = useState<HTMLDivElement | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState({ height: 0, row: guess });
  const drawn = count > 0;
  useLayoutEffect(() => {
    if (!element || !drawn) return;
    const measure = (): void => {
      const row = element.querySelector<HTMLElement>('[data-row]')?.offsetHeight;
      const gap = parseFloat(getComputedStyle(element).getPropertyValue('--list-gap')) || 0;
      setViewport({ height: element.clientHeight, row: row ? row + gap : guess });
    };
    measure();
    addEventListener('resize', measure);
    return () => removeEventListener('resize', measure);
  }, [element, drawn, guess]);
  const { first, end } = listWindow(count, scrollTop, viewport.height, viewport.row);
  return {
    box,
    first,
    end,
    top: (index) => index * viewport.row,
    height: count * viewport.row,
    onScroll: (event) => setScrollTop(event.currentTarget.scrollTop),
    rewind: () => {
      setScrollTop(0);
      if (element) element.scrollTop = 0;
    },
  };
}
