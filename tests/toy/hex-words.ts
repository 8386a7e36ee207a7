import type { WordsTable } from '../../src/games/module';

/** The toy's words, the shape a game keeps in its `words/` folder. */
const en = {
  title: 'Hex',
  piece: { black: 'black stone', white: 'white stone' },
  pieces: { black: 'black stones', white: 'white stones' },
  counted: (n: number): string => (n === 1 ? 'stone' : 'stones'),
  figures: {},
  speech: {
    place: (player: string, cell: string) => `${player} places a stone on ${cell}`,
  },
  outcome: {
    joined: (winner: string) => `${winner} joins the sides`,
  },
};

export type HexWords = typeof en;

/** The toy is never shown to a reader: every language has its English words. */
export const HEX_WORDS: WordsTable<HexWords> = {
  en,
  de: async () => en,
  pt: async () => en,
  it: async () => en,
};
