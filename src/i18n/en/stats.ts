import type { Period } from '../../stats/gamesFilter';
import type { TimeUnit } from '../../stats/timeline';
import type { GameKind, Outcome } from '../../stats/yourSide';

/** The statistics of the reader's games, and the Games panel filtered to a figure of them. */
export const stats = {
  title: 'Statistics',
  open: 'Statistics',
  openTitle: 'Statistics of the games in your library',
  close: 'Close statistics',
  loading: 'Counting your games…',
  failed: (why: string) => `Your games could not be counted: ${why}`,
  none: 'This browser keeps no games, so there is nothing to count.',
  empty: 'No games in this choice yet.',
  game: 'Game',
  everyGame: 'Every game',
  period: 'Period',
  periods: {
    all: 'All time',
    week: 'Last 7 days',
    month: 'Last 30 days',
    year: 'Last 12 months',
  } satisfies Record<Period, string>,
  /** The games counted, `shown` formatted: a button that lists them. */
  games: (n: number, shown: string) => `${shown} ${n === 1 ? 'game' : 'games'}`,
  gamesLabel: 'Games',
  kinds: {
    computer: 'against the computer',
    online: 'online',
    local: 'two at one screen',
    computers: 'computer against computer',
    imported: 'imported',
  } satisfies Record<GameKind, string>,
  boards: 'Boards',
  board: 'Board',
  yours: 'Your results',
  yoursNote: 'Your games are those against the computer and those played online.',
  noneYours: 'None of these games is yours: play the computer or somebody online.',
  outcomes: { won: 'Won', drawn: 'Drawn', lost: 'Lost' } satisfies Record<Outcome, string>,
  going: 'Going on',
  score: 'Score',
  all: 'All',
  asColour: (colour: string) => `As ${colour}`,
  opponents: 'By opponent',
  opponent: 'Opponent',
  local: 'Two at one screen',
  localWins: (colour: string) => `${colour} won`,
  drawn: 'Drawn',
  overTime: 'Results over time',
  overTimeLabel: (unit: string) => `Your games by ${unit}: won, drawn, lost, and others`,
  units: { day: 'day', week: 'week', month: 'month', year: 'year' } satisfies Record<
    TimeUnit,
    string
  >,
  others: 'Other games',
  /** A bar of the chart: its period and what it holds. */
  step: (when: string, counts: string) => `${when}: ${counts}`,
  accuracy: 'Accuracy in reviewed games',
  accuracyLabel: (n: number, shown: string, mean: string) =>
    `${shown} reviewed ${n === 1 ? 'game' : 'games'}, ${mean}% on average`,
  /** A dot of the accuracy chart: one reviewed game, or the mean of several. */
  accuracyDot: (when: string, accuracy: string) => `${when}: ${accuracy}%`,
  accuracyDots: (from: string, to: string, n: string, mean: string) =>
    `${from} to ${to}: ${n} reviewed games, ${mean}% on average`,
  /** A row's score, a link to every game of the row. */
  scoreOf: (row: string) => `${row}, score`,
  accuracyNone: 'Review your games to see your accuracy here (Review, after a game).',
  reviewedGames: (n: number, shown: string) => `${shown} reviewed ${n === 1 ? 'game' : 'games'}`,
  ratings: 'Puzzle rating',
  ratingsLabel: (game: string, from: string, to: string) => `${game}: from ${from} to ${to}`,
  ratingsNone: 'Solve puzzles to see your rating over time here.',
  percent: (shown: string) => `${shown}%`,
  /** The Games panel narrowed to a figure of the statistics. */
  filtered: (what: string) => `Showing ${what}`,
  clearFilter: 'Show every game',
  filterParts: {
    reviewed: 'reviewed',
    local: 'two at one screen',
    since: (date: string) => `from ${date}`,
    until: (date: string) => `before ${date}`,
    against: (who: string) => `against ${who}`,
    outcome: {
      won: 'won',
      drawn: 'drawn',
      lost: 'lost',
    } satisfies Record<Outcome, string>,
    localOutcome: {
      won: 'won by Black',
      drawn: 'drawn',
      lost: 'won by White',
    } satisfies Record<Outcome, string>,
  },
};
