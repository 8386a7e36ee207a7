import type { PuzzleProgress, RatingPoint } from './progress';
import { keptHistory } from './progressParts';

const pointKey = (p: RatingPoint): string => `${p.game} ${p.time} ${p.rating}`;

/**
 * Progress from a backup merged into the progress kept here, which wins wherever both
 * hold something: ratings and attempts kept here stay, those only in the backup join
 * them, a puzzle solved in either counts as solved, the best streak is the better one, and the rating
 * histories join in time order.
 * Merging the same backup again changes nothing.
 */
export function mergeProgress(here: PuzzleProgress, restored: PuzzleProgress): PuzzleProgress {
  const puzzles = { ...restored.puzzles, ...here.puzzles };
  const kept = new Set(here.history.map(pointKey));
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
    history: keptHistory([
      ...here.history,
      ...restored.history.filter((p) => !kept.has(pointKey(p))),
    ]),
  };
}
