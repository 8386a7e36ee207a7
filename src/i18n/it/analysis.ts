import type { Messages } from '../en';

export const analysis: Messages['analysis'] = {
  openTitle:
    'Scacchiera di analisi: la valutazione e le linee migliori del computer per la posizione mostrata',
  title: 'Analisi',
  evaluation: 'Valutazione',
  thinking: 'Sto pensando…',
  depth: (n) => `profondità ${n}`,
  even: 'Pari',
  ahead: (player, amount, unit) => `${player} è in vantaggio di ${amount} ${unit}`,
  winsIn: (player, moves, shown) =>
    `${player} vince in ${shown} ${moves === 1 ? 'mossa' : 'mosse'}`,
  wins: (player) => `${player} vince con il gioco migliore`,
  proven: 'dimostrato',
  winShort: (moves) => `#${moves}`,
  bestLine: 'Linea migliore',
  topMoves: 'Mosse migliori',
  playLine: (line) => `Esplora ${line} come variante`,
  over: "In questa posizione la partita è finita: non c'è niente da analizzare.",
  failed: (why) => `L'analisi si è interrotta: ${why}`,
  finished: 'Ricerca conclusa.',
  variation: (move) => `Variante dalla mossa ${move}`,
  continuation: 'Variante dalla fine della partita',
  deleteVariation: 'Elimina questa variante',
  promoteVariation: 'Promuovi questa variante sopra la linea da cui parte',
  inVariation: (move) => `Stai esplorando una variante, mossa ${move} —`,
  exploreNote: 'Le mosse giocate qui vanno in una variante; la partita resta com’è.',
};
