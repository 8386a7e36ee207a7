import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { boardOf, makePosition, parseCell } from '../../src/engine';
import { neighbourForKey } from '../../src/components/board/keyboard';
import { MAX_TRAY_PIECES } from '../../src/components/board/Tray';
import { selectPosition } from '../../src/store/game/selectors';
import { ABACUS, ABALONE, renderApp, storeFor } from '../components/render';

beforeEach(() => sessionStorage.clear());

async function openEditor() {
  const user = userEvent.setup();
  const store = renderApp(storeFor(ABALONE, ['a1b2']));
  await user.click(screen.getByRole('button', { name: 'New game' }));
  await user.click(
    await screen.findByRole('button', { name: 'Set up a position…' }, { timeout: 15000 }),
  );
  // The editor loads when first opened, which takes a while in a cold test run.
  const editor = await screen.findByTestId('editor', {}, { timeout: 15000 });
  return { user, store, editor };
}

const field = (editor: HTMLElement, name: string) => {
  const el = editor.querySelector<HTMLElement>(`[data-field="${name}"]`);
  if (!el) throw new Error(`no field ${name}`);
  return el;
};
const choice = (editor: HTMLElement, name: string, value: string) =>
  field(editor, `${name}"][value="${value}`);
const inEditor = (editor: HTMLElement, label: string) => {
  const el = editor.querySelector<SVGElement>(`[data-cell="${label}"]`);
  if (!el) throw new Error(`no cell ${label}`);
  return el;
};

