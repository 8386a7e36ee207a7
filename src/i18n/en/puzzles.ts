/** The puzzle trainer. */
export const puzzles = {
  title: 'Puzzles',
  close: 'Close puzzles',
  game: 'Game',
  theme: 'Theme',
  difficulty: 'Difficulty',
  any: 'Any',
  themes: {
    ejection: 'Ejection',
    sumito: 'Sumito',
    defence: 'Defence',
    slide: 'Slide',
    tempo: 'Tempo',
  },
  difficulties: { easy: 'Easy', medium: 'Medium', hard: 'Hard' },
  /** `shown` is the count already formatted. */
  count: (n: number, shown: string) => `${shown} ${n === 1 ? 'puzzle' : 'puzzles'}`,
  matching: (shown: string) => `${shown} match the filters`,
  none: 'No puzzle matches these filters.',
  loading: 'Loading the puzzles…',
  failed: (why: string) => `The puzzles could not be read: ${why}`,
  rating: (shown: string) => `Your puzzle rating: ${shown}`,
  streak: (current: string, best: string) => `Streak: ${current} (best ${best})`,
  puzzleRating: (shown: string) => `Puzzle rating ${shown}`,
  number: (shown: string) => `Puzzle ${shown}`,
  daily: 'Daily puzzle',
  dailyTitle: (day: string) => `Today’s puzzle (${day})`,
  dailySolved: 'Today’s puzzle is solved.',
  /** What the side to move must do, by what the puzzle's first theme says. */
  task: {
    ejection: (player: string) => `${player} to move: win a marble by force.`,
    sumito: (player: string) => `${player} to move: win a marble by force.`,
    defence: (player: string) => `${player} to move: only one move saves a marble.`,
    slide: (player: string) => `${player} to move and win: only one move keeps the win.`,
    tempo: (player: string) => `${player} to move and win: only one move keeps the win.`,
  },
  right: (move: string, reply: string) => `Right: ${move}. The answer is ${reply}; go on.`,
  solved: 'Solved!',
  solvedHelped: 'Solved, with help: it does not count for your rating.',
  wrong: (move: string) => `${move} is not it.`,
  refutation: (line: string) => `The defence answers: ${line}.`,
  refutationEmpty: 'It loses at once.',
  hint: 'Hint',
  hintTitle: 'Show which pieces the solution moves',
  hintShown: 'The hint is marked on the board.',
  retry: 'Retry',
  solution: 'Show solution',
  line: 'Solution',
  next: 'Next puzzle',
  saved: 'Your progress is kept in this browser’s library.',
  notSaved: 'Without the library, progress lasts only while this page is open.',
  /** `shown` is the count already formatted. */
  setAside: (n: number, shown: string) =>
    n === 1
      ? 'One part of your stored puzzle progress could not be read. It is kept in quarantine (Games → Quarantine); the rest of your progress is here.'
      : `${shown} parts of your stored puzzle progress could not be read. They are kept in quarantine (Games → Quarantine); the rest of your progress is here.`,
};
