import { startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { Game } from '../../engine';
import type { RatingPoint } from '../../puzzles/progress';
import { storedRatingHistory } from '../../puzzles/ratingHistory';
import { type GamesFilter, type Period, periodStart } from '../../stats/gamesFilter';
import { libraryStats } from '../../stats/libraryStats';
import type { LibraryEntry } from '../../store/library/library';
import { useApp } from '../../store/context';

/** What the statistics are chosen by: a game, or every game, and a period. */
export type StatsChoice = Pick<GamesFilter, 'game' | 'period'>;

/**
 * The library's entries and puzzle rating history, read once as the statistics open, and
 * the statistics of those the game and period chosen take in. The choice follows at once;
 * the figures when the phone has time (`useDeferredValue`), so that a library of 10,000
 * games never holds up a tap on a filter.
 */
export function useStatsDialog(now: () => number, initial: StatsChoice | undefined) {
  const { library } = useApp();
  const [entries, setEntries] = useState<LibraryEntry[] | undefined>(undefined);
  const [history, setHistory] = useState<readonly RatingPoint[]>([]);
  const [error, setError] = useState<string | undefined>(undefined);
  const [game, setGame] = useState<Game | undefined>(initial?.game);
  const [period, setPeriod] = useState<Period>(initial?.period ?? 'all');

  useEffect(() => {
    if (!library) return;
    let live = true;
    Promise.all([library.entries(), library.puzzleProgress()]).then(
      ([list, progress]) => {
        if (!live) return;
        // Drawn as a transition: the figures of 10,000 games are rendered in slices that
        // yield to the page, not in one long task.
        startTransition(() => {
          setEntries(list);
          setHistory(storedRatingHistory(progress));
        });
      },
      (e: unknown) => {
        if (live) setError(e instanceof Error ? e.message : String(e));
      },
    );
    return () => {
      live = false;
    };
  }, [library]);

  const filter: StatsChoice = useMemo(
    () => (game === undefined ? { period } : { game, period }),
    [game, period],
  );
  const shown = useDeferredValue(filter);
  // Read once per choice, so that the figures and the links they make agree on the moment.
  const at = useMemo(() => (entries ? now() : 0), [now, shown, entries]);
  const stats = useMemo(
    () => (entries ? libraryStats(entries, shown, at) : undefined),
    [entries, shown, at],
  );
  const ratings = useMemo(() => {
    const since = periodStart(shown.period, at);
    return history.filter((p) => p.time >= since && (!shown.game || p.game === shown.game));
  }, [history, shown, at]);

  return {
    hasLibrary: library !== undefined,
    error,
    loading: library !== undefined && entries === undefined && error === undefined,
    game,
    period,
    chooseGame: setGame,
    choosePeriod: setPeriod,
    filter: shown,
    stale: shown !== filter,
    stats,
    ratings,
    now: at,
  };
}
