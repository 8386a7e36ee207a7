/** Help in the trainer (issue 42): hints in two steps, no aids before them, an unrated solution stepped on the board. */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, expect, test } from 'vitest';
import {
  BLACK,
  cellName,
  EMPTY,
  legalMoves,
  type Move,
  moveInfo,
  parseMove,
  play,
  type Position,
} from '../../src/engine';
import { loadPuzzleKit, parsePosition } from '../../src/games';
import { PuzzlesDialog } from '../../src/components/puzzles/PuzzlesDialog';
import { AppProvider, PrefsProvider } from '../../src/store/context';
import { targetOf } from '../../src/input/target';
import { readingStoredProgress } from '../../src/puzzles/packedProgress';
import { complete } from '../../src/puzzles/progressParts';
import { appOf, prefsWith, storeFor } from '../components/render';
import { libraryOf } from '../store/library-stub';

beforeAll(() => Promise.all([loadPuzzleKit('abalone'), loadPuzzleKit('abacus')]));

/** The trainer over a library that keeps each write of the progress, read back. */
function renderTrainer(game: 'abalone' | 'abacus') {
  const writes: ReturnType<typeof complete<unknown>>[] = [];
  const library = libraryOf([], [], {
    putPuzzleProgress: async (p) => {
      writes.push(complete(readingStoredProgress(p)));
      return 'saved';
    },
  });
  render(
    <AppProvider app={appOf(storeFor(), library)}>
      <PrefsProvider prefs={prefsWith({ confirmMoves: 'never', showMovable: true })}>
        <PuzzlesDialog initialGame={game} onClose={() => {}} now={() => 0} />
      </PrefsProvider>
    </AppProvider>,
  );
  return writes as { progress: import('../../src/puzzles/progress').PuzzleProgress }[];
}

const puzzleEl = (): HTMLElement => screen.getByTestId('puzzle');
const action = (name: string): HTMLButtonElement =>
  puzzleEl().querySelector<HTMLButtonElement>(`[data-action="${name}"]`)!;
const click = (name: string) => act(() => fireEvent.click(action(name)));
const marked = (attribute: string, value?: string): string[] =>
  [...puzzleEl().querySelectorAll(`[${attribute}${value ? `="${value}"` : ''}]`)]
    .map((el) => el.getAttribute('data-cell')!)
    .sort();

async function choose(field: 'puzzle-theme' | 'puzzle-difficulty', value: string) {
  await waitFor(() => expect(puzzleEl()).toBeTruthy());
  await act(() =>
    fireEvent.change(document.querySelector(`[data-field="${field}"]`)!, { target: { value } }),
  );
}

/** The puzzle on show: its start and its line as moves. */
function shown(): { start: Position; line: Move[] } {
  const parsed = parsePosition(puzzleEl().dataset.position!);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const line: Move[] = [];
  let pos = parsed.value;
  const kitRow = document.querySelector('[data-testid="puzzle-line"]');
  const tokens = kitRow ? kitRow.textContent!.split(' ') : [];
  for (const token of tokens) {
    const move = parseMove(pos, token);
    if (!move.ok) throw new Error(move.error.message);
    line.push(move.value);
    pos = play(pos, move.value);
  }
  return { start: parsed.value, line };
}

/** Each cell's stone on the board, by name. */
const stonesOnBoard = (): Record<string, string | undefined> =>
  Object.fromEntries(
    [...puzzleEl().querySelectorAll('[data-cell]')].map((el) => [
      el.getAttribute('data-cell')!,
      el.getAttribute('data-stone') ?? undefined,
    ]),
  );
const stonesOf = (pos: Position): Record<string, string | undefined> =>
  Object.fromEntries(
    Array.from(pos.cells, (stone, c) => [
      cellName(pos.board, c),
      stone === EMPTY ? undefined : stone === BLACK ? 'black' : 'white',
    ]),
  );

const cellOf = (pos: Position, c: number): Element =>
  puzzleEl().querySelector(`[data-cell="${cellName(pos.board, c)}"]`)!;

