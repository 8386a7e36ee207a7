/** The trainer over stored progress with a part that does not read (issue 43, 1 and 9). */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import { loadPuzzleKit } from '../../src/games';
import { PuzzlesDialog } from '../../src/components/puzzles/PuzzlesDialog';
import { AppProvider, PrefsProvider } from '../../src/store/context';
import type { Library } from '../../src/store/library/library';
import { appOf, prefsWith, storeFor } from '../components/render';
import { VALID, withField } from './progress-samples';
import { openTab, tamper } from './stored-progress';

beforeAll(() => loadPuzzleKit('abacus'));
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

function renderTrainer(library: Library): void {
  render(
    <AppProvider app={appOf(storeFor(), library)}>
      <PrefsProvider prefs={prefsWith()}>
        <PuzzlesDialog initialGame="abacus" onClose={() => {}} now={() => 0} />
      </PrefsProvider>
    </AppProvider>,
  );
}

test.each([
  ['a puzzle’s rating NaN', withField('puzzles.abalone:7.rating.rating', NaN), '1,712', '4', '9'],
  ['the streak’s run -1', withField('streak.current', -1), '1,712', '0', '9'],
  ['an unknown game', withField('players.chess', VALID.players.abacus), '1,712', '4', '9'],
])(
  '%s: the rest shows, and the trainer says one part was set aside',
  async (_, stored, rating, run, best) => {
    const library = await openTab();
    await tamper(stored);
    renderTrainer(library);
    const notice = await screen.findByTestId('puzzle-set-aside');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent(
      'One part of your stored puzzle progress could not be read. It is kept in quarantine (Games → Quarantine); the rest of your progress is here.',
    );
    expect(screen.getByTestId('puzzle-rating')).toHaveTextContent(`Your puzzle rating: ${rating}`);
    expect(screen.getByTestId('puzzle-streak')).toHaveTextContent(`Streak: ${run} (best ${best})`);
    expect(screen.getByTestId('puzzle-storage')).toHaveTextContent(
      'kept in this browser’s library',
    );
  },
);

test('a stored rating of 1e300 shows as the highest rating, with nothing set aside', async () => {
  const library = await openTab();
  await tamper(withField('players.abacus.rating', 1e300));
  renderTrainer(library);
  await waitFor(() =>
    expect(screen.getByTestId('puzzle-rating')).toHaveTextContent('Your puzzle rating: 4,000'),
  );
  expect(screen.queryByTestId('puzzle-set-aside')).toBeNull();
});

test('progress that reads whole says nothing of parts set aside', async () => {
  const library = await openTab();
  await tamper(VALID);
  renderTrainer(library);
  await waitFor(() =>
    expect(screen.getByTestId('puzzle-streak')).toHaveAttribute('data-streak', '4'),
  );
  expect(screen.queryByTestId('puzzle-set-aside')).toBeNull();
});
