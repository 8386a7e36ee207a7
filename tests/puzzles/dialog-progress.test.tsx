/** The trainer over stored progress with a part that does not read (issue 43, 1 and 9). */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, expect, test } from 'vitest';
import type { Puzzle } from '../../src/ai/puzzle';
import { parsePuzzles } from '../../src/ai/puzzleText';
import { loadPuzzleKit } from '../../src/games';
import { choosePuzzle } from '../../src/puzzles/choose';
import { NEW_RATING } from '../../src/puzzles/glicko';
import { NO_PROGRESS } from '../../src/puzzles/progress';
import { PuzzlesDialog } from '../../src/components/puzzles/PuzzlesDialog';
import { AppProvider, PrefsProvider } from '../../src/store/context';
import type { Library } from '../../src/store/library/library';
import { appOf, prefsWith, storeFor } from '../components/render';
import { rated, VALID, withField } from './progress-samples';
import { openTab, storeProgress, tamper } from './stored-progress';

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

test('the first puzzle waits for the stored progress: one already tried is not offered again', async () => {
  const kit = await loadPuzzleKit('abacus');
  const parsed = parsePuzzles(kit!.text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const rating = (p: Puzzle): number => p.rating;
  const fresh = choosePuzzle(parsed.value, {}, NEW_RATING.rating, () => false, rating)!;
  const library = await openTab();
  await storeProgress(library, {
    ...NO_PROGRESS,
    puzzles: { [`abacus:${fresh.id}`]: { rating: rated(fresh.rating), solved: false } },
  });
  // The stored progress reads only once the list of puzzles is there.
  let release = (): void => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const read = library.puzzleProgress.bind(library);
  library.puzzleProgress = async () => {
    await held;
    return read();
  };
  renderTrainer(library);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Daily puzzle' })).toBeEnabled());
  expect(screen.queryByTestId('puzzle')).toBeNull();
  release();
  const shown = await screen.findByTestId('puzzle');
  expect(shown).not.toHaveAttribute('data-puzzle-id', String(fresh.id));
});
