import type { Messages } from '../en';

export const explorer: Messages['explorer'] = {
  title: 'Esploratore di aperture',
  loading: "Caricamento dell'esploratore…",
  failed: (why) => `Impossibile caricare l'esploratore: ${why}`,
  sourceGames: 'Partite di torneo di MiGs',
  sourceEngine: 'Partite del computer contro sé stesso',
  none: "Nessuna partita dell'esploratore ha raggiunto questa posizione.",
  move: 'Mossa',
  games: 'Partite',
  results: 'Vince il Nero / patta / vince il Bianco',
  plies: 'Durata media',
  row: (move, games, shown, results, length) =>
    `Gioca ${move}: ${shown} ${games === 1 ? 'partita' : 'partite'}, ${results}, in media ${length} semimosse`,
  rowResults: (black, draws, white) =>
    `il Nero ha vinto il ${black}, ${draws} patte, il Bianco ha vinto il ${white}`,
  rowNoResult: 'nessun risultato',
  noMoves: 'Troppo poche partite sono proseguite da qui per elencarne le mosse.',
  reached: (count) => `Partite che hanno raggiunto questa posizione: ${count}`,
  open: (black, white, date, result) =>
    `Apri ${black} contro ${white}, ${date}, ${result}, sulla scacchiera di analisi`,
  more: 'Mostra altre partite',
  opening: 'Apertura della partita…',
  openFailed: (why) => `Impossibile aprire la partita: ${why}`,
};
