import { gameModule } from '../../games';
import { type Player, PLAYERS } from '../../engine';
import type { GameStore } from '../game';
import { reviewedGame } from '../game/review/reviewed';

/**
 * Each side's accuracy in a game whose every move carries the review's evaluation, for the
 * library's summary; undefined for a game not wholly reviewed. A chunk of its own, loaded
 * by the first write of a reviewed game: the start-up path never needs the review's maths.
 */
export function accuracyOf(s: GameStore): Partial<Record<Player, number>> | undefined {
  const line = s.line();
  if (line.records.length === 0 || line.records.some((r) => r.notes?.eval === undefined)) {
    return undefined;
  }
  const { summary } = reviewedGame(line, gameModule(s.spec.game).ai.review, s.review?.start);
  const accuracy: Partial<Record<Player, number>> = {};
  for (const side of PLAYERS) {
    const value = summary[side].accuracy;
    if (value !== undefined) accuracy[side] = Math.round(value * 10) / 10;
  }
  return Object.keys(accuracy).length > 0 ? accuracy : undefined;
}
