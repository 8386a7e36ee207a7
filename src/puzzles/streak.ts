/** Puzzles solved in a row: a failure ends the run, the best run is kept. */
export interface Streak {
  readonly current: number;
  readonly best: number;
}

export const NO_STREAK: Streak = { current: 0, best: 0 };

export function nextStreak(streak: Streak, solved: boolean): Streak {
  if (!solved) return { current: 0, best: streak.best };
  const current = streak.current + 1;
  return { current, best: Math.max(streak.best, current) };
}
