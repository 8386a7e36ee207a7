import { useI18n } from '../../i18n/context';
import type { GamesFilter } from '../../stats/gamesFilter';
import { scorePercent, type Tally } from '../../stats/libraryStats';
import { OUTCOMES } from '../../stats/yourSide';
import { Figure } from './Figure';

export interface ResultsRow {
  readonly key: string;
  readonly name: string;
  readonly tally: Tally;
  /** The figure's own fields of the filter its games are listed by. */
  readonly filter: Omit<GamesFilter, 'period'>;
}

/**
 * Won, drawn, lost and the score of each row, every count a link to its games and the score
 * to all of the row's. Games going on are left to the chart: five columns fit a phone 320
 * pixels wide.
 */
export function ResultsTable({
  caption,
  head,
  rows,
  testId,
  hiddenCaption,
  onShow,
}: {
  readonly caption: string;
  /** The first column's heading. */
  readonly head: string;
  readonly rows: readonly ResultsRow[];
  readonly testId: string;
  /** Whether the caption is for screen readers alone, a heading above saying it already. */
  readonly hiddenCaption?: boolean;
  readonly onShow: (filter: Omit<GamesFilter, 'period'>) => void;
}) {
  const { t, number } = useI18n();
  const said = t.stats;
  return (
    <table className="hx-stats-table" data-testid={testId}>
      <caption className={hiddenCaption ? 'hx-visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          {OUTCOMES.map((o) => (
            <th key={o} scope="col">
              {said.outcomes[o]}
            </th>
          ))}
          <th scope="col">{said.score}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const score = scorePercent(row.tally);
          return (
            <tr key={row.key} data-row={row.key}>
              <th scope="row">{row.name}</th>
              {OUTCOMES.map((o) => (
                <td key={o}>
                  <Figure
                    count={row.tally[o]}
                    label={`${row.name}, ${said.outcomes[o]}`}
                    testId={`${testId}-${row.key}-${o}`}
                    onShow={() => onShow({ ...row.filter, outcome: o })}
                  />
                </td>
              ))}
              <td>
                {score === undefined ? (
                  <span data-testid={`${testId}-${row.key}-score`}>–</span>
                ) : (
                  <button
                    type="button"
                    className="hx-stats-figure"
                    data-action="stats-show"
                    data-testid={`${testId}-${row.key}-score`}
                    aria-label={`${said.percent(number(Math.round(score)))} · ${said.scoreOf(row.name)}`}
                    onClick={() => onShow(row.filter)}
                  >
                    {said.percent(number(Math.round(score)))}
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
