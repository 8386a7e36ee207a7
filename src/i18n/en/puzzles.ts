import type { Judgement } from '../../ai/review/judgements';

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
  /** How far the last rated puzzle moved the rating: `signed` is the change with its sign, such as "+12" or "−9". */
  ratingChange: (signed: string) => `${signed} for this puzzle`,
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
  solvedAfterWrong: 'Solved, after a wrong move: that move counted against your rating.',
  shownAfterWrong: 'The solution, after a wrong move: that move counted against your rating.',
  wrong: (move: string) => `${move} is not it.`,
  refutation: (line: string) => `The defence answers: ${line}.`,
  refutationEmpty: 'It loses at once.',
  hint: 'Hint',
  hintTitle: 'Mark the pieces the solution moves',
  hintWhereTitle: 'Mark where the solution’s move goes',
  hintPieces: 'The pieces to move are marked on the board; a second hint marks where they go.',
  hintPlacement: 'The solution places a new piece; a second hint marks where.',
  hintWhere: 'The whole move is marked on the board.',
  retry: 'Retry',
  solution: 'Show solution',
  line: 'Solution',
  solutionPrev: 'Previous move of the solution',
  solutionNext: 'Next move of the solution',
  solutionStart: 'The puzzle’s start: step through the solution with the arrows.',
  /** The `k`th move of `n`, the solver's: the move in words and what it leaves on the board. */
  solutionMove: (k: string, n: string, move: string, reason: string) =>
    `Move ${k} of ${n}: ${move}. ${reason}.`,
  /** The `k`th move of `n`, the defence's. */
  solutionReply: (k: string, n: string, move: string, reason: string) =>
    `Move ${k} of ${n}, the defence’s best reply: ${move}. ${reason}.`,
  next: 'Next puzzle',
  saved: 'Your progress is kept in this browser’s library.',
  notSaved: 'Without the library, progress lasts only while this page is open.',
  /** `shown` is the count already formatted. */
  setAside: (n: number, shown: string) =>
    n === 1
      ? 'One part of your stored puzzle progress could not be read. It is kept in quarantine (Games → Quarantine); the rest of your progress is here.'
      : `${shown} parts of your stored puzzle progress could not be read. They are kept in quarantine (Games → Quarantine); the rest of your progress is here.`,
  /** Where the puzzles come from: the proven set, or the mistakes of the reader's games. */
  source: 'Puzzles',
  sources: { proven: 'Proven puzzles', yours: 'From your games' },
  yours: {
    loading: 'Reading your reviewed games…',
    failed: (why: string) => `Your games could not be read: ${why}`,
    none: 'No mistakes to practise yet. Review your games (Review, after a game): the mistakes and blunders it finds in your moves come here.',
    count: (n: number, shown: string) =>
      `${shown} ${n === 1 ? 'mistake' : 'mistakes'} from your reviewed games · not rated`,
    /** The review's judgements with their article, as the title and a try's answer say them. */
    judgement: {
      inaccuracy: 'an inaccuracy',
      mistake: 'a mistake',
      blunder: 'a blunder',
    } satisfies Record<Judgement, string>,
    /** `date` is the game's, `judgement` one of `judgement`. */
    title: (date: string, move: string, judgement: string) =>
      `Your game of ${date}, move ${move}: ${judgement}`,
    task: (player: string, played: string) =>
      `${player} to move. You played ${played} here: find a better move.`,
    checking: (move: string) => `${move}: checking it as the review would…`,
    best: (move: string) => `Right: ${move} is the move the review found.`,
    good: (move: string) => `Good: ${move} is as good as the review’s move.`,
    worse: (move: string, judgement: string) =>
      `${move} is still ${judgement}. Try again, or show the better move.`,
    shown: (best: string, played: string) =>
      `The review’s better move was ${best}, in place of ${played}.`,
    checkFailed: (why: string) => `The move could not be checked: ${why}`,
  },
};
