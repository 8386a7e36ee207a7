import type { HexWords } from './en';

export const it: HexWords = {
  title: 'Hex',
  piece: { black: 'pietra nera', white: 'pietra bianca' },
  pieces: { black: 'pietre nere', white: 'pietre bianche' },
  counted: (n) => (n === 1 ? 'pietra' : 'pietre'),
  strength: {
    easy: 'Facile: gioca ogni pietra che unisce subito, altrimenti la prima che trova.',
    medium: 'Medio: cerca un po’ più lontano una pietra che unisca.',
    hard: 'Difficile: cerca ancora più lontano e ferma una catena che sta per unire.',
    expert: 'Esperto: il Difficile con più tempo.',
  },
  boardSettings: { markPlaces: 'Segna le caselle dove puoi mettere' },
  figures: {},
  speech: {
    place: (player, cell) =>
      `${player === 'black' ? 'Il Nero' : 'Il Bianco'} mette una pietra su ${cell}`,
  },
  reason: { placed: (empty) => `restano ${empty} caselle vuote` },
  outcome: { joined: (winner) => `${winner} unisce i lati` },
};
