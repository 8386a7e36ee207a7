import type { Messages } from '../en';

export const games: Messages['games'] = {
  abacus: {
    title: 'Abaco',
    piece: { black: 'pietra nera', white: 'pietra bianca' },
    pieces: { black: 'pietre nere', white: 'pietre bianche' },
    counted: (n) => (n === 1 ? 'pietra' : 'pietre'),
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
  },
  abalone: {
    title: 'Abalone',
    piece: { black: 'biglia nera', white: 'biglia bianca' },
    pieces: { black: 'biglie nere', white: 'biglie bianche' },
    counted: (n) => (n === 1 ? 'biglia' : 'biglie'),
    figures: {
      'off-by-black': 'Spinte fuori dal Nero',
      'off-by-white': 'Spinte fuori dal Bianco',
    },
    input: {
      offBoard: (n) =>
        `${n === 1 ? 'Questa biglia non può muoversi' : 'Queste biglie non possono muoversi'} in quella direzione: nessuna biglia può essere spostata fuori dal campo.`,
      ownInWay: (n, cell) =>
        `${n === 1 ? 'Questa biglia non può muoversi' : 'Queste biglie non possono muoversi'} in quella direzione: una tua biglia su ${cell} sbarra la strada.`,
      blocked: (n) =>
        `${n === 1 ? 'Questa biglia non può muoversi' : 'Queste biglie non possono muoversi'} in quella direzione.`,
      blockedBecause: (n, why) =>
        `${n === 1 ? 'Questa biglia non può muoversi' : 'Queste biglie non possono muoversi'} in quella direzione: ${why}.`,
      noMove: (n) =>
        n === 1
          ? 'Questa biglia non ha mosse regolari.'
          : 'Queste biglie non hanno mosse regolari insieme.',
      straight: 'Trascina in linea retta dalle biglie selezionate, lungo una delle sei direzioni.',
    },
  },
};
