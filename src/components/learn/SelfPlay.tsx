import { use } from 'react';
import type { Game } from '../../engine';
import { learningOf } from '../../games';
import { useI18n } from '../../i18n/context';
import type { SelfPlayStats } from '../../learn/selfPlay';
import type { SelfPlayWords } from '../../learn/words';

/** The histogram's drawing box: bars side by side, the tallest filling the height. */
const BAR_WIDTH = 10;
const HEIGHT = 40;

/** One board's game lengths as a small bar chart, read out as its bars in words. */
function Lengths({
  stats,
  words,
}: {
  readonly stats: SelfPlayStats;
  readonly words: SelfPlayWords;
}) {
  const { number } = useI18n();
  const { from, width, counts } = stats.histogram;
  const tallest = Math.max(...counts);
  const bars = counts.map((count, i) => {
    const low = from + i * width;
    return { count, low, text: words.bar(number(low), number(low + width - 1), number(count)) };
  });
  const name = words.histogram(number(stats.size));
  return (
    <figure className="hx-self-play-lengths" data-size={stats.size}>
      <svg
        role="img"
        aria-label={`${name}: ${bars.map((b) => b.text).join('; ')}`}
        viewBox={`0 0 ${counts.length * BAR_WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
      >
        {bars.map((bar, i) => {
          const h = (bar.count / tallest) * HEIGHT;
          return (
            <rect
              key={bar.low}
              data-count={bar.count}
              x={i * BAR_WIDTH + 1}
              y={HEIGHT - h}
              width={BAR_WIDTH - 2}
              height={h}
            >
              <title>{bar.text}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption>{name}</figcaption>
    </figure>
  );
}

/** Who is favoured on each board, from the computer's games against itself. */
export function SelfPlay({ game }: { readonly game: Game }) {
  const { language, number } = useI18n();
  const { selfPlay, words } = use(learningOf(game, language));
  const w = words.selfPlay;
  if (!selfPlay || !w) return null;
  const percent = (x: number): string => number(x, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <div className="hx-self-play" data-testid="self-play">
      <table className="hx-learn-table">
        <caption>{w.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{w.size}</th>
            <th scope="col">{w.games}</th>
            <th scope="col">{w.firstWins}</th>
            <th scope="col">{w.secondWins}</th>
            <th scope="col">{w.score}</th>
            <th scope="col">{w.lengths}</th>
          </tr>
        </thead>
        <tbody>
          {selfPlay.map((s) => (
            <tr key={s.size} data-size={s.size}>
              <th scope="row">{number(s.size)}</th>
              <td data-field="games">{number(s.games)}</td>
              <td data-field="black-wins">{number(s.blackWins)}</td>
              <td data-field="white-wins">{number(s.whiteWins)}</td>
              <td data-field="score">
                {w.scoreOf(percent(s.score), percent(s.low), percent(s.high))}
              </td>
              <td data-field="lengths">
                {w.lengthsOf(
                  number(s.lengths.min),
                  number(s.lengths.q1),
                  number(s.lengths.median),
                  number(s.lengths.q3),
                  number(s.lengths.max),
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="hx-self-play-histograms">
        {selfPlay.map((s) => (
          <Lengths key={s.size} stats={s} words={w} />
        ))}
      </div>
      <p className="hx-self-play-method">{w.method(number(selfPlay[0].nodes))}</p>
      {[...new Set(selfPlay.map((s) => s.openingPlies))].map((plies) => (
        <p key={plies} className="hx-self-play-method">
          {w.openings(
            number(plies),
            new Intl.ListFormat(language).format(
              selfPlay.filter((s) => s.openingPlies === plies).map((s) => number(s.size)),
            ),
          )}
        </p>
      ))}
    </div>
  );
}