test('the solution is stepped on the board, each move with its reason, and leaves the rating alone', async () => {
  const writes = renderTrainer('abalone');
  // Hard Abalone puzzles are three plies: the defence answers once.
  await choose('puzzle-difficulty', 'hard');
  await click('puzzle-solution');
  const { start, line } = shown();
  expect(line).toHaveLength(3);
  const step = () => screen.getByTestId('puzzle-solution-step');
  const after = (k: number) => line.slice(0, k).reduce(play, start);

  expect(step()).toHaveAttribute('data-step', '1');
  expect(step().textContent).toMatch(/^Move 1 of 3: (Black|White) .+\. .+\.$/);
  expect(stonesOnBoard()).toEqual(stonesOf(after(1)));
  expect(screen.getByTestId('puzzle-status')).toHaveTextContent(
    'Solved, with help: it does not count for your rating.',
  );

  await click('puzzle-solution-prev');
  expect(step()).toHaveAttribute('data-step', '0');
  expect(step()).toHaveTextContent('The puzzle’s start');
  expect(stonesOnBoard()).toEqual(stonesOf(start));
  expect(action('puzzle-solution-prev')).toBeDisabled();

  for (let k = 1; k <= 3; k++) await click('puzzle-solution-next');
  expect(step()).toHaveAttribute('data-step', '3');
  expect(stonesOnBoard()).toEqual(stonesOf(after(3)));
  expect(step().textContent).toMatch(/has pushed off \d of 6: (\d more to win|the game is won)\.$/);
  expect(action('puzzle-solution-next')).toBeDisabled();
  await click('puzzle-solution-prev');
  expect(step().textContent).toMatch(/^Move 2 of 3, the defence’s best reply: /);

  expect(screen.getByRole('button', { name: 'Next move of the solution' })).toBe(
    action('puzzle-solution-next'),
  );
  expect(screen.getByTestId('puzzle-rating')).toHaveAttribute('data-rating', '1500');
  expect(screen.queryByTestId('puzzle-rating-change')).toBeNull();
  await waitFor(() => expect(writes).toHaveLength(1));
  const id = puzzleEl().dataset.puzzleId;
  expect(writes[0].progress.players).toEqual({});
  expect(writes[0].progress.puzzles[`abalone:${id}`]).toMatchObject({ solved: false });
});

test('a first hint marks the pieces only, a second where they go; neither moves the rating', async () => {
  const writes = renderTrainer('abalone');
  await waitFor(() => expect(puzzleEl()).toBeTruthy());
  const { start } = shown();
  expect(marked('data-hint')).toEqual([]);
  await click('puzzle-hint');
  const status = screen.getByTestId('puzzle-status');
  expect(status).toHaveTextContent('The pieces to move are marked on the board');
  const from = marked('data-hint', 'from');
  expect(from.length).toBeGreaterThan(0);
  expect(marked('data-hint', 'to')).toEqual([]);
  const solution = legalMoves(start).find((m) => {
    const info = moveInfo(start, m);
    return (
      info.from
        .map((c) => cellName(start.board, c))
        .sort()
        .join() === from.join()
    );
  });
  expect(solution).toBeDefined();

  await click('puzzle-hint');
  expect(status).toHaveTextContent('The whole move is marked on the board.');
  expect(marked('data-hint', 'to').length).toBeGreaterThan(0);
  expect(action('puzzle-hint')).toBeDisabled();
  expect(screen.getByTestId('puzzle-rating')).toHaveAttribute('data-rating', '1500');
  await waitFor(() => expect(writes).toHaveLength(1));
  expect(writes[0].progress.players).toEqual({});
});

test('an Abacus placement: the first hint says so and marks nothing, the second marks the cell', async () => {
  renderTrainer('abacus');
  await choose('puzzle-theme', 'tempo');
  await click('puzzle-hint');
  expect(screen.getByTestId('puzzle-status')).toHaveTextContent(
    'The solution places a new piece; a second hint marks where.',
  );
  expect(marked('data-hint')).toEqual([]);
  await click('puzzle-hint');
  expect(marked('data-hint', 'to')).toHaveLength(1);
});

test('no movable marks on the puzzle board until a hint, though the player has them on', async () => {
  renderTrainer('abacus');
  await choose('puzzle-theme', 'slide');
  expect(marked('data-movable')).toEqual([]);
  await click('puzzle-hint');
  expect(marked('data-movable').length).toBeGreaterThan(0);
});

test.each([
  ['a solve', 'solved', 'Solved!', /^\+\d+ for this puzzle$/, 1],
  ['a wrong move', 'refuted', 'is not it.', /^\u2212\d+ for this puzzle$/, -1],
] as const)('%s is rated, and the change is shown', async (_, state, said, change, sign) => {
  renderTrainer('abalone');
  await choose('puzzle-difficulty', 'easy');
  const start = shown().start;
  const kit = await loadPuzzleKit('abalone');
  const row = kit!.text.split('\n').find((l) => l.endsWith(`\t${puzzleEl().dataset.position}`))!;
  const solution = parseMove(start, row.split('\t')[4].split(' ')[0]);
  if (!solution.ok) throw new Error(solution.error.message);
  const move = sign > 0 ? solution.value : legalMoves(start).find((m) => m !== solution.value)!;
  for (const c of moveInfo(start, move).from) await act(() => fireEvent.click(cellOf(start, c)));
  await act(() => fireEvent.click(cellOf(start, targetOf(start, move).cell)));
  expect(puzzleEl()).toHaveAttribute('data-state', state);
  expect(screen.getByTestId('puzzle-status')).toHaveTextContent(said);
  const shownChange = await screen.findByTestId('puzzle-rating-change');
  const moved = Number(shownChange.dataset.change);
  expect(Math.sign(moved)).toBe(sign);
  expect(Number(screen.getByTestId('puzzle-rating').dataset.rating)).toBe(1500 + moved);
  expect(shownChange.textContent).toMatch(/^ \(.+\)$/);
  expect(shownChange.textContent!.slice(2, -1)).toMatch(change);
  await click('puzzle-next');
  expect(screen.queryByTestId('puzzle-rating-change')).toBeNull();
});
