import { GAMES } from '../../engine';
import { useI18n } from '../../i18n/context';
import type { RatingPoint } from '../../puzzles/progress';
import { gameName } from '../labels';
import { TrendChart } from './TrendChart';

/** The puzzle rating after each rated puzzle, a series a game, named under the chart. */
export function RatingChart({ points }: { readonly points: readonly RatingPoint[] }) {
  const { t, number } = useI18n();
  const series = GAMES.map((game) => ({
    key: game,
    points: points.filter((p) => p.game === game).map((p) => ({ time: p.time, value: p.rating })),
  })).filter((s) => s.points.length > 0);
  const words = series.map((s) =>
    t.stats.ratingsLabel(
      gameName(t, s.key),
      number(s.points[0].value),
      number(s.points[s.points.length - 1].value),
    ),
  );
  return (
    <>
      <TrendChart testId="stats-ratings" label={words.join('; ')} series={series} span={10} />
      <ul className="hx-stats-legend">
        {series.map((s, k) => (
          <li
            key={s.key}
            className={`hx-stats-key-series-${k}`}
            data-testid={`stats-rating-${s.key}`}
          >
            {words[k]}
          </li>
        ))}
      </ul>
    </>
  );
}
