import { useI18n } from '../../i18n/context';
import type { Streak } from '../../puzzles/streak';

/** A change with its sign, a true minus for a fall: "+12", "−9", "±0". */
const signed = (n: number, number: (n: number) => string): string =>
  `${n > 0 ? '+' : n < 0 ? '\u2212' : '±'}${number(Math.abs(n))}`;

/**
 * How many puzzles the list holds and the filters match, the player's rating (with how far
 * the puzzle on show moved it, once rated) and streak.
 */
export function PuzzleStats({
  loading,
  count,
  filtered,
  matching,
  rating,
  change,
  streak,
}: {
  readonly loading: boolean;
  readonly count: number;
  /** Whether a theme or a difficulty is chosen, which `matching` counts by. */
  readonly filtered: boolean;
  readonly matching: number;
  readonly rating: number;
  readonly change: number | undefined;
  readonly streak: Streak;
}) {
  const { t, number } = useI18n();
  return (
    <p className="hx-puzzles-stats">
      <span data-testid="puzzle-count" data-count={count}>
        {loading ? t.puzzles.loading : t.puzzles.count(count, number(count))}
      </span>
      {filtered && <span> · {t.puzzles.matching(number(matching))}</span>}
      <span data-testid="puzzle-rating" data-rating={Math.round(rating)}>
        {' · '}
        {t.puzzles.rating(number(Math.round(rating)))}
      </span>
      {change !== undefined && (
        <span data-testid="puzzle-rating-change" data-change={Math.round(change)}>
          {' ('}
          {t.puzzles.ratingChange(signed(Math.round(change), number))}
          {')'}
        </span>
      )}
      <span data-testid="puzzle-streak" data-streak={streak.current}>
        {' · '}
        {t.puzzles.streak(number(streak.current), number(streak.best))}
      </span>
    </p>
  );
}
