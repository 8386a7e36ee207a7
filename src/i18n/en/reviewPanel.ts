/**
 * The review panel's words: its progress, graph, summary and "learn from your mistakes".
 * Loaded with the panel (`../reviewPanel.ts`), not with the page.
 */
export const reviewPanel = {
  title: 'Review',
  close: 'Close review',
  quick: 'Quick review',
  deep: 'Deep review',
  progress: 'Reviewing the game',
  progressText: (done: string, total: string) => `Position ${done} of ${total}`,
  /** The mistakes and blunders a quick review found, each searched again as deep does. */
  recheckText: (done: string, total: string) =>
    `Checking the mistakes more deeply: ${done} of ${total}`,
  cancel: 'Cancel review',
  cancelled: 'The review was cancelled: the moves keep the notes they had.',
  changed: 'The game changed during the review.',
  failed: (why: string) => `The review stopped: ${why}`,
  /** The graph's axes and legend: up is Black's winning chance, along it the moves. */
  axis: {
    black: 'Black winning',
    even: 'Even',
    white: 'White winning',
    moves: 'Move',
    chance: 'Black’s winning chance',
  },
  graph: 'Evaluation after each move; choose a point to go to that move',
  /** A point of the graph: the move, its mover, its evaluation and its judgement if any. */
  point: (move: string, player: string, score: string) => `${move}, ${player}: ${score}`,
  counts: { inaccuracy: 'Inaccuracies', mistake: 'Mistakes', blunder: 'Blunders' },
  better: (played: string, move: string) => `Better than ${played}: ${move}`,
  /** The evaluation (Black's side) before the judged move, with best play, and after it. */
  swing: (before: string, after: string) => `(evaluation ${before} → ${after})`,
  /** The better move in words, as the announcer says a move. */
  bestSaid: (said: string) => `Best: ${said}.`,
  /** The list of judged moves, each going to its move. */
  judged: 'Judged moves',
  judgedNone: 'No move was judged an inaccuracy or worse.',
  judgedMove: (move: string, player: string, judgement: string) =>
    `${move} ${player}: ${judgement}`,
  /**
   * The phone sheet's button, its state said by aria-expanded: all of the review, or only
   * the graph, the current mark and the buttons.
   */
  expand: 'More',
  collapse: 'Less',
  accuracy: 'Accuracy',
  summary: 'Summary',
  learn: (player: string) => `Learn from ${player}'s mistakes`,
  learnStep: (n: string, of: string) => `Mistake ${n} of ${of}`,
  learnFind: (move: string) => `${move} was played here. Find a better move on the board.`,
  learnChecking: 'Checking your move…',
  learnGood: (move: string) => `${move} is good: as good as the best move, or nearly.`,
  learnSame: 'That is the move played in the game. Try another.',
  /** `amount` already formatted; `unit` the counted noun, such as "marbles". */
  learnBad: (move: string, amount: string, unit: string) =>
    `${move} loses about ${amount} ${unit} against the best move.`,
  learnShown: (move: string) => `The best move was ${move}.`,
  retry: 'Try again',
  showBest: 'Show the best move',
  next: 'Next mistake',
  stop: 'Stop learning',
};

export type ReviewPanelWords = typeof reviewPanel;
