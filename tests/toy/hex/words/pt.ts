import type { HexWords } from './en';

export const pt: HexWords = {
  title: 'Hex',
  piece: { black: 'pedra preta', white: 'pedra branca' },
  pieces: { black: 'pedras pretas', white: 'pedras brancas' },
  counted: (n) => (n === 1 ? 'pedra' : 'pedras'),
  strength: {
    easy: 'Fácil: joga qualquer pedra que ligue de imediato, senão a primeira que encontra.',
    medium: 'Médio: procura um pouco mais longe uma pedra que ligue.',
    hard: 'Difícil: procura ainda mais longe e trava uma corrente prestes a ligar.',
    expert: 'Especialista: o Difícil com mais tempo.',
  },
  boardSettings: { markPlaces: 'Marcar as casas onde pode colocar' },
  figures: {},
  speech: {
    place: (player, cell) =>
      `${player === 'black' ? 'As pretas' : 'As brancas'} colocam uma pedra em ${cell}`,
  },
  reason: { placed: (empty) => `restam ${empty} casas vazias` },
  outcome: { joined: (winner) => `${winner} liga os lados` },
};
