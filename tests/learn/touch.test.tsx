import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { LearnButtons, LearnProvider } from '../../src/components/learn/LearnProvider';
import { Tutorial } from '../../src/components/learn/Tutorial';
import { learningOf } from '../../src/games';
import type { StorageLike } from '../../src/store/library/webStorage';

beforeAll(() => learningOf('abacus', 'en'));
afterEach(() => vi.unstubAllGlobals());

/** A device whose main pointer is a finger (coarse) or a mouse. */
function pointing(coarse: boolean): void {
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: coarse && media === '(pointer: coarse)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const noStorage: StorageLike = {
  getItem: () => null,
  setItem: () => {},
  removeItem: () => {},
};

const TOUCH = {
  device: 'a touch screen',
  coarse: true,
  button: "Help: playing by touch and the board's marks",
  headings: [
    'Playing by touch',
    'Marks on the board',
    'Keyboard shortcuts, with a keyboard attached',
  ],
  pointer: /^Tap a piece and then a marked cell/,
  place: /Tap any empty cell/,
};
const MOUSE = {
  device: 'a mouse',
  coarse: false,
  button: 'Help and keyboard shortcuts',
  headings: ['Keyboard shortcuts', 'Marks on the board'],
  pointer: /^With a mouse, click a piece/,
  place: /Click any empty cell/,
};

test.each([TOUCH, MOUSE])(
  'on $device the help speaks of its own pointer, and keys come where they belong',
  async ({ coarse, button, headings, pointer }) => {
    pointing(coarse);
    render(
      <LearnProvider storage={noStorage}>
        <LearnButtons />
      </LearnProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: button }));
    const dialog = await screen.findByTestId('help', {}, { timeout: 15000 });
    const titles = within(dialog).getAllByRole('heading', { level: 3 });
    expect(titles.map((h) => h.textContent)).toEqual(headings);
    expect(within(dialog).getByTestId('pointer-help')).toHaveTextContent(pointer);
    expect(within(dialog).getByTestId('shortcuts')).toBeInTheDocument();
  },
);

test.each([TOUCH, MOUSE])(
  'on $device the tutorial says how to place',
  async ({ coarse, place }) => {
    pointing(coarse);
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <Tutorial game="abacus" />
        </Suspense>,
      );
    });
    expect(await screen.findByTestId('tutorial-text')).toHaveTextContent(place);
  },
);

test.each([
  ['en', /click/i],
  ['de', /klick/i],
  ['pt', /clique|clicar/i],
  ['it', /clic/i],
] as const)('no %s tutorial step on a touch screen speaks of clicks', async (language, click) => {
  const { tutorial } = await learningOf('abacus', language);
  const steps = Object.values(tutorial?.words.steps ?? {});
  expect(steps.length).toBeGreaterThan(0);
  const onTouch = steps.map((step) => step.onTouch ?? step.text);
  expect(onTouch.filter((text) => click.test(text))).toEqual([]);
});
