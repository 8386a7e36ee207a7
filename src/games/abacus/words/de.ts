import type { Player } from '../../../engine';
import type { AbacusWords } from './en';

const side = (p: Player): string => (p === 'black' ? 'Schwarz' : 'Weiß');

export const de: AbacusWords = {
  title: 'Abakus',
  piece: { black: 'schwarzer Stein', white: 'weißer Stein' },
  pieces: { black: 'schwarze Steine', white: 'weiße Steine' },
  counted: (n) => (n === 1 ? 'Stein' : 'Steine'),
  strength: {
    easy: 'Leicht: etwa so stark wie jemand, der gerade die Regeln gelernt hat; verliert öfter gegen einen, der einen Zug vorausschaut.',
    medium:
      'Mittel: etwa so stark wie ein Gelegenheitsspieler; schlägt einen, der einen Zug vorausschaut, in etwa 9 von 10 Partien.',
    hard: 'Schwer: etwa so stark wie ein erfahrener Spieler und fehlerlos auf den letzten freien Feldern; Mittel gewinnt kaum je.',
    expert:
      'Experte: Schwer mit fünfmal so viel Zeit, denkt auch in deiner Bedenkzeit, noch etwas früher fehlerlos; schlägt Schwer in 7 von 8 Partien.',
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
  reason: {
    slide: (p, group, formed) =>
      `Der Stein von ${side(p)} verlässt seine Gruppe aus ${group} und bildet eine aus ${formed}: ein Zug, der keinen Stein hinzufügt`,
    place: (p, group, shown) =>
      group === 1
        ? `${side(p)} setzt einen Stein, der allein steht`
        : `${side(p)} setzt einen Stein und bildet eine Gruppe aus ${shown}`,
    tally: (black, white, empty, shown) =>
      `jetzt hat Schwarz ${black}, Weiß ${white} und ${shown} ${empty === 1 ? 'Feld ist' : 'Felder sind'} leer`,
  },
  blunder: 'Damit verschenkst du einen bewiesenen Sieg: Danach kann die andere Seite gewinnen.',
  outcome: {
    fullBoard: (black, white, pieces) =>
      `Das Brett ist voll: Schwarz hat ${black} ${pieces}, Weiß ${white}. Wer weniger ${pieces} hat, gewinnt.`,
  },
};
