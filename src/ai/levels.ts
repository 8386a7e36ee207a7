/**
 * Playing levels. Each is a time budget and a depth cap; the two lower ones also choose
 * among the root moves with seeded softmax noise over their scores, so they make the
 * mistakes a person makes (a slightly worse move, a missed two-move tactic) rather than
 * random ones: a move that loses a marble or a stone is chosen only rarely.
 */
export const LEVELS = ['easy', 'medium', 'hard', 'expert'] as const;
export type Level = (typeof LEVELS)[number];

export const isLevel = (text: string): text is Level =>
  (LEVELS as readonly string[]).includes(text);

export interface LevelSettings {
  readonly timeMs: number;
  /** Nominal depth cap in plies. */
  readonly maxDepth: number;
  /**
   * Softmax temperature over root scores, in units of one marble (Abalone) or one stone
   * (Abacus); 0 always plays the best-scoring move.
   */
  readonly temperature: number;
  /**
   * Abacus: try an exact solve once at most this many empty cells remain (0: never). It
   * gets half the move's budget; if that runs out, the ordinary search decides. Slides
   * keep an ending alive long after the cells run low, and Abacus move generation is
   * costly (group labelling), so exact solves on n=5 are within reach only for the last
   * few empty cells.
   */
  readonly solveEmpties: number;
  /**
   * Abacus: on boards the solver plays whole (n=3: solved, White wins), try the exact
   * solve from the first move on, whatever the number of empty cells.
   */
  readonly solveWhole: boolean;
  /** Whether it thinks on the person's time too (protocol.ts: the `ponder` request). */
  readonly ponder: boolean;
}

export const LEVEL_SETTINGS: Readonly<Record<Level, LevelSettings>> = {
  easy: {
    timeMs: 300,
    maxDepth: 1,
    temperature: 0.2,
    solveEmpties: 0,
    solveWhole: false,
    ponder: false,
  },
  medium: {
    timeMs: 500,
    maxDepth: 3,
    temperature: 0.06,
    solveEmpties: 3,
    solveWhole: false,
    ponder: false,
  },
  hard: {
    timeMs: 1000,
    maxDepth: 64,
    temperature: 0,
    solveEmpties: 6,
    solveWhole: false,
    ponder: false,
  },
  expert: {
    timeMs: 5000,
    maxDepth: 64,
    temperature: 0,
    solveEmpties: 8,
    solveWhole: true,
    ponder: true,
  },
};
