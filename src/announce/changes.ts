import type { Move, Outcome, Position } from '../engine';
import type { GameStore } from '../store/game';
import { selectFinalOutcome } from '../store/game/selectors';
import { moverAt } from '../store/game/turns';

/** Something that happened to the game, worth a word or a sound. */
export type GameChange =
  | {
      readonly kind: 'move';
      /** The position the move was played in. */
      readonly pos: Position;
      readonly move: Move;
      readonly text: string;
      /** The move's number in the game, from 1. */
      readonly number: number;
      readonly computer: boolean;
    }
  | { readonly kind: 'takeback'; readonly count: number }
  | { readonly kind: 'result'; readonly outcome: Outcome; readonly pos: Position };

/**
 * What changed from `prev` to `next` that a listener should hear about: a move added at
 * the end of the game (by a person or the computer), moves taken back, a result reached.
 * Opening another game, starting a new one or stepping through the history is silent.
 */
export function changesOf(prev: GameStore, next: GameStore): readonly GameChange[] {
  if (prev.id !== next.id) return [];
  const changes: GameChange[] = [];
  const before = prev.moves;
  const after = next.moves;
  const grown = after.length === before.length + 1 && before.every((r, i) => after[i] === r);
  if (grown) {
    const line = next.line();
    const index = before.length;
    const record = after[index];
    changes.push({
      kind: 'move',
      pos: line.position(index),
      move: record.move,
      text: record.text,
      number: index + 1,
      computer: moverAt(next.players, line, index) !== 'human',
    });
  } else if (after.length < before.length && after.every((r, i) => before[i] === r)) {
    changes.push({ kind: 'takeback', count: before.length - after.length });
  }
  // Moves and endings happen only while the game goes on, so either one that brings a
  // result brings a new one. (`prev.line()` would answer for the store's current state.)
  const ended = prev.ending === undefined && next.ending !== undefined;
  const outcome = (grown || ended) && selectFinalOutcome(next);
  if (outcome) {
    changes.push({ kind: 'result', outcome, pos: next.line().position(after.length) });
  }
  return changes;
}
