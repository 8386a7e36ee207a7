import { useI18n } from '../../i18n/context';
import type { Streak } from '../../puzzles/streak';

/** How many puzzles the list holds and the filters match, the player's rating and streak. */
export function PuzzleStats({
  loading,
  count,
  filtered,
  matching,
  rating,
  streak,
}: {
  readonly loading: boolean;
  readonly count: number;
  /** Whether a theme or a difficulty is chosen, which `matching` counts by. */
  readonly filtered: boolean;
  readonly matching: number;
  readonly rating: number;
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
      <span data-testid="puzzle-streak" data-streak={streak.current}>
        {' · '}
        {t.puzzles.streak(number(streak.current), number(streak.best))}
      </span>
    </p>
  );
}
