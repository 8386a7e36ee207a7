import type { ViewerWords } from '../en/viewer';

export const viewer: ViewerWords = {
  title: (game) => `Partita di ${game} · Hexplay`,
  heading: (game, size) => `${game}, tavoliere di ${size}`,
  players: { black: 'Nero', white: 'Bianco' },
  board: (game, ply, plies) => `Tavoliere di ${game} dopo la mossa ${ply} di ${plies}`,
  cell: { empty: 'vuota', last: 'ultima mossa', lastFrom: 'ultima mossa da qui' },
  toMove: (player) => `${player} al tratto`,
  controls: 'Scorrere la partita',
  first: "Vai all'inizio",
  firstTitle: 'Inizio (Home)',
  prev: 'Mossa precedente',
  prevTitle: 'Mossa precedente (←)',
  next: 'Mossa successiva',
  nextTitle: 'Mossa successiva (→)',
  last: 'Vai alla fine',
  lastTitle: 'Fine (Fine)',
  flip: 'Capovolgi il tavoliere',
  flipTitle: "Mostra il tavoliere dall'altro lato (F)",
  moves: 'Mosse',
  start: 'Inizio',
  noMoves: 'Ancora nessuna mossa.',
  move: (number, player, text) => `Mossa ${number}, ${player}: ${text}`,
  at: (ply, plies) => `Mossa ${ply} di ${plies}`,
  atStart: 'Posizione iniziale',
  open: 'Apri in Hexplay',
  openTitle: 'Apri questa partita in Hexplay, in una nuova scheda',
  result: {
    wins: (player) => `Vince il ${player}`,
    draw: 'Patta',
    repetition:
      'La stessa posizione si è presentata per la terza volta con lo stesso giocatore al tratto.',
    noMoves: (loser) => `Il ${loser} non ha mosse regolari.`,
    resignation: (loser) => `Il ${loser} ha abbandonato.`,
    agreement: 'I giocatori si sono accordati per la patta.',
  },
  error: {
    title: 'Impossibile mostrare questa partita',
    empty:
      'Il visualizzatore è stato aperto senza partita: il suo indirizzo deve finire con un link di partita dopo il #.',
    notLink: "L'indirizzo dopo il # non è un link di partita di Hexplay.",
    damaged:
      'Il link della partita è danneggiato: il suo controllo non corrisponde alle mosse. Richiedi di nuovo il link.',
    unreadable: (message) => `Impossibile leggere il link della partita: ${message}.`,
    failed:
      'Hexplay non è riuscito a caricare questa partita. Controlla la connessione e ricarica la pagina.',
  },
};
