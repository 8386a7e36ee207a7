import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { StoreApi } from 'zustand/vanilla';
import { de } from '../i18n/dictionaries';
import { ConfirmProvider } from '../../src/components/shell/ConfirmContext';
import { ImportDialog } from '../../src/components/library/ImportDialog';
import { RecordsBar } from '../../src/components/library/RecordsBar';
import { ShareDialog } from '../../src/components/library/ShareDialog';
import { I18nProvider, makeI18n } from '../../src/i18n/context';
import { en } from '../../src/i18n/en';
import type { Language } from '../../src/languages';
import { markLinked } from '../../src/store/app/linked';
import { AppProvider } from '../../src/store/context';
import type { GameStore } from '../../src/store/game';
import { parseLink } from '../../src/store/records/link';
import { texts } from '../fixtures';
import { appOf, ABACUS, playTokens, storeFor } from '../components/render';

const DICTIONARIES = { en, de } as const;

function renderIn(language: 'en' | 'de', ui: ReactNode, store: StoreApi<GameStore>) {
  const app = appOf(store);
  render(
    <I18nProvider
      language={language as Language}
      initial={makeI18n(language, DICTIONARIES[language])}
    >
      <AppProvider app={app}>
        <ConfirmProvider>{ui}</ConfirmProvider>
      </AppProvider>
    </I18nProvider>,
  );
}

const field = (name: string): HTMLElement => {
  const el = document.querySelector<HTMLElement>(`[data-field="${name}"]`);
  if (!el) throw new Error(`no field ${name}`);
  return el;
};
const action = (name: string): HTMLElement => {
  const el = document.querySelector<HTMLElement>(`[data-action="${name}"]`);
  if (!el) throw new Error(`no action ${name}`);
  return el;
};

