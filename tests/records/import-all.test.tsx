import { libraryOf } from '../store/library-stub';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { ConfirmProvider } from '../../src/components/shell/ConfirmContext';
import { ImportDialog } from '../../src/components/library/ImportDialog';
import { AppProvider, GameStoreProvider } from '../../src/store/context';
import type { Library } from '../../src/store/library/library';
import { appOf, storeFor } from '../components/render';

const FILE = [1, 2, 3, 4, 5]
  .map((i) => `[Event "Game ${i}"]\n[Game "Abacus"]\n[Size "5"]\n[Result "*"]\n\n1. e5 *\n`)
  .join('\n');

/** A library whose writes answer as `put` says; it holds nothing to read. */
const libraryWriting = (put: Library['put']): Library => libraryOf([], [], { put });

/** The Import dialog of an app with `library`, the file pasted and read into its list. */
async function importing(library: Library) {
  const store = storeFor(undefined, ['d4']);
  const app = appOf(store, library);
  const onClose = vi.fn();
  render(
    <AppProvider app={app}>
      <GameStoreProvider store={store}>
        <ConfirmProvider>
          <ImportDialog onClose={onClose} />
        </ConfirmProvider>
      </GameStoreProvider>
    </AppProvider>,
  );
  fireEvent.input(screen.getByLabelText('Text to import'), { target: { value: FILE } });
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
  const all = await screen.findByRole('button', { name: 'Import all 5' });
  return { store, onClose, all, shown: store.getState().id };
}

describe('Import all', () => {
  test('storage full part-way: says how many were stored, and is not left stuck', async () => {
    let writes = 0;
    const put = vi.fn<Library['put']>(async () => {
      writes++;
      if (writes > 2) throw new DOMException('The quota was exceeded', 'QuotaExceededError');
      return 'saved';
    });
    const { store, all, shown } = await importing(libraryWriting(put));
    fireEvent.click(all);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('2 of 5 games were stored');
    expect(alert.textContent).toContain('storage for this site is full');
    expect(all).not.toBeDisabled();
    expect(put).toHaveBeenCalledTimes(3);
    expect(store.getState().id).toBe(shown);
  });

  test('Cancel stops it: nothing stored after, the board stays, progress shown meanwhile', async () => {
    const answers: (() => void)[] = [];
    const put = vi.fn<Library['put']>(
      () => new Promise((resolve) => answers.push(() => resolve('saved'))),
    );
    const { store, onClose, all, shown } = await importing(libraryWriting(put));
    fireEvent.click(all);
    const progress = await screen.findByTestId('import-progress');
    expect(progress.textContent).toContain('0 of 5');
    await act(async () => answers.shift()!());
    await waitFor(() => expect(progress.textContent).toContain('1 of 5'));
    expect(put).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    // The write under way as Cancel was pressed finishes; none follows it.
    await act(async () => answers.shift()!());
    await waitFor(() => expect(store.getState().notice).toBeDefined());
    expect(put).toHaveBeenCalledTimes(2);
    expect(store.getState().id).toBe(shown);
    expect(store.getState().notice).toMatchObject({ text: expect.stringContaining('2 of 5') });
  });
});
