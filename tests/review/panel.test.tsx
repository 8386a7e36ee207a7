import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { expect, test } from 'vitest';
import { type AnalysisClient, createAiClient } from '../../src/ai/worker/client';
import type { AnalysisResponse } from '../../src/ai/worker/protocol';
import { BoardView } from '../../src/components/board/BoardView';
import { MoveList } from '../../src/components/moves/MoveList';
import { ReviewPanel } from '../../src/components/review/ReviewPanel';
import { moveTicks } from '../../src/components/review/EvalGraph';
import type { GameSpec } from '../../src/store/game/savedGame';
import { createLocalWorker } from '../ai/local-worker';
import { silentClient } from '../ai/silent-client';
import { renderWith, storeFor } from '../components/render';
import { REVIEW_BUDGETS } from '../../src/store/computer/attachReview';
import { act, fireEvent, screen, within } from '@testing-library/react';

const BELGIAN: GameSpec = { game: 'abalone', n: 5, layout: 'belgian' };
const MOVES = ['i9h8', 'i6h6', 'i8h7', 'a5b5'];

/**
 * A client answering with scripted scores for the side to move, by ply, and `best` as the
 * best move: Black's second move (ply 3) gives away 1.2 marbles, a blunder.
 */
function scripted(best = 'h9g8'): () => AnalysisClient {
  const scores = [0, 0, 0, 1200, -1200];
  return () => {
    const client = createAiClient(createLocalWorker);
    return {
      ...client,
      analyse: (input, onUpdate) => {
        const ply = input.history.length;
        const answer: AnalysisResponse = {
          type: 'analysis',
          id: ply,
          depth: 1,
          nodes: 1,
          lines: [{ moves: [0], texts: [best], score: scores[ply] }],
          solved: undefined,
          done: true,
        };
        onUpdate(answer);
        return Promise.resolve(answer);
      },
    };
  };
}

/** `scripted`, except that the deeper search of a suspected mistake never answers. */
function recheckWaits(): AnalysisClient {
  const client = scripted()();
  return {
    ...client,
    analyse: (input, onUpdate) =>
      'maxNodes' in REVIEW_BUDGETS.quick && input.maxNodes === REVIEW_BUDGETS.quick.maxNodes
        ? client.analyse(input, onUpdate)
        : new Promise(() => {}),
  };
}

test('a review shows its progress, then the graph, the summary and the judged moves', async () => {
  const store = storeFor(BELGIAN, MOVES);
  store.getState().openReview();
  // The panel suspends on its words the first time: React retries it once the act ends.
  await act(async () => {
    renderWith(
      <>
        <BoardView />
        <Suspense fallback={null}>
          <ReviewPanel makeClient={scripted()} />
        </Suspense>
        <MoveList />
      </>,
      store,
    );
  });
  const graph = await screen.findByTestId('eval-graph');
  // Axes that say whose way is up and which moves lie where, and a legend of the marks.
  expect(screen.getByTestId('eval-axis-y')).toHaveTextContent('Black winningEvenWhite winning');
  expect(screen.getByTestId('eval-axis-x')).toHaveTextContent('Move12');
  expect(screen.getByTestId('eval-legend')).toHaveTextContent(
    'Black’s winning chanceinaccuracymistakeblunder',
  );
  expect(screen.queryByTestId('review-progress')).toBeNull();
  const points = within(graph).getAllByRole('button');
  expect(points).toHaveLength(MOVES.length);
  expect(points[2]).toHaveAttribute('data-judgement', 'blunder');
  expect(points[2]).toHaveAccessibleName(/blunder/);
  // The move list marks the same move, by its row's data-ply.
  const judged = document.querySelectorAll('[data-testid="move-list"] [data-judgement]');
  expect(
    [...judged].map((e) => [e.getAttribute('data-ply'), e.getAttribute('data-judgement')]),
  ).toEqual([['3', 'blunder']]);
  const summary = screen.getByTestId('review-summary');
  expect(within(summary).getAllByText('1')).toHaveLength(1);
  expect(summary.querySelector('[data-side="black"][data-count="blunder"]')).toHaveTextContent('1');
  expect(summary.querySelector('[data-side="white"][data-count="blunder"]')).toHaveTextContent('0');
  expect(
    Number(
      summary.querySelector('[data-side="black"][data-accuracy]')!.getAttribute('data-accuracy'),
    ),
  ).toBeLessThan(100);
  expect(summary.querySelector('[data-side="white"][data-accuracy]')).toHaveAttribute(
    'data-accuracy',
    '100.0',
  );

  // A point goes to its move, by click and by keyboard; the judged move shows the better one.
  await userEvent.click(points[2]);
  expect(store.getState().cursor).toBe(3);
  // h9g8 moves two marbles in line: h9 to g8, and g8 on to f7.
  expect(await screen.findByTestId('better-arrow')).toHaveAttribute('data-from', 'h9 g8');
  expect(screen.getByTestId('better-arrow')).toHaveAttribute('data-to', 'g8 f7');
  expect(screen.getByTestId('better-move')).toHaveTextContent('blunder · Better than i8h7: h9g8');
  // What the move cost, from Black's side: even before it with the best move, −1.2 after.
  expect(screen.getByTestId('judged-swing')).toHaveAttribute('data-before', '0.0');
  expect(screen.getByTestId('judged-swing')).toHaveAttribute('data-after', '-1.2');
  expect(screen.getByTestId('judged-swing')).toHaveTextContent('(evaluation 0.0 → -1.2)');
  expect(screen.getByTestId('better-said')).toHaveTextContent(/^Best: Black .*h9.*\.$/);
  act(() => {
    fireEvent.keyDown(points[2], { key: 'ArrowRight' });
  });
  expect(store.getState().cursor).toBe(4);
  expect(screen.queryByTestId('better-arrow')).toBeNull();
  expect(screen.queryByTestId('better-move')).toBeNull();
  act(() => {
    fireEvent.keyDown(points[3], { key: 'Home' });
  });
  expect(store.getState().cursor).toBe(1);
});

