import type { StoreApi } from 'zustand/vanilla';
import { isMistakeOrWorse, judgementOfGlyph } from '../../../ai/review/judgements';
import { parseMove, type Player, playerOf } from '../../../engine';
import type { Learning, TriedMove } from './reviewSession';
import type { GameStore } from '../types';

/**
 * "Learn from your mistakes", step by step: one side's mistakes and blunders in turn, the
 * board at the position before each, where the player tries a better move (which the
 * review runner scores: `attachReview`), tries again, or is shown the best. Loaded with
 * the review panel; the place reached is kept in the store's review (`setLearning`).
 */

type Store = StoreApi<GameStore>;

const learningOf = (store: Store): Learning | undefined => store.getState().review?.learning;

const change = (store: Store, l: Learning, patch: Partial<Learning>): void =>
  store.getState().setLearning({ ...l, ...patch });

/** Shows the position before the mistake being learnt from, in the game itself. */
const viewMistake = (store: Store, l: Learning): void =>
  store.getState().goToLine([], l.plies[l.index] - 1);

/** The plies of `side`'s mistakes and blunders, as the moves' glyphs note them. */
export function mistakesOf(s: GameStore, side: Player): number[] {
  const line = s.line();
  return s.moves.flatMap((m, i) => {
    const judgement = judgementOfGlyph(m.notes?.glyphs?.[0]);
    const mine = playerOf(line.position(i).turn) === side;
    return mine && isMistakeOrWorse(judgement) ? [i + 1] : [];
  });
}

/** Steps through `side`'s mistakes and blunders, from the first; nothing if it has none. */
export function learnFrom(store: Store, side: Player): void {
  const plies = mistakesOf(store.getState(), side);
  if (plies.length === 0) return;
  const l: Learning = { side, plies, index: 0, status: 'waiting', tried: undefined };
  store.getState().setLearning(l);
  if (learningOf(store) === l) viewMistake(store, l);
}

/** The runner is scoring the move the player tried. */
export function learnChecking(store: Store, tried: TriedMove): void {
  const l = learningOf(store);
  if (l?.status === 'waiting') change(store, l, { status: 'checking', tried });
}

/** The tried move's loss against the best, and whether it is within the game's margin. */
export function learnJudged(store: Store, loss: number, accepted: boolean): void {
  const l = learningOf(store);
  if (l?.status !== 'checking' || !l.tried) return;
  change(store, l, { status: accepted ? 'accepted' : 'rejected', tried: { ...l.tried, loss } });
}

/** Back to the position before the mistake, for another try. */
export function learnRetry(store: Store): void {
  const l = learningOf(store);
  if (!l) return;
  // A refused try goes: the game keeps no side line of it.
  if (l.status === 'rejected' && l.tried && l.tried.path.length > 0) {
    store.getState().deleteVariation(l.tried.path);
  }
  change(store, l, { status: 'waiting', tried: undefined });
  viewMistake(store, l);
}

/** Shows the better move the review noted, played on the board as a side line. */
export function learnShowBest(store: Store): void {
  const l = learningOf(store);
  if (!l) return;
  const s = store.getState();
  const ply = l.plies[l.index];
  const best = s.moves[ply - 1]?.notes?.best;
  const move = best === undefined ? undefined : parseMove(s.line().position(ply - 1), best);
  viewMistake(store, l);
  change(store, l, { status: 'shown' });
  if (move?.ok) store.getState().explore([move.value]);
}

/** On to the next mistake; past the last one, learning ends. */
export function learnNext(store: Store): void {
  const l = learningOf(store);
  if (!l) return;
  if (l.index + 1 >= l.plies.length) {
    store.getState().setLearning(undefined);
    return;
  }
  const next: Learning = { ...l, index: l.index + 1, status: 'waiting', tried: undefined };
  store.getState().setLearning(next);
  viewMistake(store, next);
}
