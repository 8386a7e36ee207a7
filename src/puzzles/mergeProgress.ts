import type { PuzzleProgress } from './progress';

/**
 * Progress from a backup merged into the progress kept here, which wins wherever both
 * hold something: ratings and attempts kept here stay, those only in the backup join
 * them, a puzzle solved in either counts as solved, the best streak is the better one.
 * Merging the same backup again changes nothing.
 */
export function mergeProgress(here: PuzzleProgress, restored: PuzzleProgress): PuzzleProgress {
  const puzzles = { ...restored.puzzles, ...here.puzzles };
  for (const [key, entry] of Object.entries(here.puzzles)) {
    if (restored.puzzles[key]?.solved && !entry.solved) puzzles[key] = { ...entry, solved: true };
  }
  return {
    version: 1,
    players: { ...restored.players, ...here.players },
    puzzles,
    streak: {
      current: here.streak.current,
      best: Math.max(here.streak.best, restored.streak.best),
    },
    dailies: [...here.dailies, ...restored.dailies.filter((d) => !here.dailies.includes(d))],
  };
}
