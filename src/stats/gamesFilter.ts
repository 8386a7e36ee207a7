import type { Game, Player } from '../engine';
import type { LibraryEntry } from '../store/library/library';
import { DAY_MS } from './timeline';
import { type GameKind, gameOutcome, type Outcome, sideOf } from './yourSide';

/** How far back the statistics look: every game, or the last week, month or year. */
export const PERIODS = ['all', 'week', 'month', 'year'] as const;
export type Period = (typeof PERIODS)[number];

const PERIOD_DAYS: Readonly<Record<Exclude<Period, 'all'>, number>> = {
  week: 7,
  month: 30,
  year: 365,
};

/** The first moment a period takes in, at `now`; 0 for every game. */
export const periodStart = (period: Period, now: number): number =>
  period === 'all' ? -Infinity : now - PERIOD_DAYS[period] * DAY_MS;

/**
 * Which games a figure of the statistics stands for, so that the Games panel can list them:
 * each field narrows the list, an absent one leaves it be.
 */
export interface GamesFilter {
  readonly game?: Game;
  readonly period: Period;
  /** The board, as the statistics count boards. */
  readonly n?: number;
  readonly layout?: string;
  /** Games started in [from, to): a bar of the chart over time. */
  readonly from?: number;
  readonly to?: number;
  /** Whose games (`yourSide.ts`). */
  readonly kind?: GameKind;
  /** The reader's games against one opponent (`opponentKey`). */
  readonly opponent?: string;
  /** The reader's games with this colour. */
  readonly seat?: Player;
  /**
   * The reader's games with this outcome; in games of two at one screen (`kind: 'local'`),
   * those Black won, drew or lost.
   */
  readonly outcome?: Outcome;
  /** Games whose review gives the reader's accuracy. */
  readonly reviewed?: true;
}

export const ALL_GAMES: GamesFilter = { period: 'all' };

/**
 * The filter a figure links to: the statistics' choice and the figure's own fields, its
 * period turned into a fixed start, so that the Games panel lists the very games counted.
 */
export function figureFilter(
  chosen: GamesFilter,
  figure: Omit<GamesFilter, 'period'>,
  now: number,
): GamesFilter {
  const start = periodStart(chosen.period, now);
  const from = Math.max(start, figure.from ?? -Infinity, chosen.from ?? -Infinity);
  return {
    ...chosen,
    ...figure,
    period: 'all',
    ...(Number.isFinite(from) ? { from } : {}),
  };
}

/** Whether `entry` is one of the games `filter` stands for, at `now`. */
export function matchesFilter(entry: LibraryEntry, filter: GamesFilter, now: number): boolean {
  const { summary } = entry;
  if (filter.game !== undefined && summary.game !== filter.game) return false;
  if (filter.n !== undefined && summary.n !== filter.n) return false;
  if (filter.layout !== undefined && summary.layout !== filter.layout) return false;
  if (entry.created < periodStart(filter.period, now)) return false;
  if (filter.from !== undefined && entry.created < filter.from) return false;
  if (filter.to !== undefined && entry.created >= filter.to) return false;
  const needsSide =
    filter.kind !== undefined ||
    filter.opponent !== undefined ||
    filter.seat !== undefined ||
    filter.outcome !== undefined ||
    filter.reviewed !== undefined;
  if (!needsSide) return true;
  const side = sideOf(summary);
  if (filter.kind !== undefined && side.kind !== filter.kind) return false;
  if (side.kind === 'local' && filter.kind === 'local') {
    return filter.outcome === undefined || localOutcome(summary.result) === filter.outcome;
  }
  if (side.kind !== 'computer' && side.kind !== 'online') return false;
  if (filter.opponent !== undefined && side.opponent !== filter.opponent) return false;
  if (filter.seat !== undefined && side.you !== filter.seat) return false;
  if (filter.outcome !== undefined && gameOutcome(summary.result, side.you) !== filter.outcome) {
    return false;
  }
  return !filter.reviewed || summary.accuracy?.[side.you] !== undefined;
}

/** A game of two at one screen seen from Black: Black's win is `won`. */
export const localOutcome = (result: string): Outcome | undefined => gameOutcome(result, 'black');
