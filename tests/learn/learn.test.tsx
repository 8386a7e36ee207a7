import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, Suspense } from 'react';
import { beforeAll, describe, expect, test } from 'vitest';
import { de } from '../i18n/dictionaries';
import { Diagram } from '../../src/components/learn/Diagram';
import { FirstVisitCard } from '../../src/components/learn/FirstVisitCard';
import { LearnButtons, LearnProvider } from '../../src/components/learn/LearnProvider';
import { Tutorial } from '../../src/components/learn/Tutorial';
import type { LearnTab } from '../../src/components/learn/learnTab';
import { I18nProvider, makeI18n } from '../../src/i18n/context';
import { LEARN_KEY } from '../../src/components/learn/tutorialMemory';
import { SHORTCUTS } from '../../src/components/learn/shortcuts';
import type { StorageLike } from '../../src/store/library/webStorage';
import { GameStoreProvider } from '../../src/store/context';
import { ABACUS, ABALONE, storeFor } from '../components/render';
import { DIAGRAM_WORDS, DIAGRAMS, type DiagramId } from './learning';
import { GAMES } from '../../src/engine';
import { gameEntry, gameModule, learningOf } from '../../src/games';

// The Learn pages are a chunk of their own: loaded once here, as the dialog would, so that
// the tests wait for React's redraw rather than for a module to be transformed.
beforeAll(() => Promise.all(GAMES.map((game) => learningOf(game, 'en'))));

const memory = (): StorageLike & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};

/** A cell of the board inside `scope`: several boards share the page. */
const cellIn = (scope: HTMLElement, label: string): Element => {
  const el = scope.querySelector(`[data-cell="${label}"]`);
  if (!el) throw new Error(`no cell ${label}`);
  return el;
};

const renderDiagram = (id: DiagramId) => {
  render(<Diagram id={id} data={DIAGRAMS[id]} text={DIAGRAM_WORDS[id]} />);
  const figure = document.querySelector<HTMLElement>(`[data-diagram="${id}"]`)!;
  return { figure, said: () => within(figure).getByTestId('try-message').textContent };
};

describe('try-it boards', () => {
  test('a placement diagram takes its move and refuses another', async () => {
    const user = userEvent.setup();
    const { figure, said } = renderDiagram('abacus-place');
    expect(figure.querySelectorAll('[data-ring]')).toHaveLength(1);
    await user.click(cellIn(figure, 'a1'));
    expect(said()).toBe('That is legal, but not the move shown.');
    expect(cellIn(figure, 'a1')).not.toHaveAttribute('data-stone');
    await user.click(cellIn(figure, 'e5'));
    expect(said()).toMatch(/^Well done!/);
    expect(cellIn(figure, 'e5')).toHaveAttribute('data-stone', 'black');
    // The rings describe the start, and go with it.
    expect(figure.querySelectorAll('[data-ring]')).toHaveLength(0);
    await user.click(within(figure).getByRole('button', { name: 'Reset' }));
    expect(cellIn(figure, 'e5')).not.toHaveAttribute('data-stone');
    expect(figure.querySelectorAll('[data-ring]')).toHaveLength(1);
  });

  test('a slide diagram explains a slide the rules refuse', async () => {
    const user = userEvent.setup();
    const { figure, said } = renderDiagram('abacus-four');
    expect(figure.querySelectorAll('[data-arrow="move"]')).toHaveLength(1);
    await user.click(cellIn(figure, 'c6'));
    // C6 cannot reach A4 in a straight line: the click places there, which the board explains.
    await user.click(cellIn(figure, 'b6'));
    expect(said()).toMatch(/^Not allowed: .*stand alone/);
    expect(cellIn(figure, 'b6')).not.toHaveAttribute('data-stone');
    await user.click(cellIn(figure, 'c6'));
    await user.click(cellIn(figure, 'f6'));
    expect(said()).toMatch(/^Well done! C3, C4 and C5/);
    expect(cellIn(figure, 'f6')).toHaveAttribute('data-stone', 'black');
  });

  test('an Abalone push is played by picking the line and its target', async () => {
    const user = userEvent.setup();
    const { figure, said } = renderDiagram('abalone-sumito21');
    await user.click(cellIn(figure, 'c3'));
    await user.click(cellIn(figure, 'c4'));
    await user.click(cellIn(figure, 'c5'));
    expect(said()).toMatch(/^Well done!/);
    expect(cellIn(figure, 'c6')).toHaveAttribute('data-stone', 'white');
  });

  test.each([
    ['c4a2', /stand alone/],
    ['c4c2', /not smaller than its group of 3/],
    ['c4f4', /blocked at e4/],
  ])('the C4 diagram asks the engine about %s', async (move, reason) => {
    const user = userEvent.setup();
    const { figure } = renderDiagram('abacus-c4');
    expect(figure.querySelectorAll('[data-arrow="illegal"]')).toHaveLength(3);
    await user.click(within(figure).getByRole('button', { name: `Try ${move}` }));
    expect(within(figure).getByTestId('illegal-reason')).toHaveTextContent(reason);
  });
});

