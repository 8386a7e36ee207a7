/**
 * Every screen drawn in German, Portuguese and Italian shows no English: no text, no
 * accessible label, no title that is a string of the English dictionary. A new screen
 * joins the check with a row of SCREENS.
 */
import { libraryOf } from '../store/library-stub';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import type { StoreApi } from 'zustand/vanilla';
import { de, it as italian, pt } from './dictionaries';
import App from '../../src/App';
import { ErrorBoundary } from '../../src/components/shell/ErrorBoundary';
import { I18nProvider, makeI18n } from '../../src/i18n/context';
import { en, type Messages } from '../../src/i18n/en';
import type { Language } from '../../src/languages';
import type { GameStore } from '../../src/store/game';
import type { Library } from '../../src/store/library/library';
import { createPrefsStore } from '../../src/store/prefs';
import { recordOf } from '../../src/store/library/sync';
import type { GameSpec, Players } from '../../src/store/game/savedGame';
import {
  appOf,
  ABACUS,
  ABALONE,
  cell,
  playTokens,
  prefsWith,
  storeFor,
} from '../components/render';
import { BoardView } from '../../src/components/board/BoardView';
import { ConfirmProvider } from '../../src/components/shell/ConfirmContext';
import { GameStoreProvider, PrefsProvider } from '../../src/store/context';
import { createGameStore } from '../../src/store/game';
import { HUMANS } from '../../src/store/game/savedGame';
import type { PrefsState } from '../../src/store/prefs';
import { seededLibrary } from '../stats/entries';
import { englishIn } from './english';

const DICTIONARIES: Record<Language, Messages> = { en, de, pt, it: italian };

function gameRecord(spec: GameSpec, players: Players, tokens: readonly string[], id: string) {
  const store = storeFor(spec, tokens);
  store.getState().setPlayers(players);
  return { ...recordOf(store.getState(), 1, 0, Date.UTC(2026, 0, 2, 3, 4)), id };
}

const LIBRARY = libraryOf(
  [
    gameRecord(ABALONE, { black: 'human', white: 'hard' }, ['a1b2'], 'g1'),
    gameRecord(
      { game: 'abalone', n: 5, layout: 'belgian' },
      { black: 'easy', white: 'human' },
      [],
      'g2',
    ),
    gameRecord(ABACUS, { black: 'human', white: 'human' }, ['e5'], 'g3'),
  ],
  [
    {
      id: 1,
      kept: Date.UTC(2026, 0, 1),
      source: 'the game library',
      error: 'the app crashed while opening it',
      data: {},
    },
    {
      id: 2,
      kept: Date.UTC(2026, 0, 1),
      source: 'the backup kept by an earlier version',
      error: 'unreadable',
      data: 'x',
    },
  ],
);

/** The whole app in `language` around `store`. */
function renderApp(language: Language, store: StoreApi<GameStore>, library?: Library): void {
  const app = appOf(store, library);
  render(
    <App
      app={app}
      prefs={createPrefsStore(undefined, [language])}
      i18n={makeI18n(language, DICTIONARIES[language])}
    />,
  );
}

const click = (selector: string): void => {
  const el = document.querySelector(selector);
  if (!el) throw new Error(`nothing matches ${selector}`);
  fireEvent.click(el);
};

const present = (selector: string): Promise<void> =>
  waitFor(() => {
    if (!document.querySelector(selector)) throw new Error(`nothing matches ${selector}`);
  });

/** The play screen's board alone, in `language`, with the aids `chosen`. */
function renderBoard(
  language: Language,
  store: StoreApi<GameStore>,
  chosen: Partial<PrefsState> = {},
): void {
  render(
    <I18nProvider language={language} initial={makeI18n(language, DICTIONARIES[language])}>
      <PrefsProvider prefs={prefsWith(chosen)}>
        <GameStoreProvider store={store}>
          <ConfirmProvider>
            <BoardView />
          </ConfirmProvider>
        </GameStoreProvider>
      </PrefsProvider>
    </I18nProvider>,
  );
}

type Screen = readonly [name: string, draw: (language: Language) => Promise<void> | void];

const TASK = {
  game: 'game-1',
  moves: [],
  cursor: 0,
  players: { black: 'easy', white: 'human' },
  level: 'easy',
} as const;

