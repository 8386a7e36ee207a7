export const GAMES = ['abacus', 'abalone'] as const;
export type Game = (typeof GAMES)[number];

export const PLAYERS = ['black', 'white'] as const;
export type Player = (typeof PLAYERS)[number];

/** Cell contents as stored in a position's `cells` array. */
export const EMPTY = 0;
export const BLACK = 1;
export const WHITE = 2;
export type Colour = typeof BLACK | typeof WHITE;

export const colourOf = (player: Player): Colour => (player === 'black' ? BLACK : WHITE);
export const playerOf = (colour: Colour): Player => (colour === BLACK ? 'black' : 'white');
export const opponent = (colour: Colour): Colour => (3 - colour) as Colour;

export const isGame = (text: string): text is Game => (GAMES as readonly string[]).includes(text);

/** Board sizes (cells per side) each game is offered on. */
export const SIZES: Record<Game, readonly number[]> = {
  abacus: [3, 4, 5, 6, 7, 8],
  abalone: [4, 5, 6, 7],
};
export const DEFAULT_SIZE: Record<Game, number> = { abacus: 5, abalone: 5 };

export const OUTCOME_REASONS = [
  'full-board',
  'target',
  'repetition',
  'no-moves',
  'resignation',
  'agreement',
] as const;
export type OutcomeReason = (typeof OUTCOME_REASONS)[number];

/** How a game ended. `winner` is undefined for a draw. */
export interface Outcome {
  readonly winner: Player | undefined;
  readonly reason: OutcomeReason;
}
