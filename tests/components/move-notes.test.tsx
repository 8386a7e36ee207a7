import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { MoveList } from '../../src/components/moves/MoveList';
import { ABACUS, playTokens, renderWith, storeFor } from './render';

const commentButton = (): HTMLButtonElement =>
  document.querySelector<HTMLButtonElement>('[data-action="comment"]')!;

/**
 * Opens the notes form. Its code loads on the first opening; inside act, React shows the
 * form once the import has settled, without the delay it gives a lazy part otherwise.
 */
async function openForm(): Promise<HTMLElement> {
  await act(async () => {
    fireEvent.click(commentButton());
    await import('../../src/components/moves/MoveNotesForm');
  });
  return screen.findByTestId('move-notes');
}

test('a comment and glyph are added to the viewed move from the move list', async () => {
  const user = userEvent.setup();
  const store = renderWith(<MoveList />, storeFor(ABACUS, ['e5', 'a1', 'b2']));
  act(() => store.getState().goTo(2));
  const form = await openForm();
  expect(within(form).getByRole('heading').textContent).toContain('a1');
  await user.type(within(form).getByRole('textbox'), 'Too slow');
  await user.selectOptions(within(form).getByRole('combobox'), '?!');
  await user.click(within(form).getByRole('button', { name: 'Save' }));

  expect(store.getState().moves[1].notes).toEqual({ comment: 'Too slow', glyphs: ['?!'] });
  expect(screen.queryByTestId('move-notes')).toBeNull();
  const comment = await screen.findByTestId('move-comment');
  expect(comment.dataset.ply).toBe('2');
  expect(comment.textContent).toContain('Too slow');
  const move = document.querySelector('button[data-ply="2"]')!;
  expect(move.textContent).toContain('a1?!');
  expect(move.getAttribute('aria-label')).toContain('with a comment');
  // Focus goes back to the button that opened the form.
  expect(document.activeElement).toBe(commentButton());
});

test('Cancel and Escape keep the move as it was; Remove clears only what a player typed', async () => {
  const user = userEvent.setup();
  const store = renderWith(<MoveList />, storeFor(ABACUS, ['e5']));
  store.getState().annotate([], 1, { comment: 'old', clock: 5_000 });
  const box = within(await openForm()).getByRole('textbox');
  expect((box as HTMLTextAreaElement).value).toBe('old');
  await user.type(box, ' and new');
  fireEvent.keyDown(box.closest('form')!, { key: 'Escape' });
  expect(screen.queryByTestId('move-notes')).toBeNull();
  expect(store.getState().moves[0].notes).toEqual({ comment: 'old', clock: 5_000 });

  await openForm();
  await user.click(screen.getByRole('button', { name: 'Remove notes' }));
  expect(store.getState().moves[0].notes).toEqual({ clock: 5_000 });
});

test('the form stays with its move while the game goes on, and the start has none', async () => {
  const user = userEvent.setup();
  const store = renderWith(<MoveList />, storeFor(ABACUS, ['e5']));
  await openForm();
  // Another move arrives (as the computer's reply would) and the view follows it.
  playTokens(store, ['a1']);
  const form = await screen.findByTestId('move-notes');
  await user.type(within(form).getByRole('textbox'), 'first');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  expect(store.getState().moves.map((m) => m.notes?.comment)).toEqual(['first', undefined]);

  store.getState().goTo(0);
  await screen.findByTestId('move-list');
  expect(commentButton()).toBeDisabled();
});

test.each([
  ['a short comment', 300, []],
  ['a long comment', 1_000_000, [400, 20_000, 40_000]],
])('%s is shown folded, and unfolds a step at a time', async (_, length, steps) => {
  const user = userEvent.setup();
  const store = renderWith(<MoveList />, storeFor(ABACUS, ['e5', 'a1']));
  const comment = 'abcd '.repeat(length / 5);
  act(() => store.getState().annotate([], 1, { comment }));
  const shown = screen.getByTestId('move-comment');
  const more = () => shown.querySelector<HTMLButtonElement>('[data-action="comment-more"]');
  if (steps.length === 0) {
    expect(shown.textContent).toContain(comment.trim());
    expect(more()).toBeNull();
    return;
  }
  for (const [i, step] of steps.entries()) {
    // The move number, then the shown part of the comment and its ellipsis.
    expect(shown.textContent!.length).toBeLessThan(step + 20);
    expect(shown.textContent).toContain(comment.slice(0, step));
    expect(more()).toHaveAccessibleName(
      `Show more of this comment (${step.toLocaleString('en')} of 999,999 characters shown)`,
    );
    if (i < steps.length - 1) await user.click(more()!);
  }
  await user.click(shown.querySelector<HTMLButtonElement>('[data-action="comment-less"]')!);
  expect(more()).toHaveAccessibleName(/\(400 of 999,999 characters shown\)/);
  // The comment itself is whole in the game, whatever the screen shows of it.
  expect(store.getState().moves[0].notes?.comment).toBe(comment.trim());
});