describe('tutorial', () => {
  test('each step opens the next only once its move is played', async () => {
    const user = userEvent.setup();
    // Inside act, React draws the tutorial once its (already loaded) pages are read.
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <Tutorial game="abacus" />
        </Suspense>,
      );
    });
    const next = () => screen.getByRole('button', { name: 'Next step' });
    const board = () => document.querySelector<HTMLElement>('.hx-tutorial')!;
    expect(await screen.findByText('Step 1 of 6')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.click(cellIn(board(), 'd4'));
    expect(next()).toBeEnabled();
    await user.click(next());
    expect(board()).toHaveAttribute('data-step', 'group');
    expect(next()).toBeDisabled();
    await user.click(cellIn(board(), 'a1'));
    // A step shows no one move: a legal move of another kind hears again what it asks.
    expect(screen.getByTestId('try-message')).toHaveTextContent(
      'That stone does not touch C3 and C4. Place it on a cell next to them, to make a group of 3.',
    );
    expect(next()).toBeDisabled();
    await user.click(cellIn(board(), 'c5'));
    expect(next()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(board()).toHaveAttribute('data-step', 'place');
    expect(next()).toBeDisabled();
  });
});

describe('a tutorial step answers a move of another kind by what it asks', () => {
  test('Abalone’s line step, given a sideways move, asks again for a move along the line', async () => {
    const user = userEvent.setup();
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <Tutorial game="abalone" />
        </Suspense>,
      );
    });
    const board = () => document.querySelector<HTMLElement>('.hx-tutorial')!;
    await user.click(cellIn(board(), 'e5'));
    await user.click(cellIn(board(), 'f6'));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(board()).toHaveAttribute('data-step', 'inline');
    expect(screen.getByRole('heading', { name: 'Move the line along itself' })).toBeInTheDocument();
    await user.click(cellIn(board(), 'c3'));
    await user.click(cellIn(board(), 'c4'));
    // C3 and C4 step sideways to D4 and D5: legal, but not along their line.
    await user.click(cellIn(board(), 'd5'));
    const said = screen.getByTestId('try-message');
    expect(board().querySelector('[data-verdict]')).toHaveAttribute('data-verdict', 'other');
    expect(said).toHaveTextContent(/^Not this time: move two or three of the marbles/);
    expect(said).not.toHaveTextContent('not the move shown');
    expect(screen.getByRole('button', { name: 'Next step' })).toBeDisabled();
  });
});

