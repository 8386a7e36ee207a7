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
  /** Whether it thinks on the person's time too (protocol.ts: the `ponder` request). */
  readonly ponder: boolean;
}

export const LEVEL_SETTINGS: Readonly<Record<Level, LevelSettings>> = {
  easy: {
    timeMs: 300,
    maxDepth: 1,
    temperature: 0.2,
    ponder: false,
  },
  medium: {
    timeMs: 500,
    maxDepth: 3,
    temperature: 0.06,
    ponder: false,
  },
  hard: {
    timeMs: 1000,
    maxDepth: 64,
    temperature: 0,
    ponder: false,
  },
  expert: {
    timeMs: 5000,
    maxDepth: 64,
    temperature: 0,
    ponder: true,
  },
};
