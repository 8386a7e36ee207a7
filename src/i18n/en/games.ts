import type { Game, Player } from '../../engine';

/** The words every game has, which shared code uses without knowing the game. */
export interface GameWords {
  readonly title: string;
  /** One piece of each colour, as a cell names it. */
  readonly piece: Readonly<Record<Player, string>>;
  /** Each colour's pieces together, as in "black marbles to move". */
  readonly pieces: Readonly<Record<Player, string>>;
  /** The noun after a number of pieces. */
  readonly counted: (n: number) => string;
  /** What the status panel calls each figure the game reports (`StatusFigure.key`). */
  readonly figures: Readonly<Record<string, string>>;
  /** The label of each board setting the game offers (`GameModule.boardSettings`), by key. */
  readonly boardSettings?: Readonly<Record<string, string>>;
  /** What a cell says of a piece the side to move can move, where the board marks them. */
  readonly movable?: string;
}

/**
 * Each game's own words, keyed by game. Besides the shared ones, a game keeps the words
 * of its input model (`src/games/<game>/input.ts`), which only that model reads.
 */
export const games = {
  abacus: {
    title: 'Abacus',
    piece: { black: 'black stone', white: 'white stone' },
    pieces: { black: 'black stones', white: 'white stones' },
    counted: (n: number): string => (n === 1 ? 'stone' : 'stones'),
    figures: {
      'count-black': 'Black stones',
      'count-white': 'White stones',
      'count-empty': 'Empty cells',
    },
    boardSettings: {
      slideMarks: 'Mark stones that can slide',
      groupSizes: 'Show group sizes',
    },
    movable: 'can slide',
    input: {
      tooSmall: (size: string) =>
        `This stone cannot slide: it is in a group of ${size}, and only groups of 3 or more can slide.`,
      surrounded: 'This stone cannot slide: every cell next to it is taken.',
      notSmaller: (size: string) =>
        `This stone cannot slide: a slide must leave it in a group of at least 2 smaller than its group of ${size}.`,
      notThere: (why: string) => `This stone cannot slide there: ${why}.`,
    },
  },
  abalone: {
    title: 'Abalone',
    piece: { black: 'black marble', white: 'white marble' },
    pieces: { black: 'black marbles', white: 'white marbles' },
    counted: (n: number): string => (n === 1 ? 'marble' : 'marbles'),
    figures: {
      'off-by-black': 'Pushed off by Black',
      'off-by-white': 'Pushed off by White',
    },
    input: {
      /** `n`: how many marbles are selected. */
      offBoard: (n: number) =>
        `${n === 1 ? 'This marble' : 'These marbles'} cannot move that way: a marble may not be moved off the board.`,
      ownInWay: (n: number, cell: string) =>
        `${n === 1 ? 'This marble' : 'These marbles'} cannot move that way: your own marble on ${cell} is in the way.`,
      blocked: (n: number) => `${n === 1 ? 'This marble' : 'These marbles'} cannot move that way.`,
      blockedBecause: (n: number, why: string) =>
        `${n === 1 ? 'This marble' : 'These marbles'} cannot move that way: ${why}.`,
      noMove: (n: number): string =>
        n === 1 ? 'This marble has no legal move.' : 'These marbles have no legal move together.',
      straight:
        'Drag in a straight line from the selected marbles, along one of the six directions.',
    },
  },
} satisfies Record<Game, GameWords & { readonly [more: string]: unknown }>;
