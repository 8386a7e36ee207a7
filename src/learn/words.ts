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

/** A tutorial step in words; `onTouch` replaces `text` on a touch screen, where clicks are taps. */
export interface StepWords {
  readonly title: string;
  readonly text: string;
  readonly onTouch?: string;
  readonly done: string;
}

/** A tutorial in words: what it is, and each step by id. */
export interface TutorialWords {
  /** What the tutorial is, above each step. */
  readonly intro: string;
  readonly steps: Readonly<Record<string, StepWords>>;
}

/**
 * A game's rules page and tutorial in one language, by the ids of its sections, diagrams
 * and steps. The game keeps them in its folder and loads them with its Learn pages.
 */
export interface LearnWords {
  readonly sections: Readonly<Record<string, SectionWords>>;
  readonly diagrams: Readonly<Record<string, DiagramWords>>;
  readonly tutorial?: TutorialWords;
}
