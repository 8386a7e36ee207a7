export const GAMES = ['abacus', 'abalone'] as const;
export type Game = (typeof GAMES)[number];

export const PLAYERS = ['black', 'white'] as const;
export type Player = (typeof PLAYERS)[number];

/** Cell contents as stored in a position's `cells` array. */
export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;
export type Colour = typeof BLACK | typeof WHITE;

export const playerOf = (colour: Colour): Player => (colour === BLACK ? 'black' : 'white');
export const opponent = (colour: Colour): Colour => (colour === BLACK ? WHITE : BLACK);
export const otherPlayer = (player: Player): Player => (player === 'black' ? 'white' : 'black');

export const isGame = (text: string): text is Game => (GAMES as readonly string[]).includes(text);

export const OUTCOME_REASONS = [
  'full-board',
  'target',
  'repetition',
  'no-moves',
  'resignation',
  'agreement',
  'time',
] as const;
export type OutcomeReason = (typeof OUTCOME_REASONS)[number];

/** How a game ended. `winner` is undefined for a draw. */
export interface Outcome {
  readonly winner: Player | undefined;
  readonly reason: OutcomeReason;
}

/** Moves are numbers whose encoding belongs to each game's module. */
export type Move = number;

/** The one shape of every parse error: a stable code for programs, a precise message for people. */
export interface ParseError<C extends string = string> {
  readonly code: C;
  readonly message: string;
}
