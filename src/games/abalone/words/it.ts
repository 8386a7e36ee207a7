import type { Player } from '../../../engine';
import type { AbaloneWords } from './en';

const side = (p: Player): string => (p === 'black' ? 'Il Nero' : 'Il Bianco');
const other = (p: Player, n: number): string =>
  p === 'black' ? (n === 1 ? 'bianca' : 'bianche') : n === 1 ? 'nera' : 'nere';
const opponent = (p: Player): Player => (p === 'black' ? 'white' : 'black');
const marbles = (n: number, p: Player): string =>
  n === 1 ? `una biglia ${other(p, 1)}` : `${n === 2 ? 'due' : n} biglie ${other(p, n)}`;

export const it: AbaloneWords = {
  title: 'Abalone',
  layouts: {
    standard: 'Classica',
    belgian: 'Margherita belga',
    german: 'Margherita tedesca',
    dutch: 'Margherita olandese',
    swiss: 'Margherita svizzera',
    domination: 'Dominazione',
    alien_attack: 'Attacco Alieno',
    the_wall: 'Il Muro',
    face_to_face: 'Faccia a Faccia',
    fujiyama: 'Monte Fuji',
    star: 'Stella',
    duel: 'Duello',
    checkerboard: 'Scacchiera',
  },
  piece: { black: 'biglia nera', white: 'biglia bianca' },
  pieces: { black: 'biglie nere', white: 'biglie bianche' },
  counted: (n) => (n === 1 ? 'biglia' : 'biglie'),
  strength: {
    easy: 'Facile: forte come chi ha appena imparato le regole; perde quasi sempre contro chi pensa una mossa avanti.',
    medium:
      'Medio: forte come un giocatore occasionale; batte chi pensa una mossa avanti 19 partite su 20.',
    hard: 'Difficile: forte come un giocatore esperto che calcola diverse mosse; il Medio non vince quasi mai.',
    expert:
      'Esperto: il Difficile con cinque volte il tempo, che pensa anche nel tuo turno; batte il Difficile 5 partite su 6.',
  },
  boardSettings: {},
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
  speech: {
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
  reason: {
    ejected: (p, off, target, left, shown) =>
      left <= 0
        ? `${side(p)} è a quota ${off} su ${target}: la partita è vinta`
        : `${side(p)} è a quota ${off} su ${target}: ${left === 1 ? 'ne manca' : 'ne mancano'} ${shown} per vincere`,
    pushed: (p, n) => `${side(p)} ha più biglie sulla linea e respinge ${marbles(n, p)}`,
    safe: (p) => `Nessuna biglia ${other(opponent(p), 1)} può essere espulsa ora`,
    threatened: (p) => `${side(opponent(p))} può ora espellere una biglia ${other(opponent(p), 1)}`,
  },
  blunder: 'Questa mossa lascia spingere fuori una tua biglia.',
  outcome: {
    target: (winner, value, of, pieces) =>
      `Il ${winner} ha spinto fuori dal tavoliere ${value} ${pieces} su ${of}.`,
  },
};
