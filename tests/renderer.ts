/**
 * The renderer the components run on in the page (Preact, under React's API), with
 * Testing Library's queries. Every render, event and `act` flushes Preact's queued
 * renders and effects before it returns, so that a test reads the DOM as the player
 * would see it next. `findBy…` and `waitFor` wait outside `act`, where Preact renders
 * as it does in the page: inside, it would hold every render back until the wait ended.
 */
import { configure } from '@testing-library/dom';
import { act as preactAct } from 'preact/test-utils';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

export { fireEvent, screen, waitFor, within } from '@testing-library/dom';

configure({
  eventWrapper: (dispatch) => {
    let result: unknown;
    void act(() => {
      result = dispatch();
    });
    return result;
  },
});

/** Runs `run` and flushes the renders and effects it caused; waits for it if it is async. */
export function act(run: () => unknown): Promise<void> {
  // Preact waits for a returned promise and ignores any other value, as React does.
  return preactAct(run as () => void | Promise<void>);
}

const mounted = new Map<HTMLElement, Root>();

/** Draws `ui` in a fresh container on the page's body. */
export function render(ui: ReactNode): { container: HTMLElement; unmount(): void } {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  mounted.set(container, root);
  void act(() => root.render(ui));
  const unmount = (): void => {
    void act(() => root.unmount());
    container.remove();
    mounted.delete(container);
  };
  return { container, unmount };
}

/** Unmounts everything `render` drew, as each test ends. */
export function cleanup(): void {
  for (const [container, root] of mounted) {
    void act(() => root.unmount());
    container.remove();
  }
  mounted.clear();
}
