import type { Player } from '../../../engine';
import type { AbacusWords } from './en';

const side = (p: Player): string => (p === 'black' ? 'Il Nero' : 'Il Bianco');

export const it: AbacusWords = {
  title: 'Abaco',
  piece: { black: 'pietra nera', white: 'pietra bianca' },
  pieces: { black: 'pietre nere', white: 'pietre bianche' },
  counted: (n) => (n === 1 ? 'pietra' : 'pietre'),
  strength: {
    easy: 'Facile: forte come chi ha appena imparato le regole; perde più spesso che no contro chi pensa una mossa avanti.',
    medium:
      'Medio: forte come un giocatore occasionale; batte chi pensa una mossa avanti circa 9 partite su 10.',
    hard: 'Difficile: forte come un giocatore esperto, e perfetto nelle ultime caselle vuote; il Medio non vince quasi mai.',
    expert:
      'Esperto: il Difficile con cinque volte il tempo, che pensa anche nel tuo turno, perfetto ancora un po’ prima; batte il Difficile 7 partite su 8.',
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
  reason: {
    slide: (p, group, formed) =>
      `La pietra ${p === 'black' ? 'del Nero' : 'del Bianco'} lascia il suo gruppo di ${group} e ne forma uno di ${formed}: una mossa che non aggiunge pietre`,
    place: (p, group, shown) =>
      group === 1
        ? `${side(p)} aggiunge una pietra, isolata`
        : `${side(p)} aggiunge una pietra e forma un gruppo di ${shown}`,
    tally: (black, white, empty, shown) =>
      `ora il Nero ha ${black}, il Bianco ${white} e ${empty === 1 ? 'resta' : 'restano'} ${shown} ${empty === 1 ? 'casella vuota' : 'caselle vuote'}`,
  },
  blunder: 'Così butti via una vittoria dimostrata: dopo questa mossa l’altra parte può vincere.',
  outcome: {
    fullBoard: (black, white, pieces) =>
      `Il tavoliere è pieno: il Nero ha ${black} ${pieces}, il Bianco ${white}. Vince chi ha meno ${pieces}.`,
  },
};
