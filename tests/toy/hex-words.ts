import type { LearnWordsTable, WordsTable } from '../../src/games/module';
import type { Player } from '../../src/engine';
import type { LearnWords } from '../../src/learn/words';

/** The toy's words, the shape a game keeps in its `words/` folder. */
const en = {
  title: 'Hex',
  piece: { black: 'black stone', white: 'white stone' },
  pieces: { black: 'black stones', white: 'white stones' },
  counted: (n: number): string => (n === 1 ? 'stone' : 'stones'),
  figures: {},
  speech: {
    place: (player: Player, cell: string) =>
      `${player === 'black' ? 'Black' : 'White'} places a stone on ${cell}`,
  },
  outcome: {
    joined: (winner: string) => `${winner} joins the sides`,
  },
};

export type HexWords = typeof en;

const de: HexWords = {
  title: 'Hex',
  piece: { black: 'schwarzer Stein', white: 'weißer Stein' },
  pieces: { black: 'schwarze Steine', white: 'weiße Steine' },
  counted: (n) => (n === 1 ? 'Stein' : 'Steine'),
  figures: {},
  speech: {
    place: (player, cell) =>
      `${player === 'black' ? 'Schwarz' : 'Weiß'} setzt einen Stein auf ${cell}`,
  },
  outcome: { joined: (winner) => `${winner} verbindet die Seiten` },
};

const pt: HexWords = {
  title: 'Hex',
  piece: { black: 'pedra preta', white: 'pedra branca' },
  pieces: { black: 'pedras pretas', white: 'pedras brancas' },
  counted: (n) => (n === 1 ? 'pedra' : 'pedras'),
  figures: {},
  speech: {
    place: (player, cell) =>
      `${player === 'black' ? 'As pretas' : 'As brancas'} colocam uma pedra em ${cell}`,
  },
  outcome: { joined: (winner) => `${winner} liga os lados` },
};

const it: HexWords = {
  title: 'Hex',
  piece: { black: 'pietra nera', white: 'pietra bianca' },
  pieces: { black: 'pietre nere', white: 'pietre bianche' },
  counted: (n) => (n === 1 ? 'pietra' : 'pietre'),
  figures: {},
  speech: {
    place: (player, cell) =>
      `${player === 'black' ? 'Il Nero' : 'Il Bianco'} mette una pietra su ${cell}`,
  },
  outcome: { joined: (winner) => `${winner} unisce i lati` },
};

export const HEX_WORDS: WordsTable<HexWords> = {
  en,
  de: async () => de,
  pt: async () => pt,
  it: async () => it,
};

/** The toy's rules page: one section with one diagram, in each language. */
const learnWords = (title: string, body: string, diagram: string): LearnWords => ({
  sections: { 'hex-aim': { title, body: [body] } },
  diagrams: { 'hex-join': { title: diagram, text: body } },
});

export const HEX_LEARN_WORDS: LearnWordsTable<LearnWords> = {
  en: async () => learnWords('Joining sides', 'Join your two sides.', 'A chain'),
  de: async () => learnWords('Seiten verbinden', 'Verbinde deine zwei Seiten.', 'Eine Kette'),
  pt: async () => learnWords('Ligar os lados', 'Ligue os seus dois lados.', 'Uma corrente'),
  it: async () => learnWords('Unire i lati', 'Unisci i tuoi due lati.', 'Una catena'),
};
