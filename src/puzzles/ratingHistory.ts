import { isPacked } from './packedProgress';
import type { RatingPoint } from './progress';
import { Aside, isRecord, keptHistory, readRatingPoint } from './progressParts';

/**
 * The rating history alone, from progress as stored: what the statistics draw, read
 * without the puzzles (200,000 of them take a reader tens of milliseconds). Points that do
 * not read are left out here; the trainer's own read sets them aside.
 */
export function storedRatingHistory(stored: unknown): RatingPoint[] {
  if (!isRecord(stored)) return [];
  const aside = new Aside();
  const points: RatingPoint[] = [];
  const add = (x: unknown, i: number): void => {
    const point = readRatingPoint(x, i, aside);
    if (point) points.push(point);
  };
  const { history } = stored;
  if (isPacked(stored) && typeof history === 'string' && history !== '') {
    history.split('\n').forEach((line, i) => {
      const [game, time, rating] = line.split(' ');
      add({ game, time: Number(time), rating: Number(rating) }, i);
    });
  } else if (Array.isArray(history)) (history as readonly unknown[]).forEach(add);
  return keptHistory(points);
}
