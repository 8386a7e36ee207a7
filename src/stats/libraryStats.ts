import { type Game, GAMES, type Player } from '../engine';
import type { LibraryEntry } from '../store/library/library';
import { type GamesFilter, localOutcome, matchesFilter } from './gamesFilter';
import { type GameKind, gameOutcome, type Outcome, sideOf } from './yourSide';
import { stepsBetween, type TimeUnit, timeUnitFor } from './timeline';

/** Games won, drawn and lost, and those still going. */
export interface Tally {
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly going: number;
}

type MutableTally = { -readonly [K in keyof Tally]: number };
const tally = (): MutableTally => ({ won: 0, drawn: 0, lost: 0, going: 0 });
const count = (t: MutableTally, outcome: Outcome | undefined): void => {
  t[outcome ?? 'going'] += 1;
};

export interface BoardCount {
  readonly game: Game;
  readonly n: number;
  readonly layout: string;
  readonly games: number;
}

export interface OpponentTally {
  /** `level:<level>` or `person:<name>` (`yourSide.ts`). */
  readonly opponent: string;
  readonly tally: Tally;
}

export interface TimeStep {
  readonly from: number;
  readonly to: number;
  /** The reader's games started in this step. */
  readonly yours: Tally;
  /** The other games started in it. */
  readonly others: number;
}

export interface AccuracyPoint {
  readonly id: string;
  readonly time: number;
  readonly accuracy: number;
}

/** What the statistics show of the games a filter takes in. */
export interface LibraryStats {
  readonly games: number;
  readonly kinds: Readonly<Record<GameKind, number>>;
  /** Each board played, most played first. */
  readonly boards: readonly BoardCount[];
  /** The games of each game, its boards together. */
  readonly byGame: Readonly<Record<Game, number>>;
  /** The reader's games, in all and by colour. */
  readonly yours: Tally;
  readonly bySeat: Readonly<Record<Player, Tally>>;
  /** The reader's games by opponent, the most played first. */
  readonly opponents: readonly OpponentTally[];
  /** Games of two at one screen, seen from Black. */
  readonly local: Tally;
  readonly unit: TimeUnit;
  readonly timeline: readonly TimeStep[];
  /** The reader's accuracy in each wholly reviewed game, oldest first. */
  readonly accuracy: readonly AccuracyPoint[];
}

const KINDS_ZERO: Record<GameKind, number> = {
  computer: 0,
  online: 0,
  local: 0,
  computers: 0,
  imported: 0,
};

/**
 * The statistics of the library's games that `filter` takes in, at `now`, in one pass over
 * their entries (no game's moves are read), and one over the steps of time they span.
 */
export function libraryStats(
  entries: readonly LibraryEntry[],
  filter: GamesFilter,
  now: number,
): LibraryStats {
  const kinds = { ...KINDS_ZERO };
  const boards = new Map<string, { game: Game; n: number; layout: string; games: number }>();
  const yours = tally();
  const bySeat = { black: tally(), white: tally() };
  const opponents = new Map<string, MutableTally>();
  const local = tally();
  const accuracy: AccuracyPoint[] = [];
  const taken: { time: number; outcome: Outcome | undefined; yours: boolean }[] = [];
  let first = now;

  for (const entry of entries) {
    if (!matchesFilter(entry, filter, now)) continue;
    const { summary } = entry;
    const side = sideOf(summary);
    kinds[side.kind] += 1;
    if (summary.game !== undefined) {
      const key = `${summary.game} ${summary.n} ${summary.layout}`;
      const board = boards.get(key);
      if (board) board.games += 1;
      else boards.set(key, { game: summary.game, n: summary.n, layout: summary.layout, games: 1 });
    }
    first = Math.min(first, entry.created);
    if (side.kind === 'computer' || side.kind === 'online') {
      const outcome = gameOutcome(summary.result, side.you);
      count(yours, outcome);
      count(bySeat[side.you], outcome);
      let against = opponents.get(side.opponent);
      if (!against) opponents.set(side.opponent, (against = tally()));
      count(against, outcome);
      const mine = summary.accuracy?.[side.you];
      if (mine !== undefined) accuracy.push({ id: entry.id, time: entry.created, accuracy: mine });
      taken.push({ time: entry.created, outcome, yours: true });
    } else {
      if (side.kind === 'local') count(local, localOutcome(summary.result));
      taken.push({ time: entry.created, outcome: undefined, yours: false });
    }
  }

  const games = taken.length;
  const unit = timeUnitFor(first, now);
  const steps = games === 0 ? [] : stepsBetween(first, now, unit);
  const timeline = steps.map(([from, to]) => ({ from, to, yours: tally(), others: 0 }));
  for (const game of taken) {
    const step = timeline[stepIndex(steps, game.time)];
    if (!step) continue;
    if (game.yours) count(step.yours, game.outcome);
    else step.others += 1;
  }
  accuracy.sort((a, b) => a.time - b.time);

  const played = (t: Tally): number => t.won + t.drawn + t.lost + t.going;
  const byBoard = [...boards.values()];
  return {
    games,
    kinds,
    boards: byBoard.sort((a, b) => b.games - a.games),
    byGame: Object.fromEntries(
      GAMES.map((g) => [g, byBoard.reduce((n, b) => (b.game === g ? n + b.games : n), 0)]),
    ) as Record<Game, number>,
    yours,
    bySeat,
    opponents: [...opponents.entries()]
      .map(([opponent, t]) => ({ opponent, tally: t }))
      .sort((a, b) => played(b.tally) - played(a.tally) || a.opponent.localeCompare(b.opponent)),
    local,
    unit,
    timeline,
    accuracy,
  };
}

/** The step holding `time`: the last whose start is at or before it. */
function stepIndex(steps: readonly (readonly [number, number])[], time: number): number {
  let lo = 0;
  let hi = steps.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (steps[mid][0] <= time) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The share of the points won, 0–100, a draw half a point; undefined with no game decided. */
export function scorePercent(t: Tally): number | undefined {
  const decided = t.won + t.drawn + t.lost;
  return decided === 0 ? undefined : ((t.won + t.drawn / 2) / decided) * 100;
}
