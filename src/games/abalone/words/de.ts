import type { Player } from '../../../engine';
import type { AbaloneWords } from './en';

const side = (p: Player): string => (p === 'black' ? 'Schwarz' : 'Weiß');
const other = (p: Player): string => (p === 'black' ? 'weiße' : 'schwarze');
const opponent = (p: Player): Player => (p === 'black' ? 'white' : 'black');
const own = (p: Player): string => (p === 'black' ? 'schwarze' : 'weiße');
const marbles = (n: number, p: Player): string =>
  n === 1 ? `eine ${other(p)} Kugel` : `${n === 2 ? 'zwei' : n} ${other(p)} Kugeln`;

export const de: AbaloneWords = {
  title: 'Abalone',
  layouts: {
    standard: 'Standard',
    belgian: 'Belgisches Gänseblümchen',
    german: 'Deutsches Gänseblümchen',
    dutch: 'Holländisches Gänseblümchen',
    swiss: 'Schweizer Gänseblümchen',
    domination: 'Domination',
    alien_attack: 'Alien-Angriff',
    the_wall: 'Die Mauer',
    face_to_face: 'Auge in Auge',
    fujiyama: 'Fudschijama',
    star: 'Stern',
    duel: 'Duell',
    checkerboard: 'Schachbrett',
  },
  piece: { black: 'schwarze Kugel', white: 'weiße Kugel' },
  pieces: { black: 'schwarze Kugeln', white: 'weiße Kugeln' },
  counted: (n) => (n === 1 ? 'Kugel' : 'Kugeln'),
  strength: {
    easy: 'Leicht: etwa so stark wie jemand, der gerade die Regeln gelernt hat; verliert meist gegen einen, der einen Zug vorausschaut.',
    medium:
      'Mittel: etwa so stark wie ein Gelegenheitsspieler; schlägt einen, der einen Zug vorausschaut, in 19 von 20 Partien.',
    hard: 'Schwer: etwa so stark wie ein erfahrener Spieler, der mehrere Züge vorausrechnet; Mittel gewinnt kaum je.',
    expert:
      'Experte: Schwer mit fünfmal so viel Zeit, denkt auch in deiner Bedenkzeit; schlägt Schwer in 5 von 6 Partien.',
  },
  boardSettings: {},
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
  speech: {
    step: (p, from, to) => `${side(p)} zieht von ${from} nach ${to}`,
    inline: (p, cells, to) => `${side(p)} zieht ${cells} in Linie nach ${to}`,
    broadside: (p, cells, to) => `${side(p)} zieht ${cells} seitwärts nach ${to}`,
    push: (p, cells, to, pushed) =>
      `${side(p)} schiebt ${cells} nach ${to} und verschiebt ${marbles(pushed, p)}`,
    eject: (p, cells, to, pushed) =>
      pushed === 1
        ? `${side(p)} schiebt ${cells} nach ${to}, eine ${other(p)} Kugel fliegt hinaus`
        : `${side(p)} schiebt ${cells} nach ${to} und verschiebt ${marbles(pushed, p)}, eine davon fliegt hinaus`,
  },
  reason: {
    ejected: (p, off, target, left, shown) =>
      left <= 0
        ? `${side(p)} hat ${off} von ${target} Kugeln hinausgeschoben: die Partie ist gewonnen`
        : `${side(p)} hat ${off} von ${target} Kugeln hinausgeschoben: noch ${shown} bis zum Sieg`,
    pushed: (p, n) =>
      `${side(p)} ist in der Linie in der Überzahl und schiebt ${marbles(n, p)} zurück`,
    safe: (p) => `Keine ${own(p)} Kugel kann jetzt hinausgeschoben werden`,
    threatened: (p) => `${side(opponent(p))} kann jetzt eine ${own(p)} Kugel hinausschieben`,
  },
  blunder: 'Nach diesem Zug kann eine deiner Kugeln hinausgeschoben werden.',
  outcome: {
    target: (winner, value, of, pieces) =>
      `${winner} hat ${value} von ${of} ${pieces} vom Brett geschoben.`,
  },
};
