import { libraryOf } from '../store/library-stub';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { Library, QuarantineRecord } from '../../src/store/library/library';
import { renderApp, storeFor } from './render';

/** A library holding nothing but one quarantined item. */
const libraryKeeping = (item: QuarantineRecord): Library => libraryOf([], [item]);

/** The text of every file the page hands the browser to save. */
function catchDownloads(): Blob[] {
  const files: Blob[] = [];
  vi.stubGlobal('URL', {
    ...URL,
    createObjectURL: (blob: Blob) => {
      files.push(blob);
      return 'blob:test';
    },
    revokeObjectURL: () => {},
  });
  return files;
}

afterEach(() => vi.unstubAllGlobals());

async function openQuarantined(error: string): Promise<HTMLElement> {
  renderApp(
    storeFor(),
    libraryKeeping({
      id: 7,
      kept: Date.UTC(2026, 0, 1),
      source: 'the game library',
      error,
      data: 'x',
    }),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Games' }));
  const games = await screen.findByTestId('games', {}, { timeout: 10_000 });
  return waitFor(() => {
    const item = games.querySelector<HTMLElement>('[data-quarantine-id="7"]');
    if (!item) throw new Error('the quarantined item is not listed');
    return item;
  });
}

const errorShown = (item: HTMLElement): string =>
  item.querySelector('[data-field="quarantine-error"]')?.textContent ?? '';

describe('a quarantined item in the Games panel', () => {
  test.each([
    ['a short error', 'unreadable', 'unreadable'],
    ['an error of exactly 200 characters', 'e'.repeat(200), 'e'.repeat(200)],
    [
      'an error of 100,000 characters',
      `${'e'.repeat(199)}${'f'.repeat(99_801)}`,
      `${'e'.repeat(199)}…`,
    ],
  ])('shows %s shortened to at most 200 characters', async (_, error, shown) => {
    const item = await openQuarantined(error);
    expect(errorShown(item)).toBe(shown);
  });

  test('is downloaded with its whole error and its data', async () => {
    const files = catchDownloads();
    const error = 'g'.repeat(100_000);
    const item = await openQuarantined(error);
    fireEvent.click(within(item).getByRole('button', { name: 'Download' }));
    expect(files).toHaveLength(1);
    expect(JSON.parse(await files[0].text())).toEqual({
      source: 'the game library',
      kept: Date.UTC(2026, 0, 1),
      error,
      data: 'x',
    });
  });
});