describe('the end of a tutorial', () => {
  /** Each Abacus step's solution as clicks: a placement is its cell, a slide its two. */
  const ABACUS_CLICKS = [['d4'], ['c5'], ['c3', 'd4'], ['c3', 'e3'], ['c4', 'f7'], ['c3']];
  /** Each Abalone step's solution as clicks: its marbles, then the cell the front one enters. */
  const ABALONE_CLICKS = [
    ['e5', 'f6'],
    ['c3', 'c4', 'c5', 'c6'],
    ['c3', 'c4', 'd5'],
    ['c3', 'c4', 'c5'],
    ['e2', 'e3', 'e4', 'e5'],
    ['e6', 'e7', 'e8', 'e9'],
  ];

  test('leads into a game against the computer, or to the other game’s tutorial', async () => {
    const user = userEvent.setup();
    const store = storeFor(ABALONE);
    const tabs: LearnTab[] = [];
    let closed = 0;
    await act(async () => {
      render(
        <GameStoreProvider store={store}>
          <Suspense fallback={null}>
            <Tutorial game="abacus" onTab={(tab) => tabs.push(tab)} onClose={() => closed++} />
          </Suspense>
        </GameStoreProvider>,
      );
    });
    await screen.findByText('Step 1 of 6');
    const tutorial = () => document.querySelector<HTMLElement>('.hx-tutorial')!;
    for (const clicks of ABACUS_CLICKS) {
      expect(tutorial().querySelector('[data-action="tutorial-play-computer"]')).toBeNull();
      for (const label of clicks) await user.click(cellIn(tutorial(), label));
      await user.click(screen.getByRole('button', { name: 'Next step' }));
    }
    expect(tutorial()).toHaveAttribute('data-step', 'finished');
    await user.click(screen.getByRole('button', { name: 'Try Abalone' }));
    expect(tabs).toEqual([{ kind: 'tutorial', game: 'abalone' }]);
    expect(closed).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Play the computer (Easy)' }));
    expect(store.getState().spec).toEqual(ABACUS);
    expect(store.getState().players).toEqual({ black: 'human', white: 'easy' });
    expect(closed).toBe(1);
  });

  test('of Abalone, with no game on screen, offers Abacus’s tutorial but no game', async () => {
    const user = userEvent.setup();
    const tabs: LearnTab[] = [];
    await act(async () => {
      render(
        <Suspense fallback={null}>
          <Tutorial game="abalone" onTab={(tab) => tabs.push(tab)} />
        </Suspense>,
      );
    });
    await screen.findByText('Step 1 of 6');
    const tutorial = () => document.querySelector<HTMLElement>('.hx-tutorial')!;
    for (const clicks of ABALONE_CLICKS) {
      for (const label of clicks) await user.click(cellIn(tutorial(), label));
      expect(screen.getByTestId('try-message')).toHaveTextContent(/^Well done!/);
      await user.click(screen.getByRole('button', { name: 'Next step' }));
    }
    expect(tutorial()).toHaveAttribute('data-step', 'finished');
    expect(screen.queryByRole('button', { name: 'Play the computer (Easy)' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try Abacus' }));
    expect(tabs).toEqual([{ kind: 'tutorial', game: 'abacus' }]);
  });
});

function Page({ storage, children }: { storage: StorageLike; children?: ReactNode }) {
  return (
    <LearnProvider storage={storage}>
      <LearnButtons />
      {children}
    </LearnProvider>
  );
}

describe('rules and help dialogs', () => {
  test('the Rules button opens every game, a tab each, then each tutorial', async () => {
    const user = userEvent.setup();
    render(<Page storage={memory()} />);
    await user.click(screen.getByRole('button', { name: 'Rules' }));
    const dialog = await screen.findByTestId('learn', {}, { timeout: 15000 });
    const tabs = within(dialog).getAllByRole('tab');
    const titles = GAMES.map((game) => gameEntry(game).words.en.title);
    const tutorials = GAMES.filter((game) => gameModule(game).learn.hasTutorial).map(
      (game) => `${gameEntry(game).words.en.title} tutorial`,
    );
    expect(tabs.map((tab) => tab.textContent)).toEqual([...titles, ...tutorials]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(
      await within(dialog).findByRole('heading', { name: 'Sliding a stone' }),
    ).toBeInTheDocument();
    expect(dialog.querySelectorAll('[data-diagram]')).toHaveLength(6);
    await act(async () => fireEvent.click(within(dialog).getByRole('tab', { name: 'Abalone' })));
    expect(
      await within(dialog).findByRole('heading', { name: 'Pushing: sumito' }),
    ).toBeInTheDocument();
    expect(dialog.querySelectorAll('[data-diagram]')).toHaveLength(12);
    expect(dialog.querySelectorAll('[data-layout]')).toHaveLength(13);
    const targets = [...within(dialog).getByTestId('targets').querySelectorAll('[data-size]')];
    expect(targets.map((row) => row.querySelector('[data-field="target"]')?.textContent)).toEqual([
      '5',
      '6',
      '7',
      '9',
    ]);
    // Arrow keys walk the tabs.
    fireEvent.keyDown(within(dialog).getAllByRole('tab')[1], { key: 'ArrowRight' });
    expect(within(dialog).getAllByRole('tab')[2]).toHaveAttribute('aria-selected', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('learn')).toBeNull();
  });

  test('? opens the help with every shortcut, but not while typing', async () => {
    render(
      <Page storage={memory()}>
        <input aria-label="name" />
      </Page>,
    );
    fireEvent.keyDown(screen.getByRole('textbox'), { key: '?' });
    expect(screen.queryByTestId('help')).toBeNull();
    fireEvent.keyDown(document.body, { key: '?' });
    const dialog = await screen.findByTestId('help', {}, { timeout: 15000 });
    const rows = dialog.querySelectorAll('[data-shortcut]');
    expect([...rows].map((row) => row.getAttribute('data-shortcut'))).toEqual(
      SHORTCUTS.map((s) => s.id),
    );
    expect(within(dialog).getByText('Turn the board around')).toBeInTheDocument();
    expect(within(dialog).getByTestId('legend')).toHaveTextContent(/pushed off/);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Read the rules' }));
    expect(await screen.findByTestId('learn', {}, { timeout: 15000 })).toBeInTheDocument();
  });

  test('the rules speak the reader’s language', async () => {
    // The German rules are a chunk of their own, loaded here as the dialog would.
    await learningOf('abacus', 'de');
    render(
      <I18nProvider language="de" initial={makeI18n('de', de)}>
        <Page storage={memory()} />
      </I18nProvider>,
    );
    const user = userEvent.setup();
    // Awaited in act, so that React shows the page once its words' promise settles.
    await act(() => user.click(screen.getByRole('button', { name: 'Regeln' })));
    const dialog = await screen.findByTestId('learn', {}, { timeout: 15000 });
    expect(within(dialog).getAllByRole('tab')[0]).toHaveTextContent('Abakus');
    expect(
      await within(dialog).findByRole('heading', { name: 'Einen Stein ziehen' }),
    ).toBeInTheDocument();
  });
});

describe('first-visit card', () => {
  const renderCard = (storage: StorageLike, spec = ABACUS) =>
    render(
      <GameStoreProvider store={storeFor(spec)}>
        <Page storage={storage}>
          <FirstVisitCard />
        </Page>
      </GameStoreProvider>,
    );

  test('offers the Abacus tutorial until dismissed, and remembers', async () => {
    const storage = memory();
    const { unmount } = renderCard(storage);
    const card = screen.getByTestId('learn-card');
    expect(card).toHaveTextContent('New to Abacus? Learn in 2 minutes.');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('learn-card')).toBeNull();
    expect(storage.data.get(LEARN_KEY)).toBe('seen');
    unmount();
    renderCard(storage);
    expect(screen.queryByTestId('learn-card')).toBeNull();
  });

  test('opens the tutorial, which counts as seen', async () => {
    const storage = memory();
    renderCard(storage);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start the tutorial' }));
    const dialog = await screen.findByTestId('learn', {}, { timeout: 15000 });
    expect(within(dialog).getByRole('tab', { selected: true })).toHaveTextContent(
      'Abacus tutorial',
    );
    expect(dialog.querySelector('[data-step="place"]')).not.toBeNull();
    expect(screen.queryByTestId('learn-card')).toBeNull();
    expect(storage.data.get(LEARN_KEY)).toBe('seen');
  });

  test('offers the tutorial of the game on screen', async () => {
    renderCard(memory(), ABALONE);
    expect(screen.getByTestId('learn-card')).toHaveTextContent('New to Abalone?');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start the tutorial' }));
    const dialog = await screen.findByTestId('learn', {}, { timeout: 15000 });
    expect(within(dialog).getByRole('tab', { selected: true })).toHaveTextContent(
      'Abalone tutorial',
    );
    expect(dialog.querySelector('[data-step="single"]')).not.toBeNull();
  });

  test('a storage that throws still lets the card be dismissed', async () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    renderCard(broken);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByTestId('learn-card')).toBeNull());
  });
});
