import type { HexWords } from './en';

export const de: HexWords = {
  title: 'Hex',
  piece: { black: 'schwarzer Stein', white: 'weißer Stein' },
  pieces: { black: 'schwarze Steine', white: 'weiße Steine' },
  counted: (n) => (n === 1 ? 'Stein' : 'Steine'),
  strength: {
    easy: 'Leicht: setzt jeden Stein, der sofort verbindet, sonst den ersten, den es findet.',
    medium: 'Mittel: sucht etwas weiter nach einem verbindenden Stein.',
    hard: 'Schwer: sucht noch weiter und hält eine Kette auf, die bald verbindet.',
    expert: 'Experte: Schwer mit mehr Zeit.',
  },
  boardSettings: { markPlaces: 'Felder zeigen, auf die du setzen darfst' },
  figures: {},
  speech: {
    place: (player, cell) =>
      `${player === 'black' ? 'Schwarz' : 'Weiß'} setzt einen Stein auf ${cell}`,
  },
  reason: { placed: (empty) => `noch ${empty} leere Felder` },
  outcome: { joined: (winner) => `${winner} verbindet die Seiten` },
};
