import { useId } from 'react';
import { GAMES, type Game, PLAYERS } from '../../engine';
import { useI18n } from '../../i18n/context';
import { type GamesFilter, PERIODS, type Period, figureFilter } from '../../stats/gamesFilter';
import { GAME_KINDS } from '../../stats/yourSide';
import { gameName, specName } from '../labels';
import { Modal } from '../shell/Modal';
import { Figure } from './Figure';
import { opponentName } from './opponentName';
import { RatingChart } from './RatingChart';
import { ResultsTable } from './ResultsTable';
import { TimeChart } from './TimeChart';
import { TrendChart } from './TrendChart';
import { type StatsChoice, useStatsDialog } from './useStatsDialog';
import '../../styles/stats.css';

/**
 * The statistics of the games in the library: how many, on which boards, the reader's
 * results by colour and opponent, over time, their accuracy where games are reviewed and
 * their puzzle rating. Every count lists its games in the Games panel.
 */
export function StatsDialog({
  onClose,
  onShowGames,
  initial,
  now = Date.now,
}: {
  readonly onClose: () => void;
  /** Lists a figure's games, with the choice made here, to come back to. */
  readonly onShowGames: (filter: GamesFilter, choice: StatsChoice) => void;
  /** The choice to open with: the one made when the statistics were last left. */
  readonly initial?: StatsChoice;
  /** The clock periods are counted back from; tests pass their own. */
  readonly now?: () => number;
}) {
  const titleId = useId();
  const { t, number, date } = useI18n();
  const said = t.stats;
  const view = useStatsDialog(now, initial);
  const { stats } = view;
  const show = (figure: Omit<GamesFilter, 'period'>): void =>
    onShowGames(figureFilter(view.filter, figure, view.now), view.filter);

  return (
    <Modal labelId={titleId} onCancel={onClose} testId="stats">
      <div className="hx-stats hx-wide-dialog" aria-busy={view.stale || view.loading}>
        <div className="hx-dialog-head">
          <h2 id={titleId}>{said.title}</h2>
          <button type="button" data-action="close-stats" onClick={onClose}>
            {said.close}
          </button>
        </div>
        <div className="hx-stats-filters">
          <label>
            {said.game}
            <select
              data-field="stats-game"
              value={view.game ?? ''}
              onChange={(e) => view.chooseGame((e.currentTarget.value || undefined) as Game)}
            >
              <option value="">{said.everyGame}</option>
              {GAMES.map((g) => (
                <option key={g} value={g}>
                  {gameName(t, g)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {said.period}
            <select
              data-field="stats-period"
              value={view.period}
              onChange={(e) => view.choosePeriod(e.currentTarget.value as Period)}
            >
              {PERIODS.map((p) => (
                <option key={p} value={p}>
                  {said.periods[p]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {!view.hasLibrary && <p>{said.none}</p>}
        {view.loading && <p role="status">{said.loading}</p>}
        {view.error !== undefined && <p role="alert">{said.failed(view.error)}</p>}
        {stats && stats.games === 0 && <p data-testid="stats-empty">{said.empty}</p>}
        {stats && stats.games > 0 && (
          <>
            <section className="hx-stats-total" aria-label={said.gamesLabel}>
              <p>
                <button
                  type="button"
                  className="hx-stats-games"
                  data-action="stats-show"
                  data-testid="stats-games"
                  data-count={stats.games}
                  onClick={() => show({})}
                >
                  {said.games(stats.games, number(stats.games))}
                </button>
              </p>
              {view.game === undefined && (
                <ul className="hx-stats-kinds" data-testid="stats-by-game">
                  {GAMES.filter((g) => stats.byGame[g] > 0).map((g) => (
                    <li key={g}>
                      <Figure
                        count={stats.byGame[g]}
                        label={gameName(t, g)}
                        testId={`stats-game-${g}`}
                        onShow={() => show({ game: g })}
                      />{' '}
                      {gameName(t, g)}
                    </li>
                  ))}
                </ul>
              )}
              <ul className="hx-stats-kinds">
                {GAME_KINDS.filter((k) => stats.kinds[k] > 0).map((k) => (
                  <li key={k}>
                    <Figure
                      count={stats.kinds[k]}
                      label={said.kinds[k]}
                      testId={`stats-kind-${k}`}
                      onShow={() => show({ kind: k })}
                    />{' '}
                    {said.kinds[k]}
                  </li>
                ))}
              </ul>
            </section>
            <section className="hx-stats-section">
              <h3>{said.yours}</h3>
              {stats.kinds.computer + stats.kinds.online === 0 ? (
                <p data-testid="stats-none-yours">{said.noneYours}</p>
              ) : (
                <>
                  <ResultsTable
                    caption={said.yours}
                    hiddenCaption
                    head={said.gamesLabel}
                    testId="stats-seat"
                    rows={[
                      { key: 'all', name: said.all, tally: stats.yours, filter: {} },
                      ...PLAYERS.map((p) => ({
                        key: p,
                        name: said.asColour(t.play.players[p]),
                        tally: stats.bySeat[p],
                        filter: { seat: p },
                      })),
                    ]}
                    onShow={show}
                  />
                  <ResultsTable
                    caption={said.opponents}
                    head={said.opponent}
                    testId="stats-opponent"
                    rows={stats.opponents.map((o) => ({
                      key: o.opponent,
                      name: opponentName(t, o.opponent),
                      tally: o.tally,
                      filter: { opponent: o.opponent },
                    }))}
                    onShow={show}
                  />
                  <p className="hx-hint-text">{said.yoursNote}</p>
                </>
              )}
            </section>
            {stats.kinds.local > 0 && (
              <section className="hx-stats-section" data-testid="stats-local">
                <h3>{said.local}</h3>
                <ul className="hx-stats-kinds">
                  {(
                    [
                      ['won', said.localWins(t.play.players.black)],
                      ['lost', said.localWins(t.play.players.white)],
                      ['drawn', said.drawn],
                    ] as const
                  ).map(([outcome, words]) => (
                    <li key={outcome}>
                      <Figure
                        count={stats.local[outcome]}
                        label={words}
                        testId={`stats-local-${outcome}`}
                        onShow={() => show({ kind: 'local', outcome })}
                      />{' '}
                      {words}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section className="hx-stats-section">
              <h3>{said.boards}</h3>
              <table className="hx-stats-table" data-testid="stats-boards">
                <thead>
                  <tr>
                    <th scope="col">{said.board}</th>
                    <th scope="col">{said.gamesLabel}</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.boards.map((b) => {
                    const name = specName(t, b, number);
                    return (
                      <tr key={`${b.game} ${b.n} ${b.layout}`}>
                        <th scope="row">{name}</th>
                        <td>
                          <Figure
                            count={b.games}
                            label={name}
                            testId={`stats-board-${b.game}-${b.n}-${b.layout}`}
                            onShow={() => show({ game: b.game, n: b.n, layout: b.layout })}
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </section>
            <section className="hx-stats-section">
              <h3>{said.overTime}</h3>
              <TimeChart
                steps={stats.timeline}
                unit={stats.unit}
                onStep={(step) => show({ from: step.from, to: step.to })}
              />
              <ul className="hx-stats-legend" aria-hidden="true">
                {(['won', 'drawn', 'lost'] as const).map((o) => (
                  <li key={o} className={`hx-stats-key-${o}`}>
                    {said.outcomes[o]}
                  </li>
                ))}
                <li className="hx-stats-key-going">{said.going}</li>
                <li className="hx-stats-key-others">{said.others}</li>
              </ul>
            </section>
            <section className="hx-stats-section">
              <h3>{said.accuracy}</h3>
              {stats.accuracy.length === 0 ? (
                <p className="hx-hint-text">{said.accuracyNone}</p>
              ) : (
                <>
                  <TrendChart
                    testId="stats-accuracy"
                    min={0}
                    max={100}
                    label={said.accuracyLabel(
                      stats.accuracy.length,
                      number(stats.accuracy.length),
                      number(
                        Math.round(
                          stats.accuracy.reduce((sum, p) => sum + p.accuracy, 0) /
                            stats.accuracy.length,
                        ),
                      ),
                    )}
                    series={[
                      {
                        key: 'accuracy',
                        points: stats.accuracy.map((p) => ({ time: p.time, value: p.accuracy })),
                      },
                    ]}
                    onDot={(dot) => show({ reviewed: true, from: dot.from, to: dot.to + 1 })}
                    dotLabel={(dot) =>
                      dot.count === 1
                        ? said.accuracyDot(
                            date(dot.from, { dateStyle: 'medium' }),
                            number(Math.round(dot.value)),
                          )
                        : said.accuracyDots(
                            date(dot.from, { dateStyle: 'medium' }),
                            date(dot.to, { dateStyle: 'medium' }),
                            number(dot.count),
                            number(Math.round(dot.value)),
                          )
                    }
                  />
                  <p>
                    <button
                      type="button"
                      data-action="stats-show"
                      data-testid="stats-reviewed"
                      data-count={stats.accuracy.length}
                      onClick={() => show({ reviewed: true })}
                    >
                      {said.reviewedGames(stats.accuracy.length, number(stats.accuracy.length))}
                    </button>
                  </p>
                </>
              )}
            </section>
          </>
        )}
        {stats && (
          <section className="hx-stats-section">
            <h3>{said.ratings}</h3>
            {view.ratings.length === 0 ? (
              <p className="hx-hint-text">{said.ratingsNone}</p>
            ) : (
              <RatingChart points={view.ratings} />
            )}
          </section>
        )}
      </div>
    </Modal>
  );
}
