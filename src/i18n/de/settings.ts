import type { Player } from '../../engine';
import type { Messages } from '../en';

const side = (p: Player): string => (p === 'black' ? 'Schwarz' : 'Weiß');
const other = (p: Player): string => (p === 'black' ? 'weiße' : 'schwarze');
const marbles = (n: number, p: Player): string =>
  n === 1 ? `eine ${other(p)} Kugel` : `${n === 2 ? 'zwei' : n} ${other(p)} Kugeln`;

export const settings: Messages['settings'] = {
  open: 'Einstellungen',
  openTitle: 'Farbschema, Sprache, Ton und was das Brett zeigt',
  title: 'Einstellungen',
  close: 'Schließen',
  app: 'Überall',
  board: 'Dieses Brett',
  boardOpen: 'Brett-Einstellungen…',
  boardNote:
    'Neue Partien übernehmen diese Wahl; eine Partie aus „Partien“ bringt ihre eigene mit.',
  theme: 'Farbschema',
  themes: { system: 'Wie das System', light: 'Hell', dark: 'Dunkel' },
  language: 'Sprache',
  sound: 'Ton',
  soundNote: 'Kurze Töne für Züge, Schübe und das Ende der Partie.',
  animation: 'Züge animieren',
  animationNote: 'Dein System wünscht weniger Bewegung, daher werden Züge nicht animiert.',
  coordinates: 'Koordinaten',
  announce: {
    move: (number, notation, words, computer) =>
      `${computer ? 'Computer, ' : ''}Zug ${number}, ${notation}: ${words}.`,
    takenBack: (count) =>
      count === 1 ? 'Ein Zug zurückgenommen.' : `${count} Züge zurückgenommen.`,
    result: (title, reason) => `${title}: ${reason}`,
  },
  abacus: {
    place: (p, cell) => `${side(p)} setzt einen Stein auf ${cell}`,
    slide: (p, from, to) => `${side(p)} zieht von ${from} nach ${to}`,
  },
  abalone: {
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
};
