import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { ABALONE, renderApp, storeFor } from '../components/render';

// Two black marbles and no white one: the engine would end the game at Black's first move,
// White having no move, so the editor must not call it ready to play.
const NO_WHITE = 'abalone 5/6/7/8/9/8/7/6/bb3 b 0 0';

test('the editor says a side with nothing to play with has already lost, not "Ready to play"', async () => {
  const user = userEvent.setup();
  renderApp(storeFor(ABALONE));
  await user.click(screen.getByRole('button', { name: 'New game' }));
  await user.click(
    await screen.findByRole('button', { name: 'Set up a position…' }, { timeout: 15000 }),
  );
  // The editor loads when first opened, which takes a while in a cold test run.
  const editor = await screen.findByTestId('editor', {}, { timeout: 15000 });
  const position = editor.querySelector('[data-field="position"]');
  if (!position) throw new Error('no position field');
  fireEvent.input(position, { target: { value: NO_WHITE } });
  expect(within(editor).getByRole('alert')).toHaveTextContent(
    'White has nothing to play with: the game is already decided',
  );
  expect(within(editor).queryByTestId('editor-status')).toBeNull();
  expect(editor.querySelector('[data-action="editor-play"]')).toBeDisabled();
});
