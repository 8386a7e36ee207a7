import type { Player } from '../../../engine';
import type { AbacusWords } from './en';

const side = (p: Player): string => (p === 'black' ? 'Il Nero' : 'Il Bianco');

export const it: AbacusWords = {
  title: 'Abaco',
  piece: { black: 'pietra nera', white: 'pietra bianca' },
  pieces: { black: 'pietre nere', white: 'pietre bianche' },
  counted: (n) => (n === 1 ? 'pietra' : 'pietre'),
  strength: {
    easy: 'Facile: forte più o meno come chi ha appena imparato le regole. Perde più partite di quante ne vinca contro un giocatore che sceglie semplicemente la mossa che sembra migliore.',
    medium:
      'Medio: forte più o meno come un giocatore occasionale che pensa due mosse avanti. Batte chi sceglie solo la mossa che sembra migliore 4 partite su 5.',
    hard: 'Difficile: forte più o meno come un giocatore esperto che calcola diverse mosse avanti, e perfetto quando restano sei caselle vuote. Il Medio non lo batte quasi mai.',
    expert:
      'Esperto: il Difficile con cinque volte il tempo, che pensa anche durante le tue mosse ed è perfetto quando restano otto caselle vuote. Batte il Difficile circa 3 partite su 4.',
  },
  figures: {
    'count-black': 'Pietre nere',
    'count-white': 'Pietre bianche',
    'count-empty': 'Caselle vuote',
  },
  boardSettings: {
    slideMarks: 'Segna le pietre che possono muoversi',
    groupSizes: 'Mostra la grandezza dei gruppi',
  },
  movable: 'può muoversi',
  input: {
    tooSmall: (size) =>
      `Questa pietra non può muoversi: fa parte di un gruppo di ${size}, e solo i gruppi di 3 o più possono muoversi.`,
    surrounded: 'Questa pietra non può muoversi: tutte le caselle vicine sono occupate.',
    notSmaller: (size) =>
      `Questa pietra non può muoversi: lo spostamento deve lasciarla in un gruppo di almeno 2, più piccolo del suo gruppo di ${size}.`,
    notThere: (why) => `Questa pietra non può muoversi lì: ${why}.`,
  },
  speech: {
    place: (p, cell) => `${side(p)} piazza una pietra in ${cell}`,
    slide: (p, from, to) => `${side(p)} sposta ${from} in ${to}`,
  },
  outcome: {
    fullBoard: (black, white, pieces) =>
      `Il tavoliere è pieno: il Nero ha ${black} ${pieces}, il Bianco ${white}. Vince chi ha meno ${pieces}.`,
  },
};
