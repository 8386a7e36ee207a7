import type { Player } from '../../../../src/engine';

/** The toy's words, the shape a game keeps in its `words/` folder; the reference of the other languages. */
export const en = {
  title: 'Hex',
  piece: { black: 'black stone', white: 'white stone' },
  pieces: { black: 'black stones', white: 'white stones' },
  counted: (n: number): string => (n === 1 ? 'stone' : 'stones'),
  strength: {
    easy: 'Easy: plays any stone that joins at once, and otherwise the first it finds.',
    medium: 'Medium: looks a little further for a stone that joins.',
    hard: 'Hard: looks further still, and stops a chain about to join.',
    expert: 'Expert: Hard with more time.',
  },
  boardSettings: { markPlaces: 'Mark the cells you may place on' },
  figures: {},
  speech: {
    place: (player: Player, cell: string) =>
      `${player === 'black' ? 'Black' : 'White'} places a stone on ${cell}`,
  },
  reason: {
    /** `empty`: the cells left empty after the move. */
    placed: (empty: string) => `${empty} cells left empty`,
  },
  outcome: {
    joined: (winner: string) => `${winner} joins the sides`,
  },
};

export type HexWords = typeof en;