function clipboard() {
  const writeText = vi.fn<(text: string) => Promise<void>>(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

afterEach(() => localStorage.clear());

describe('the import dialog', () => {
  test('speaks German, and places an error by game, line, column and token', async () => {
    const user = userEvent.setup();
    renderIn('de', <ImportDialog onClose={() => {}} />, storeFor());
    expect(screen.getByRole('heading', { name: 'Partie importieren' })).toBeInTheDocument();
    await user.click(field('import-text'));
    await user.paste('[Game "Abacus"]\n1. e5 *\n\n[Game "Abacus"]\n1. e5 e5 *');
    await user.click(action('import-confirm'));
    expect(screen.getByTestId('import-error')).toHaveTextContent(
      /Das lässt sich nicht importieren \(Partie 2, Zeile 5, Spalte 7, bei „e5“\)/,
    );
  });

  test('several games: a list to choose one; without a library the game in progress is asked about', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const store = storeFor(ABACUS, ['c3']);
    renderIn('en', <ImportDialog onClose={onClose} />, store);
    await user.click(field('import-text'));
    await user.paste(
      '[Game "Abacus"]\n1. e5 *\n\n[Game "Abacus"]\n[Black "Ann"]\n[White "Bob"]\n1. e5 d4 *',
    );
    await user.click(action('import-confirm'));
    const list = screen.getByTestId('import-list');
    await user.click(within(list).getByRole('radio', { name: /Ann v Bob/ }));
    await user.click(action('import-confirm'));
    const confirm = screen.getByTestId('confirm');
    await user.click(within(confirm).getByRole('button', { name: 'Import' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(texts(store.getState())).toEqual(['e5', 'd4']);
    expect(store.getState().notice).toEqual({
      kind: 'info',
      text: 'Imported the Abacus game as a new game in Games.',
    });
  });

  test('a long file: its text stays out of the field, a note names it, its games are listed', async () => {
    const store = storeFor(ABACUS, ['c3']);
    renderIn('en', <ImportDialog onClose={() => {}} />, store);
    const content = Array.from(
      { length: 2000 },
      (_, i) => `[Game "Abacus"]\n[Black "Player ${i}"]\n[White "Bob"]\n1. e5 *\n`,
    ).join('\n');
    const input = field('import-file') as HTMLInputElement;
    const file = new File([content], 'many.apgn', { type: 'application/x-apgn' });
    Object.defineProperty(input, 'files', { value: [file] });
    fireEvent.change(input);
    expect(await screen.findByTestId('import-file-read')).toHaveTextContent(
      `many.apgn (${(file.size / 1e6).toFixed(1)} MB), read in full.`,
    );
    expect(field('import-text')).toHaveValue('');
    const list = await screen.findByTestId('import-list');
    expect(within(list).getAllByRole('radio')[0]).toHaveAttribute('aria-setsize', '2000');
    expect(action('import-confirm')).toBeEnabled();
  });

  test.each([
    ['a long paste: kept out of the field, said in a note, its games listed', 2000, true],
    ['a short paste: put in the field as typed', 2, false],
  ])('%s', async (_, count, long) => {
    const store = storeFor(ABACUS, ['c3']);
    renderIn('en', <ImportDialog onClose={() => {}} />, store);
    const pasted = Array.from(
      { length: count },
      (_, i) => `[Game "Abacus"]\n[Black "Player ${i}"]\n[White "Bob"]\n1. e5 *\n`,
    ).join('\n');
    const shown = !fireEvent.paste(field('import-text'), {
      clipboardData: { getData: (type: string) => (type === 'text/plain' ? pasted : '') },
    });
    // A paste the dialog takes is kept from the field: the browser never lays it out.
    expect(shown).toBe(long);
    if (!long) {
      expect(screen.queryByTestId('import-file-read')).toBeNull();
      return;
    }
    expect(await screen.findByTestId('import-file-read')).toHaveTextContent(
      `Pasted text (${(pasted.length / 1e6).toFixed(1)} MB), read in full without showing it here.`,
    );
    expect(field('import-text')).toHaveValue('');
    const list = await screen.findByTestId('import-list');
    expect(within(list).getAllByRole('radio')[0]).toHaveAttribute('aria-setsize', String(count));
  });

  test('a file of many games: a window of choices, and a search that finds one', async () => {
    const user = userEvent.setup();
    const store = storeFor(ABACUS, ['c3']);
    renderIn('en', <ImportDialog onClose={() => {}} />, store);
    const file = Array.from(
      { length: 300 },
      (_, i) => `[Game "Abacus"]\n[Black "Player ${i}"]\n[White "Bob"]\n1. e5 *\n`,
    ).join('\n');
    fireEvent.input(field('import-text'), { target: { value: file } });
    await user.click(action('import-confirm'));
    const list = screen.getByTestId('import-list');
    const radios = within(list).getAllByRole('radio');
    expect(radios.length).toBeLessThan(50);
    expect(radios[0]).toHaveAttribute('aria-setsize', '300');
    await user.type(within(list).getByRole('searchbox'), 'player 217');
    expect(within(list).getByTestId('import-found')).toHaveTextContent('1 of 300 games');
    await user.click(within(list).getByRole('radio', { name: /Player 217 v Bob/ }));
    expect(within(list).getByRole('radio', { name: /Player 217 v Bob/ })).toBeChecked();
  });
});

describe('the share dialog', () => {
  test('shows the link of the game and copies the viewed moves and position', async () => {
    const user = userEvent.setup();
    const writeText = clipboard();
    const store = storeFor(ABACUS, ['e5', 'd4', 'c3']);
    act(() => store.getState().goTo(2));
    renderIn('en', <ShareDialog onClose={() => {}} />, store);
    // The link and record come in a task after the dialog is drawn.
    const field = screen.getByTestId('share-link') as HTMLInputElement;
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('placeholder', 'Preparing…');
    expect(action('share')).toBeDisabled();
    await waitFor(() => expect(field).not.toHaveValue(''));
    expect(action('share')).toBeEnabled();
    const link = field.value;
    const parsed = parseLink(link);
    expect(parsed.ok && parsed.value.moves.map((m) => m.text)).toEqual(['e5', 'd4', 'c3']);
    await waitFor(() =>
      expect((screen.getByTestId('record-text') as HTMLTextAreaElement).value).toContain(
        '1. e5 d4 2. c3 *',
      ),
    );
    await user.click(action('copy-moves'));
    expect(writeText).toHaveBeenLastCalledWith('1. e5 d4');
    await user.click(action('copy-position'));
    expect(writeText.mock.lastCall?.[0]).toMatch(/^abacus .* b$/);
    await user.click(action('share'));
    expect(writeText).toHaveBeenLastCalledWith(link);
    expect(screen.getByTestId('copy-status')).toHaveTextContent('Copied.');
  });

  test('offers the game as an iframe of the viewer, to copy', async () => {
    const user = userEvent.setup();
    const writeText = clipboard();
    renderIn('en', <ShareDialog onClose={() => {}} />, storeFor(ABACUS, ['e5', 'd4']));
    const embed = screen.getByRole('textbox', { name: 'Embed on a web page' });
    expect(embed).toHaveAttribute('data-field', 'embed');
    await waitFor(() => expect(embed).not.toHaveValue(''));
    const link = (screen.getByTestId('share-link') as HTMLInputElement).value;
    const src = /src="([^"]+)"/.exec((embed as HTMLTextAreaElement).value)?.[1] ?? '';
    expect(src.replace(/&amp;/g, '&')).toBe(link.replace(/^(.*\/)[^/#]*#/, '$1viewer.html#'));
    expect((embed as HTMLTextAreaElement).value).toContain('title="Abacus game, Hexplay viewer"');
    await user.click(action('copy-embed'));
    expect(writeText).toHaveBeenLastCalledWith((embed as HTMLTextAreaElement).value);
  });
});

describe('send your move', () => {
  test('is offered after a move in a game played by link, and nowhere else', async () => {
    const user = userEvent.setup();
    const writeText = clipboard();
    const store = storeFor(ABACUS, ['e5']);
    renderIn('en', <RecordsBar />, store);
    expect(document.querySelector('[data-action="send-move"]')).toBeNull();
    act(() => markLinked(store.getState().id, 0));
    act(() => store.getState().goTo(0));
    expect(document.querySelector('[data-action="send-move"]')).toBeNull();
    act(() => store.getState().goTo(1));
    await user.click(action('send-move'));
    const sent = parseLink(writeText.mock.lastCall?.[0] ?? '');
    expect(sent.ok && sent.value.moves.map((m) => m.text)).toEqual(['e5']);
    expect(screen.getByTestId('send-status')).toHaveTextContent('Copied.');
  });
});

// A link received (or sent) holds the game so far: until the player moves there is no
// move of theirs to send back.
test.each([
  ['just opened', false, []],
  ['after the receiver moved', true, ['a1']],
  ['after that move was taken back', false, ['a1', 'undo']],
])('send your move, %s: offered %s', (_, offered, after) => {
  const store = storeFor(ABACUS, ['e5']);
  markLinked(store.getState().id, 1);
  renderIn('en', <RecordsBar />, store);
  for (const token of after) {
    act(() => (token === 'undo' ? store.getState().undo() : playTokens(store, [token])));
  }
  expect(document.querySelector('[data-action="send-move"]') !== null).toBe(offered);
});
