import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, expect, test } from 'vitest';
import { cellName, type Move, moveInfo, parseMove, play, type Position } from '../../src/engine';
import { loadPuzzleKit, parsePosition } from '../../src/games';
import { PuzzlesDialog } from '../../src/components/puzzles/PuzzlesDialog';
import { AppProvider, PrefsProvider } from '../../src/store/context';
import { targetOf } from '../../src/input/target';
import type { Library } from '../../src/store/library/library';
import { readingStoredProgress } from '../../src/puzzles/packedProgress';
import { complete } from '../../src/puzzles/progressParts';
import { appOf, prefsWith, storeFor } from '../components/render';
import { libraryOf } from '../store/library-stub';

// The kits are chunks of their own: loaded once here, as the dialog would.
beforeAll(() => Promise.all([loadPuzzleKit('abalone'), loadPuzzleKit('abacus')]));

const DAY = new Date(2026, 11, 2, 12).getTime();

function renderTrainer(library?: Library, game: 'abalone' | 'abacus' = 'abalone') {
  render(
    <AppProvider app={appOf(storeFor(), library)}>
      <PrefsProvider prefs={prefsWith({ confirmMoves: 'never' })}>
        <PuzzlesDialog initialGame={game} onClose={() => {}} now={() => DAY} />
      </PrefsProvider>
    </AppProvider>,
  );
}

const puzzleEl = (): HTMLElement => screen.getByTestId('puzzle');
const shown = (): Position => {
  const pos = parsePosition(puzzleEl().dataset.position!);
  if (!pos.ok) throw new Error(pos.error.message);
  return pos.value;
};
const cell = (label: string): Element => {
  const el = puzzleEl().querySelector(`[data-cell="${label}"]`);
  if (!el) throw new Error(`no cell ${label}`);
  return el;
};

/** Makes `move` on the board as a player would: its pieces, then its target. */
async function playOnBoard(pos: Position, move: Move): Promise<void> {
  const name = (c: number): string => cellName(pos.board, c);
  for (const from of moveInfo(pos, move).from) await act(() => fireEvent.click(cell(name(from))));
  await act(() => fireEvent.click(cell(name(targetOf(pos, move).cell))));
}

async function ready(): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('puzzle')).toBeTruthy());
}

test('the count of the chosen game is shown, and changes with the game', async () => {
  renderTrainer();
  await ready();
  const abalone = Number(screen.getByTestId('puzzle-count').dataset.count);
  expect(abalone).toBeGreaterThanOrEqual(500);
  expect(screen.getByTestId('puzzle-count').textContent).toBe(`${abalone} puzzles`);
  await act(() =>
    fireEvent.change(document.querySelector('[data-field="puzzle-game"]')!, {
      target: { value: 'abacus' },
    }),
  );
  await waitFor(() => expect(puzzleEl().dataset.position).toMatch(/^abacus /));
  expect(Number(screen.getByTestId('puzzle-count').dataset.count)).toBeGreaterThanOrEqual(200);
});

test('playing the line solves the puzzle: the defence answers between, the ratings move', async () => {
  const writes: unknown[] = [];
  renderTrainer(
    libraryOf([], [], {
      putPuzzleProgress: async (p) => {
        writes.push(p);
        return 'saved';
      },
    }),
  );
  await ready();
  // Hard Abalone puzzles win their marble on the third ply: the defence answers once.
  await act(() =>
    fireEvent.change(document.querySelector('[data-field="puzzle-difficulty"]')!, {
      target: { value: 'hard' },
    }),
  );
  const kit = await loadPuzzleKit('abalone');
  const row = kit!.text.split('\n').find((l) => l.endsWith(`\t${puzzleEl().dataset.position}`))!;
  expect(row.split('\t')[2]).toBe('hard');
  const line = row.split('\t')[4].split(' ');
  expect(line).toHaveLength(3);
  let pos = shown();
  for (let ply = 0; ply < line.length; ply++) {
    const move = parseMove(pos, line[ply]);
    if (!move.ok) throw new Error(move.error.message);
    if (ply % 2 === 0) {
      await playOnBoard(pos, move.value);
      if (ply + 1 < line.length) {
        expect(puzzleEl().dataset.state).toBe('solving');
        expect(screen.getByTestId('puzzle-status').textContent).toBe(
          `Right: ${line[ply]}. The answer is ${line[ply + 1]}; go on.`,
        );
      }
    }
    pos = play(pos, move.value);
  }
  expect(puzzleEl().dataset.state).toBe('solved');
  expect(screen.getByTestId('puzzle-status').textContent).toBe('Solved!');
  expect(screen.getByTestId('puzzle-line').textContent).toBe(line.join(' '));
  expect(screen.getByTestId('puzzle-streak').dataset.streak).toBe('1');
  await waitFor(() => expect(writes).toHaveLength(1));
  const saved = complete(readingStoredProgress(writes[0]));
  expect(saved.progress.players.abalone!.rating).toBeGreaterThan(1500);
});

test('a wrong move is refuted with the defence’s line; retry starts again', async () => {
  renderTrainer();
  await ready();
  const pos = shown();
  const kit = await loadPuzzleKit('abalone');
  const row = kit!.text.split('\n').find((l) => l.endsWith(`\t${puzzleEl().dataset.position}`))!;
  const solution = parseMove(pos, row.split('\t')[4].split(' ')[0]);
  if (!solution.ok) throw new Error(solution.error.message);
  const { legalMoves } = await import('../../src/engine');
  const wrong = legalMoves(pos).find((m) => m !== solution.value)!;
  await playOnBoard(pos, wrong);
  expect(puzzleEl().dataset.state).toBe('refuted');
  expect(screen.getByTestId('puzzle-status').textContent).toMatch(
    /is not it\. (The defence answers: .+\.|It loses at once\.)$/,
  );
  expect(screen.getByTestId('puzzle-streak').dataset.streak).toBe('0');
  await act(() => fireEvent.click(document.querySelector('[data-action="puzzle-retry"]')!));
  expect(puzzleEl().dataset.state).toBe('solving');
});

test('show solution fills the line; next brings another puzzle', async () => {
  renderTrainer(undefined, 'abacus');
  await ready();
  const before = puzzleEl().dataset.position;
  expect(screen.queryByTestId('puzzle-line')).toBeNull();
  await act(() => fireEvent.click(document.querySelector('[data-action="puzzle-solution"]')!));
  expect(screen.getByTestId('puzzle-line').textContent).toMatch(/^[a-i]\d/);
  expect(puzzleEl().dataset.state).toBe('solved');
  expect(screen.getByTestId('puzzle-status').textContent).toMatch(/with help/);
  await act(() => fireEvent.click(document.querySelector('[data-action="puzzle-next"]')!));
  expect(puzzleEl().dataset.position).not.toBe(before);
  expect(screen.getByTestId('puzzle-storage').textContent).toMatch(/only while this page is open/);
});

test('the daily puzzle is the day’s, and a filter narrows the choice', async () => {
  renderTrainer();
  await ready();
  await act(() => fireEvent.click(document.querySelector('[data-action="puzzle-daily"]')!));
  expect(screen.getByTestId('puzzle-title').textContent).toMatch(/Today’s puzzle/);
  await act(() =>
    fireEvent.change(document.querySelector('[data-field="puzzle-theme"]')!, {
      target: { value: 'defence' },
    }),
  );
  await waitFor(() =>
    expect(screen.getByTestId('puzzle-status').textContent).toMatch(/only one move saves a marble/),
  );
});
