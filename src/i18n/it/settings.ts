import type { Player } from '../../engine';
import type { Messages } from '../en';

const side = (p: Player): string => (p === 'black' ? 'Il Nero' : 'Il Bianco');
const other = (p: Player, n: number): string =>
  p === 'black' ? (n === 1 ? 'bianca' : 'bianche') : n === 1 ? 'nera' : 'nere';
const marbles = (n: number, p: Player): string =>
  n === 1 ? `una biglia ${other(p, 1)}` : `${n === 2 ? 'due' : n} biglie ${other(p, n)}`;

export const settings: Messages['settings'] = {
  open: 'Impostazioni',
  openTitle: 'Tema, lingua, suoni e ciò che mostra il tavoliere',
  title: 'Impostazioni',
  close: 'Chiudi',
  app: 'Ovunque',
  board: 'Questo tavoliere',
  boardOpen: 'Impostazioni del tavoliere…',
  boardNote:
    'Le nuove partite mantengono queste scelte; una partita aperta da Partite porta le sue.',
  theme: 'Tema',
  themes: { system: 'Come il sistema', light: 'Chiaro', dark: 'Scuro' },
  language: 'Lingua',
  sound: 'Suoni',
  soundNote: 'Suoni brevi per le mosse, le spinte e la fine della partita.',
  animation: 'Anima le mosse',
  animationNote: 'Il sistema chiede meno movimento, quindi le mosse non sono animate.',
  coordinates: 'Coordinate',
  announce: {
    move: (number, notation, words, computer) =>
      `${computer ? 'Computer, mossa' : 'Mossa'} ${number}, ${notation}: ${words}.`,
    takenBack: (count) => (count === 1 ? 'Una mossa annullata.' : `${count} mosse annullate.`),
    result: (title, reason) => `${title}: ${reason}`,
  },
  abacus: {
    place: (p, cell) => `${side(p)} piazza una pietra in ${cell}`,
    slide: (p, from, to) => `${side(p)} sposta ${from} in ${to}`,
  },
  abalone: {
    step: (p, from, to) => `${side(p)} sposta ${from} in ${to}`,
    inline: (p, cells, to) => `${side(p)} sposta ${cells} in linea verso ${to}`,
    broadside: (p, cells, to) => `${side(p)} sposta ${cells} lateralmente verso ${to}`,
    push: (p, cells, to, pushed) =>
      `${side(p)} spinge ${cells} verso ${to}, spostando ${marbles(pushed, p)}`,
    eject: (p, cells, to, pushed) =>
      pushed === 1
        ? `${side(p)} spinge ${cells} verso ${to}, una biglia ${other(p, 1)} è espulsa`
        : `${side(p)} spinge ${cells} verso ${to}, spostando ${marbles(pushed, p)}, una delle quali è espulsa`,
  },
};
