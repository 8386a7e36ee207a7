import { createGameStore } from '../src/store/game';
import { parseSavedGame } from '../src/store/records/saveFormat';
import { selectFinalOutcome, selectLegal } from '../src/store/game/selectors';
import { longGame } from './long-game';

/**
 * What opening a 10,000-ply game costs before anything is drawn: reading the saved text,
 * checking and replaying every move, and building the store's line with the outcome and
 * legal moves of the last position. Linear: repetition is counted as the game grows.
 */
export function benchLongLoad(plies = 10_000, runs = 5): void {
  const moves = longGame(plies);
  const text = JSON.stringify({
    version: 1,
    spec: { game: 'abalone', n: 5, layout: 'standard' },
    moves,
    cursor: moves.length,
    ending: null,
    settings: { coordinates: true, hints: true },
    players: { black: 'human', white: 'human' },
    seed: 1,
  });
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const start = performance.now();
    const saved = parseSavedGame(text);
    if (!saved.ok) throw new Error(saved.error.message);
    const state = createGameStore({ saved: saved.value }).getState();
    selectFinalOutcome(state);
    selectLegal(state);
    if (i > 0) times.push(performance.now() - start);
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
  console.log(
    `${`Load a ${plies.toLocaleString('en-US')}-ply game`.padEnd(32)} ${String(plies).padStart(10)} plies   ${median.toFixed(0).padStart(6)} ms`,
  );
}
