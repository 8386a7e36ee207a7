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
  length: 'Durata',
  row: (move, games, shown, black, white, length) =>
    `Gioca ${move}: ${shown} ${games === 1 ? 'partita' : 'partite'}, il Nero ha ottenuto ${black}, il Bianco ${white}, in media ${length} semimosse`,
  noScore: 'nessun risultato',
  reached: (count) => `Partite che hanno raggiunto questa posizione: ${count}`,
  open: (black, white, date, result) =>
    `Apri ${black} contro ${white}, ${date}, ${result}, sulla scacchiera di analisi`,
  more: 'Mostra altre partite',
  opening: 'Apertura della partita…',
  openFailed: (why) => `Impossibile aprire la partita: ${why}`,
};
