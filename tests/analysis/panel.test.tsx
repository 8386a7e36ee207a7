import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { createAiClient } from '../../src/ai/worker/client';
import { createLocalWorker } from '../ai/local-worker';
import type { AnalysisResponse } from '../../src/ai/worker/protocol';
import { AnalysisPanel } from '../../src/components/analysis/AnalysisPanel';
import { SideTabs } from '../../src/components/play/SideTabs';
import type { AnalysisClient } from '../../src/ai/worker/client';
import { ABALONE, renderWith, storeFor } from '../components/render';

/** A client whose worker runs on this thread, with a small node budget so each answer is quick. */
function localClient(): AnalysisClient {
  const client = createAiClient(createLocalWorker);
  return {
    ...client,
    analyse: (input, onUpdate) =>
      client.analyse({ ...input, timeMs: undefined, maxDepth: 2, maxNodes: 20_000 }, onUpdate),
  };
}

/** A client that answers once with a fixed update and never again. */
function fixedClient(update: Omit<AnalysisResponse, 'type' | 'id'>): AnalysisClient {
  const client = createAiClient(createLocalWorker);
  return {
    ...client,
    analyse: (_, onUpdate) => {
      const done = { type: 'analysis', id: 1, ...update } as const;
      onUpdate(done);
      return Promise.resolve(done);
    },
  };
}

test('the panel shows an evaluation, the best line and the top moves, and explores a line', async () => {
  const user = userEvent.setup();
  const store = storeFor(ABALONE, ['a1b2']);
  store.getState().setAnalysing(true);
  renderWith(
    <>
      <SideTabs makeClient={localClient} />
    </>,
    store,
  );
  const best = await screen.findByTestId('best-line', {}, { timeout: 10_000 });
  expect(screen.getByTestId('evaluation')).toHaveAttribute('data-score');
  expect(screen.getByTestId('analysis-depth')).toHaveTextContent('depth 2');
  expect(screen.getAllByTestId('analysis-line')).toHaveLength(3);
  const line = store.getState().analysis!.lines[0].moves;
  expect(best).toHaveAccessibleName(new RegExp(`Explore 1… ${line[0].text}`));
  await user.click(best);
  const s = store.getState();
  expect(s.moves).toHaveLength(1);
  expect(s.variations).toHaveLength(1);
  expect(s.variations[0].moves.map((m) => m.text)).toEqual(line.map((m) => m.text));
  expect(s.cursor).toBe(1 + line.length);
  const variation = screen.getByTestId('variation');
  expect(within(variation).getAllByRole('button', { name: /^Move/ })).toHaveLength(line.length);
  await user.click(screen.getByRole('tab', { name: 'Moves' }));
  expect(store.getState().analysing).toBe(false);
});

test.each([
  [{ score: 2000 }, '+2.0', 'Black is ahead by 2 marbles'],
  [{ score: 999_995 }, '+#3', 'Black wins in 3 moves'],
])('the evaluation reads %o as %s', async ({ score }, short, words) => {
  const store = storeFor(ABALONE, []);
  store.getState().setAnalysing(true);
  const update = {
    depth: 4,
    nodes: 1,
    lines: [{ moves: [], texts: [], score }],
    solved: undefined,
    done: true,
  };
  renderWith(<AnalysisPanel makeClient={() => fixedClient(update)} />, store);
  const evaluation = await screen.findByTestId('evaluation');
  await act(async () => {});
  expect(evaluation).toHaveAttribute('data-score', short);
  expect(evaluation).toHaveTextContent(words);
});

test('a solved Abacus ending reads as a win, not a number', async () => {
  const store = storeFor(undefined, []);
  store.getState().setAnalysing(true);
  const update = {
    depth: 3,
    nodes: 1,
    lines: [{ moves: [], texts: [], score: 1_000_000 }],
    solved: false,
    done: true,
  };
  renderWith(<AnalysisPanel makeClient={() => fixedClient(update)} />, store);
  const evaluation = await screen.findByTestId('evaluation');
  await act(async () => {});
  expect(evaluation).toHaveTextContent('White wins with best play (proven)');
});

/** The score of each top move as the list shows it, and its tooltip. */
const listedScores = () =>
  screen.getAllByTestId('analysis-line').map((line) => {
    const score = line.querySelector('[data-score], [title]');
    return [score?.textContent ?? '', score?.getAttribute('title') ?? ''];
  });

test.each([
  {
    proof: "the solver's verdict alone",
    solved: false,
    scores: [-1_000_000, -999_996],
    words: 'White wins with best play (proven)',
    short: undefined,
    listed: [
      ['', 'White wins with best play (proven)'],
      ['−#2', 'White wins in 2 moves'],
    ],
  },
  {
    proof: 'a search that counted the moves',
    solved: false,
    scores: [-999_994, -999_996],
    words: 'White wins in 3 moves (proven)',
    short: '−#3',
    listed: [
      ['−#3', 'White wins in 3 moves (proven)'],
      ['−#2', 'White wins in 2 moves'],
    ],
  },
  {
    proof: 'the solver, with a runner-up still open',
    solved: true,
    scores: [1_000_000, 2000],
    words: 'Black wins with best play (proven)',
    short: undefined,
    listed: [
      ['', 'Black wins with best play (proven)'],
      ['+2.0', 'Black is ahead by 2 marbles'],
    ],
  },
])(
  'a result proven by $proof is said once, in words, with no infinity sign',
  async ({ solved, scores, words, short, listed }) => {
    const store = storeFor(ABALONE, []);
    store.getState().setAnalysing(true);
    const update = {
      depth: 5,
      nodes: 1,
      lines: scores.map((score) => ({ moves: [], texts: [], score })),
      solved,
      done: true,
    };
    renderWith(<AnalysisPanel makeClient={() => fixedClient(update)} />, store);
    const evaluation = await screen.findByTestId('evaluation');
    await act(async () => {});
    expect(evaluation).toHaveTextContent(words);
    expect(within(evaluation).getAllByText(/proven/)).toHaveLength(1);
    expect(evaluation.getAttribute('data-score') ?? undefined).toBe(short);
    expect(screen.getByTestId('analysis')).not.toHaveTextContent('∞');
    expect(listedScores()).toEqual(listed);
  },
);