test('a quick review says so while it searches its suspected mistakes again', async () => {
  const store = storeFor(BELGIAN, MOVES);
  store.getState().openReview('quick');
  await act(async () => {
    renderWith(
      <Suspense fallback={null}>
        <ReviewPanel makeClient={recheckWaits} />
      </Suspense>,
      store,
    );
  });
  const progress = await screen.findByTestId('review-progress');
  await expect.poll(() => progress.getAttribute('data-phase')).toBe('recheck');
  // One suspect: Black's blunder at ply 3.
  expect(progress).toHaveAttribute('aria-valuemax', '1');
  expect(progress).toHaveAttribute('aria-valuenow', '0');
  expect(screen.getByText('Checking the mistakes more deeply: 0 of 1')).toBeInTheDocument();
  expect(progress).toHaveAttribute('aria-valuetext', 'Checking the mistakes more deeply: 0 of 1');
});

test('a review in progress shows a progress bar, which Cancel removes', async () => {
  const store = storeFor(BELGIAN, MOVES);
  store.getState().openReview();
  await act(async () => {
    renderWith(
      <Suspense fallback={null}>
        <ReviewPanel makeClient={silentClient} />
      </Suspense>,
      store,
    );
  });
  const progress = await screen.findByTestId('review-progress');
  expect(progress).toHaveAttribute('role', 'progressbar');
  expect(progress).toHaveAttribute('aria-valuemax', String(MOVES.length + 1));
  await userEvent.click(screen.getByRole('button', { name: 'Cancel review' }));
  expect(screen.queryByTestId('review-progress')).toBeNull();
  expect(store.getState().review?.run?.status).toBe('cancelled');
  expect(store.getState().moves.every((m) => m.notes === undefined)).toBe(true);
});

test('learning from a mistake: the game move again is refused, the best move can be shown', async () => {
  const store = storeFor(BELGIAN, MOVES);
  store.getState().openReview();
  await act(async () => {
    renderWith(
      <Suspense fallback={null}>
        <ReviewPanel makeClient={scripted()} />
      </Suspense>,
      store,
    );
  });
  await screen.findByTestId('eval-graph');
  await userEvent.click(screen.getByRole('button', { name: "Learn from Black's mistakes" }));
  const learn = screen.getByTestId('learn');
  expect(learn).toHaveAttribute('data-ply', '3');
  expect(learn).toHaveAttribute('data-status', 'waiting');
  expect(store.getState().cursor).toBe(2);
  // Playing the game's own move again goes to it, and is refused without a search.
  act(() => store.getState().goTo(3));
  await screen.findByText('That is the move played in the game. Try another.');
  await userEvent.click(screen.getByRole('button', { name: 'Show the best move' }));
  expect(screen.getByTestId('learn')).toHaveAttribute('data-status', 'shown');
  const s = store.getState();
  expect(s.variations[0].moves.map((m) => m.text)).toEqual(['h9g8']);
  expect(s.path).toEqual([0]);
  await userEvent.click(screen.getByRole('button', { name: 'Stop learning' }));
  expect(screen.queryByTestId('learn')).toBeNull();
});

test.each([
  [1, [1, undefined, undefined, undefined, undefined]],
  [4, [1, undefined, undefined, 2, undefined]],
  [9, [1, undefined, 3, 4, 5]],
  [100, [1, 13, 25, 38, 50]],
])('a graph of %i plies names the moves %j along its axis', (plies, moves) => {
  expect(moveTicks(plies)).toEqual(moves);
});