describe('the position editor', () => {
  test('opens on the viewed position, and paints and validates as it goes', async () => {
    const { user, store, editor } = await openEditor();
    expect(field(editor, 'position')).toHaveValue(makePosition(selectPosition(store.getState())));
    expect(within(editor).getByTestId('editor-status')).toHaveTextContent('White to move');

    await user.click(inEditor(editor, 'e5'));
    expect(inEditor(editor, 'e5')).toHaveAttribute('data-stone', 'black');
    expect((field(editor, 'position') as HTMLInputElement).value).toContain('/4b4/');
    await user.click(choice(editor, 'editor-tool', 'white'));
    await user.click(inEditor(editor, 'e5'));
    expect(inEditor(editor, 'e5')).toHaveAttribute('data-stone', 'white');
    expect(within(editor).getByRole('alert')).toHaveTextContent(
      'white has 15 marbles on the board and 0 off, more than the 14 a side starts with',
    );
    expect(editor.querySelector('[data-action="editor-play"]')).toBeDisabled();
    // The game behind is untouched.
    expect(store.getState().moves).toHaveLength(1);
  });

  test('keys paint the focused cell and walk the board', async () => {
    const { user, editor } = await openEditor();
    await user.click(editor.querySelector('[data-action="editor-empty"]')!);
    act(() => inEditor(editor, 'e5').focus());
    await user.keyboard('w');
    expect(inEditor(editor, 'e5')).toHaveAttribute('data-stone', 'white');
    await user.keyboard('{ArrowRight}b');
    expect(inEditor(editor, 'e6')).toHaveAttribute('data-stone', 'black');
    await user.keyboard('{Delete}');
    expect(inEditor(editor, 'e6')).not.toHaveAttribute('data-stone');
  });

  test('a pasted position is set up; an unreadable one is refused with its reason', async () => {
    const { editor } = await openEditor();
    const text = field(editor, 'position');
    fireEvent.input(text, { target: { value: 'abacus 3/4/5/4/w2 b' } });
    expect(field(editor, 'editor-game')).toHaveValue('abacus');
    expect(field(editor, 'editor-size')).toHaveValue('3');
    expect(inEditor(editor, 'a1')).toHaveAttribute('data-stone', 'white');
    fireEvent.input(text, { target: { value: 'abacus 3/4/5/4/w2 q' } });
    expect(within(editor).getByRole('alert')).toHaveTextContent(
      "This position string cannot be read: the side to move must be b or w, not 'q'",
    );
    // What was set up stays on the board.
    expect(inEditor(editor, 'a1')).toHaveAttribute('data-stone', 'white');
  });

  test.each([
    ['a playable position', 'abacus 3/4/5/4/w2 b', 'Ready to play, Black to move.'],
    ['a won position', 'abalone 5/6/7/8/4b4/8/7/6/w4 b 0 6', 'Black has already won here'],
  ])('after %s, an unreadable text shows its own error alone', async (_, before, verdict) => {
    const { editor } = await openEditor();
    const text = field(editor, 'position');
    fireEvent.input(text, { target: { value: before } });
    expect(editor).toHaveTextContent(verdict);
    fireEvent.input(text, { target: { value: 'abacus 3/4/5/4/w2 q' } });
    const alert = within(editor).getByRole('alert');
    expect(alert).toHaveTextContent("the side to move must be b or w, not 'q'");
    expect(alert.children).toHaveLength(1);
    expect(editor).not.toHaveTextContent(verdict);
    // What the field says cannot be played, whatever the board still shows.
    expect(editor.querySelector('[data-action="editor-play"]')).toBeDisabled();
    expect(editor.querySelector('[data-action="editor-analyse"]')).toBeDisabled();
  });

  test.each([
    ['200000', '14'],
    ['1e9', '14'],
    ['5e9', '14'],
    ['3', '3'],
  ])('a typed "marbles off" of %s is held to the pieces a side has', async (typed, held) => {
    const { editor } = await openEditor();
    const off = field(editor, 'editor-off-black');
    expect(off).toHaveAttribute('max', '14');
    fireEvent.input(off, { target: { value: typed } });
    expect(off).toHaveValue(Number(held));
    // White's tray holds the black marbles White pushed off.
    const tray = within(editor).getByTestId('tray-white');
    expect(tray).toHaveAttribute('data-count', held);
    expect(tray.querySelectorAll('[data-piece]')).toHaveLength(Number(held));
  });

  test('a pasted count beyond any side draws no more than a tray holds', async () => {
    const { editor } = await openEditor();
    fireEvent.input(field(editor, 'position'), {
      target: { value: 'abalone 5/6/7/8/9/8/7/6/5 b 999 0' },
    });
    const tray = within(editor).getByTestId('tray-white');
    expect(tray).toHaveAttribute('data-count', '999');
    expect(tray.querySelectorAll('[data-piece]')).toHaveLength(MAX_TRAY_PIECES);
    expect(within(editor).getByRole('alert')).toHaveTextContent(
      'more than the 14 a side starts with',
    );
  });

  test('"Play from here" starts a game from the position, with the chosen players', async () => {
    const { user, store, editor } = await openEditor();
    await user.click(editor.querySelector('[data-action="editor-empty"]')!);
    await user.click(inEditor(editor, 'e5'));
    await user.click(inEditor(editor, 'a1'));
    // A white marble too: with none, White has nothing to play with and the game is decided.
    await user.click(choice(editor, 'editor-tool', 'white'));
    await user.click(inEditor(editor, 'i9'));
    await user.click(choice(editor, 'editor-turn', 'black'));
    await user.selectOptions(field(editor, 'editor-player-white'), 'hard');
    fireEvent.input(field(editor, 'editor-off-black'), { target: { value: '2' } });
    await user.click(editor.querySelector('[data-action="editor-play"]')!);
    // Without a library the game in progress would be lost, so that is asked first, and
    // the editor stays open until the answer.
    const confirm = await screen.findByTestId('confirm');
    expect(screen.getByTestId('editor')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Start new game' }));

    expect(screen.queryByTestId('editor')).toBeNull();
    const state = store.getState();
    expect(state.spec).toEqual({
      game: 'abalone',
      n: 5,
      layout: 'standard',
      start: 'abalone 4w/6/7/8/4b4/8/7/6/b4 b 2 0',
    });
    expect(state.players).toEqual({ black: 'human', white: 'hard' });
    expect(state.moves).toEqual([]);
    expect(selectPosition(state).count[1]).toBe(2);
  });

  test('"Analyse" starts the position between people, on the analysis board', async () => {
    const { user, store, editor } = await openEditor();
    fireEvent.input(field(editor, 'position'), { target: { value: 'abacus 3/4/5/4/w2 b' } });
    await user.click(editor.querySelector('[data-action="editor-analyse"]')!);
    await user.click(
      within(await screen.findByTestId('confirm')).getByRole('button', { name: 'Start new game' }),
    );
    const state = store.getState();
    expect(state.spec).toEqual({
      game: 'abacus',
      n: 3,
      layout: 'standard',
      start: 'abacus 3/4/5/4/w2 b',
    });
    expect(state.players).toEqual({ black: 'human', white: 'human' });
    expect(state.analysing).toBe(true);
  });

  test('what was set up survives closing the editor', async () => {
    const { user, editor } = await openEditor();
    await user.click(editor.querySelector('[data-action="editor-empty"]')!);
    await user.click(inEditor(editor, 'c3'));
    await user.click(editor.querySelector('[data-action="editor-cancel"]')!);
    expect(screen.queryByTestId('editor')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'New game' }));
    await user.click(await screen.findByRole('button', { name: 'Set up a position…' }));
    const again = await screen.findByTestId('editor');
    expect(inEditor(again, 'c3')).toHaveAttribute('data-stone', 'black');
    expect(again).toHaveTextContent('Your last setup, as you left it.');
  });
});

describe('flipping the board', () => {
  test('the button and the F key turn it, and the setting is the game’s', async () => {
    const user = userEvent.setup();
    const store = renderApp(storeFor(ABACUS));
    const button = screen.getByRole('button', { name: 'Flip board' });
    await user.click(button);
    expect(store.getState().settings.flipped).toBe(true);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('board')).toHaveAttribute('data-flipped', 'true');
    await user.keyboard('f');
    expect(store.getState().settings.flipped).toBe(false);
    expect(screen.getByTestId('board')).not.toHaveAttribute('data-flipped');
  });

  const board = boardOf(5);
  const at = (label: string) => parseCell(board, label);
  test.each([
    ['e5', 'ArrowRight', 'e4'],
    ['e5', 'ArrowLeft', 'e6'],
    ['e5', 'ArrowUp', 'd4'],
    ['e5', 'ArrowDown', 'f6'],
    ['a1', 'ArrowUp', 'NONE'],
  ])('flipped, %s %s goes to %s: the same way on screen', (from, key, to) => {
    const next = neighbourForKey(board, at(from), key, true);
    expect(next === -1 ? 'NONE' : board.labels[next!].toLowerCase()).toBe(to);
  });
});
