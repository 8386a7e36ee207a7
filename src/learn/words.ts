/** A rules-page section in words: its heading and paragraphs. */
export interface SectionWords {
  readonly title: string;
  readonly body: readonly string[];
}

/** A diagram in words: its title, what it shows, and what its move did, where it has one. */
export interface DiagramWords {
  readonly title: string;
  readonly text: string;
  readonly done?: string;
}

/**
 * A tutorial step in words; `onTouch` replaces `text` on a touch screen, where clicks are
 * taps. A title says what to do; `other` answers a legal move of another kind than the
 * step asks for, saying again what it asks, since a step shows no one move to copy.
 */
export interface StepWords {
  readonly title: string;
  readonly text: string;
  readonly onTouch?: string;
  readonly done: string;
  readonly other: string;
}

/** A tutorial in words: what it is, and each step by id. */
export interface TutorialWords {
  /** What the tutorial is, above each step. */
  readonly intro: string;
  readonly steps: Readonly<Record<string, StepWords>>;
}

/** The words of a rules page's self-play statistics (`SelfPlayStats`), where the game has them. */
export interface SelfPlayWords {
  readonly caption: string;
  readonly size: string;
  readonly games: string;
  readonly firstWins: string;
  readonly secondWins: string;
  readonly score: string;
  /** The first player's score and its 95% interval, as percentages written already. */
  readonly scoreOf: (score: string, low: string, high: string) => string;
  readonly lengths: string;
  /** The games' lengths in plies: the shortest, the quartiles and the longest. */
  readonly lengthsOf: (min: string, q1: string, median: string, q3: string, max: string) => string;
  /** A histogram's name, for the board of side `size`. */
  readonly histogram: (size: string) => string;
  /** One bar of it: `count` games of `from` to `to` plies. */
  readonly bar: (from: string, to: string, count: string) => string;
  /** How the games were played: Hard's search at `nodes` a move. */
  readonly method: (nodes: string) => string;
  /** Where they started: distinct openings of `plies` plies, on the boards of these sides. */
  readonly openings: (plies: string, sizes: string) => string;
}

/**
 * A game's rules page and tutorial in one language, by the ids of its sections, diagrams
 * and steps. The game keeps them in its folder and loads them with its Learn pages.
 */
export interface LearnWords {
  readonly sections: Readonly<Record<string, SectionWords>>;
  readonly diagrams: Readonly<Record<string, DiagramWords>>;
  readonly tutorial?: TutorialWords;
  readonly selfPlay?: SelfPlayWords;
}
