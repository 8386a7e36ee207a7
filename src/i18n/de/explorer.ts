import type { Messages } from '../en';

export const explorer: Messages['explorer'] = {
  title: 'Eröffnungs-Explorer',
  loading: 'Der Eröffnungs-Explorer wird geladen…',
  failed: (why) => `Der Eröffnungs-Explorer konnte nicht geladen werden: ${why}`,
  sourceGames: 'Turnierpartien von MiGs',
  sourceEngine: 'Partien des Computers gegen sich selbst',
  none: 'Keine Partie des Eröffnungs-Explorers hat diese Stellung erreicht.',
  move: 'Zug',
  games: 'Partien',
  results: 'Schwarz siegt / Remis / Weiß siegt',
  plies: 'Länge (Ø)',
  row: (move, games, shown, results, length) =>
    `${move} spielen: ${shown} ${games === 1 ? 'Partie' : 'Partien'}, ${results}, im Schnitt ${length} Halbzüge`,
  rowResults: (black, draws, white) =>
    `Schwarz gewann ${black}, ${draws} Remis, Weiß gewann ${white}`,
  rowNoResult: 'kein Ergebnis',
  noMoves: 'Zu wenige Partien gingen von hier weiter, um ihre Züge aufzuführen.',
  reached: (count) => `Partien, die diese Stellung erreichten: ${count}`,
  open: (black, white, date, result) =>
    `${black} gegen ${white}, ${date}, ${result}, auf dem Analysebrett öffnen`,
  more: 'Weitere Partien zeigen',
  opening: 'Die Partie wird geöffnet…',
  openFailed: (why) => `Die Partie konnte nicht geöffnet werden: ${why}`,
};
