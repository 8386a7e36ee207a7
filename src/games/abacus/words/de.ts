import type { Player } from '../../../engine';
import type { AbacusWords } from './en';

const side = (p: Player): string => (p === 'black' ? 'Schwarz' : 'Weiß');

export const de: AbacusWords = {
  title: 'Abakus',
  piece: { black: 'schwarzer Stein', white: 'weißer Stein' },
  pieces: { black: 'schwarze Steine', white: 'weiße Steine' },
  counted: (n) => (n === 1 ? 'Stein' : 'Steine'),
  strength: {
    easy: 'Leicht: etwa so stark wie jemand, der die Regeln gerade gelernt hat. Gewinnt weniger als die Hälfte der Partien gegen einen Spieler, der einfach den besten Zug auf den ersten Blick nimmt.',
    medium:
      'Mittel: etwa so stark wie ein Gelegenheitsspieler, der zwei Züge vorausdenkt. Schlägt einen Spieler, der nur auf den ersten Blick zieht, in 4 von 5 Partien.',
    hard: 'Schwer: etwa so stark wie ein erfahrener Spieler, der mehrere Züge vorausrechnet, und fehlerlos, sobald sechs Felder frei sind. Mittel gewinnt kaum je dagegen.',
    expert:
      'Experte: Schwer mit fünfmal so viel Bedenkzeit, denkt auch während deiner Züge und spielt fehlerlos, sobald acht Felder frei sind. Schlägt Schwer in etwa 3 von 4 Partien.',
  },
  figures: {
    'count-black': 'Schwarze Steine',
    'count-white': 'Weiße Steine',
    'count-empty': 'Leere Felder',
  },
  boardSettings: {
    slideMarks: 'Ziehbare Steine markieren',
    groupSizes: 'Gruppengrößen zeigen',
  },
  movable: 'kann ziehen',
  input: {
    tooSmall: (size) =>
      `Dieser Stein kann nicht ziehen: Er gehört zu einer Gruppe aus ${size}, und nur Gruppen aus 3 oder mehr Steinen können ziehen.`,
    surrounded: 'Dieser Stein kann nicht ziehen: Alle Nachbarfelder sind besetzt.',
    notSmaller: (size) =>
      `Dieser Stein kann nicht ziehen: Ein Zug muss ihn in einer Gruppe aus mindestens 2 Steinen abstellen, die kleiner ist als seine Gruppe aus ${size}.`,
    notThere: (why) => `Dieser Stein kann nicht dorthin ziehen: ${why}.`,
  },
  speech: {
    place: (p, cell) => `${side(p)} setzt einen Stein auf ${cell}`,
    slide: (p, from, to) => `${side(p)} zieht von ${from} nach ${to}`,
  },
  outcome: {
    fullBoard: (black, white, pieces) =>
      `Das Brett ist voll: Schwarz hat ${black} ${pieces}, Weiß ${white}. Wer weniger ${pieces} hat, gewinnt.`,
  },
};
