import type { Messages } from '../en';

export const play: Messages['play'] = {
  menu: 'Menu della partita',
  newGame: 'Nuova partita',
  games: 'Partite',
  players: { black: 'Nero', white: 'Bianco' },
  abandon: {
    title: 'Abbandonare questa partita?',
    message:
      'Questo browser non salva le partite: iniziarne una nuova elimina la partita in corso.',
    confirm: 'Inizia una nuova partita',
  },
  board: {
    zoomReset: (scale) => `${scale}× · Tavoliere intero`,
    zoomResetTitle: 'Mostrare di nuovo tutto il tavoliere',
    label: (title, cells, pieces) =>
      `Tavoliere di ${title}, ${cells} caselle, muovono le ${pieces}`,
    tray: (player, count, pieces) => `Il ${player} ha spinto fuori ${count} ${pieces}`,
    confirm: 'Conferma',
    cancel: 'Annulla',
    tapAgain: 'Tocca di nuovo o premi Conferma per giocare questa mossa.',
    clickAgain: 'Scegli di nuovo la casella o premi Conferma per giocare questa mossa.',
  },
  premove: {
    waiting: (move) =>
      `Premossa ${move}: viene giocata appena tocca a te, se in quella posizione è ancora legale.`,
    dropped: (move) => `Premossa ${move} annullata: non è legale nella nuova posizione.`,
    cancel: 'Annulla la premossa',
  },
  blunder: {
    title: 'Giocare questa mossa?',
    playAnyway: 'Giocala comunque',
    cancel: 'Ritira la mossa',
  },
  cell: {
    empty: 'vuota',
    group: (n) => `gruppo di ${n}`,
    selected: 'selezionata',
    pushHere: 'spingi qui',
    moveHere: 'muovi qui',
    wouldBeEjected: 'verrebbe spinta fuori',
    wouldBePushed: 'verrebbe spinta',
    last: 'ultima mossa',
    lastFrom: 'ultima mossa da qui',
    hintTo: 'suggerimento: muovi qui',
    hintFrom: 'suggerimento: muovi da qui',
    movable: 'può muoversi',
  },
  legend: {
    target: 'dove può andare',
    push: 'spinta',
    eject: 'spinta fuori',
    ghost: 'dopo la mossa',
    movable: 'può muoversi',
    hint: 'suggerimento',
    last: 'ultima mossa',
    lastByComputer: 'ultima mossa del computer',
  },
};