/** Each screen as a player can meet it, drawn in `language`. */
const SCREENS: readonly Screen[] = [
  [
    'Abacus in play, a stone that cannot slide',
    (l) => {
      const store = storeFor(ABACUS, ['e5', 'a1', 'e6', 'a2']);
      renderApp(l, store);
      fireEvent.click(cell('e5'));
    },
  ],
  [
    'Abacus with group sizes and slide marks',
    (l) => {
      const store = storeFor(ABACUS, ['e5', 'a1', 'e6', 'a2', 'e7', 'a3']);
      store.getState().setBoardSetting('slideMarks', true);
      store.getState().setBoardSetting('groupSizes', true);
      renderApp(l, store);
      fireEvent.click(cell('e6'));
    },
  ],
  [
    'Abalone in play, marbles picked, a move previewed',
    (l) => {
      const store = storeFor(ABALONE, ['a1b2']);
      renderApp(l, store);
      fireEvent.click(cell('g5'));
      fireEvent.click(cell('g6'));
    },
  ],
  [
    'Abalone, a marble with no move',
    (l) => {
      renderApp(l, storeFor(ABALONE));
      fireEvent.click(cell('a1'));
    },
  ],
  [
    'an earlier move viewed',
    (l) => {
      const store = storeFor(ABACUS, ['e5', 'a1', 'b2']);
      store.getState().goTo(1);
      renderApp(l, store);
    },
  ],
  [
    'the New game dialog',
    async (l) => {
      renderApp(l, storeFor(ABALONE));
      click('[data-action="new-game"]');
      await screen.findByTestId('new-game', {}, { timeout: 10_000 });
    },
  ],
  [
    'the Games dialog with a library',
    async (l) => {
      renderApp(l, storeFor(ABACUS), LIBRARY);
      click('[data-action="games"]');
      await screen.findByTestId('games', {}, { timeout: 10_000 });
      await present('[data-quarantine-id="2"]');
      click('[data-game-id="g3"] [data-action="delete"]');
      await present('[data-action="undo-delete"]');
    },
  ],
  [
    'the Games dialog without a library',
    async (l) => {
      renderApp(l, storeFor(ABACUS));
      click('[data-action="games"]');
      await screen.findByTestId('games', {}, { timeout: 10_000 });
    },
  ],
  [
    'the Settings dialog',
    async (l) => {
      renderApp(l, storeFor(ABACUS));
      click('[data-action="settings"]');
      await screen.findByTestId('settings', {}, { timeout: 10_000 });
    },
  ],
  [
    'the Import dialog with a problem',
    async (l) => {
      renderApp(l, storeFor(ABACUS));
      click('[data-action="import"]');
      await screen.findByTestId('import', {}, { timeout: 10_000 });
      fireEvent.input(document.querySelector('[data-field="import-text"]')!, {
        target: { value: '1. zz9' },
      });
      click('[data-action="import-confirm"]');
      await present('[data-testid="import-error"]');
    },
  ],
  [
    'the Share / Export dialog',
    async (l) => {
      renderApp(l, storeFor(ABALONE, ['a1b2']));
      click('[data-action="records"]');
      await screen.findByTestId('share', {}, { timeout: 10_000 });
    },
  ],
  [
    'the position editor with an illegal position',
    async (l) => {
      renderApp(l, storeFor(ABALONE));
      click('[data-action="new-game"]');
      await screen.findByTestId('new-game', {}, { timeout: 10_000 });
      click('[data-action="editor"]');
      await screen.findByTestId('editor', {}, { timeout: 10_000 });
      fireEvent.input(document.querySelector('[data-field="position"]')!, {
        target: { value: 'abalone 5/6/7/8/9/8/7/6/5 b 6 6' },
      });
      await present('[data-testid="editor-error"]');
    },
  ],
  [
    'the rules',
    async (l) => {
      renderApp(l, storeFor(ABALONE));
      click('[data-action="rules"]');
      await screen.findByTestId('learn', {}, { timeout: 10_000 });
    },
  ],
  [
    'the help',
    async (l) => {
      renderApp(l, storeFor(ABACUS));
      click('[data-action="help"]');
      await screen.findByTestId('help', {}, { timeout: 10_000 });
    },
  ],
  [
    'the result of a resigned game',
    (l) => {
      const store = storeFor(ABALONE, ['a1b2']);
      store.getState().resign();
      renderApp(l, store);
    },
  ],
  [
    'a confirmation',
    (l) => {
      renderApp(l, storeFor(ABALONE, ['a1b2']));
      click('[data-action="resign"]');
    },
  ],
  [
    'a draw offer',
    (l) => {
      const store = storeFor(ABALONE, ['a1b2']);
      store.getState().offerDraw();
      renderApp(l, store);
    },
  ],
  [
    'the computer declining a draw',
    (l) => {
      const store = storeFor(ABALONE, ['a1b2']);
      renderApp(l, store);
      const { moves } = store.getState();
      act(() => store.setState({ drawOffer: { by: 'black', moves, answer: 'declined' } }));
    },
  ],
  ...(['refused', 'timeout', 'error'] as const).map((code): Screen => [
    `the computer failing (${code})`,
    (l) => {
      const store = storeFor(ABACUS);
      const reason =
        code === 'refused'
          ? { code, move: 'z9' }
          : code === 'timeout'
            ? { code, seconds: 3 }
            : { code, message: 'worker gone' };
      store.setState({ computer: { status: 'failed', task: { ...TASK, kind: 'hint' }, reason } });
      renderApp(l, store);
    },
  ]),
  ...(['unavailable', 'quota', 'failed'] as const).map((code): Screen => [
    `the storage banner (${code})`,
    (l) => {
      const store = storeFor(ABACUS);
      store.setState({ storageProblem: { code, message: 'English', detail: 'Boom' } });
      renderApp(l, store);
    },
  ]),
  [
    'notices',
    (l) => {
      const store = storeFor(ABACUS);
      store.setState({
        notice: [{ code: 'crashed' }, { code: 'quarantined', count: 2 }, { code: 'forked' }],
      });
      renderApp(l, store);
    },
  ],
  [
    'a notice of one quarantined game',
    (l) => {
      const store = storeFor(ABACUS);
      store.setState({ notice: [{ code: 'quarantined', count: 1 }] });
      renderApp(l, store);
    },
  ],
  [
    'the statistics of a library',
    async (l) => {
      const records = seededLibrary().map((e) => ({ ...e, data: {} }));
      renderApp(l, storeFor(ABACUS), libraryOf(records, []));
      click('[data-action="games"]');
      await screen.findByTestId('games', {}, { timeout: 10_000 });
      await present('[data-action="stats"]');
      click('[data-action="stats"]');
      await screen.findByTestId('stats', {}, { timeout: 10_000 });
      await present('[data-testid="stats-accuracy"]');
    },
  ],
  [
    'the blunder warning',
    async (l) => {
      const store = createGameStore();
      // White's b2 and c3 stand in line towards a1: a black marble stepping there goes off.
      const start = 'abalone 5/6/7/8/9/8/2w4/1w4/1b3 b 0 0';
      store.getState().newGame({ game: 'abalone', n: 5, layout: 'standard', start }, HUMANS);
      renderBoard(l, store, { blunderWarning: true });
      fireEvent.click(cell('a2'));
      fireEvent.click(cell('a1'));
      await present('[data-testid="blunder-warning"]');
    },
  ],
  [
    'a premove waiting for the computer',
    async (l) => {
      const store = createGameStore();
      store.getState().newGame(ABACUS, { black: 'human', white: 'easy' });
      playTokens(store, ['e5']);
      renderBoard(l, store);
      fireEvent.click(cell('c3'));
      await present('[data-action="cancel-premove"]');
      await present('[data-testid="premove"]');
    },
  ],
  [
    'a zoomed board',
    async (l) => {
      renderBoard(l, storeFor(ABALONE));
      await present('[data-zoomable]');
      fireEvent.wheel(screen.getByTestId('board'), { deltaY: -400, ctrlKey: true });
      await present('[data-action="zoom-reset"]');
    },
  ],
  [
    'the crash screen',
    (l) => {
      const Broken = (): never => {
        throw new Error('Boom');
      };
      render(
        <I18nProvider language={l} initial={makeI18n(l, DICTIONARIES[l])}>
          <ErrorBoundary onRecover={() => {}} onDownload={() => {}}>
            <Broken />
          </ErrorBoundary>
        </I18nProvider>,
      );
    },
  ],
];

afterEach(cleanup);

describe.each(['de', 'pt', 'it'] as const)('%s', (language) => {
  test.each(SCREENS)('%s shows no English', async (_, draw) => {
    await draw(language);
    expect(englishIn(document.body)).toEqual([]);
  });
});

test('the check finds English: each screen drawn in English is caught', async () => {
  for (const [name, draw] of SCREENS) {
    await draw('en');
    expect(englishIn(document.body), name).not.toEqual([]);
    cleanup();
  }
});
