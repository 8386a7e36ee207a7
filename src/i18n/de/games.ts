import type { Messages } from '../en';

export const games: Messages['games'] = {
  abacus: {
    title: 'Abakus',
    piece: { black: 'schwarzer Stein', white: 'weißer Stein' },
    pieces: { black: 'schwarze Steine', white: 'weiße Steine' },
    counted: (n) => (n === 1 ? 'Stein' : 'Steine'),
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
  },
  abalone: {
    title: 'Abalone',
    piece: { black: 'schwarze Kugel', white: 'weiße Kugel' },
    pieces: { black: 'schwarze Kugeln', white: 'weiße Kugeln' },
    counted: (n) => (n === 1 ? 'Kugel' : 'Kugeln'),
    figures: {
      'off-by-black': 'Von Schwarz hinausgeschoben',
      'off-by-white': 'Von Weiß hinausgeschoben',
    },
    input: {
      offBoard: (n) =>
        `${n === 1 ? 'Diese Kugel kann' : 'Diese Kugeln können'} nicht in diese Richtung: Eine Kugel darf nicht vom Brett gezogen werden.`,
      ownInWay: (n, cell) =>
        `${n === 1 ? 'Diese Kugel kann' : 'Diese Kugeln können'} nicht in diese Richtung: Deine eigene Kugel auf ${cell} steht im Weg.`,
      blocked: (n) =>
        `${n === 1 ? 'Diese Kugel kann' : 'Diese Kugeln können'} nicht in diese Richtung.`,
      blockedBecause: (n, why) =>
        `${n === 1 ? 'Diese Kugel kann' : 'Diese Kugeln können'} nicht in diese Richtung: ${why}.`,
      noMove: (n) =>
        n === 1
          ? 'Diese Kugel hat keinen erlaubten Zug.'
          : 'Diese Kugeln haben zusammen keinen erlaubten Zug.',
      straight:
        'Ziehe in gerader Linie von den ausgewählten Kugeln aus, in eine der sechs Richtungen.',
    },
  },
};
