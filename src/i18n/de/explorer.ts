import type { Messages } from '../en';

export const explorer: Messages['explorer'] = {
  title: 'Eröffnungsbuch',
  loading: 'Das Eröffnungsbuch wird geladen…',
  failed: (why) => `Das Eröffnungsbuch konnte nicht geladen werden: ${why}`,
  sourceGames: 'Turnierpartien von MiGs',
  sourceEngine: 'Partien des Computers gegen sich selbst',
  none: 'Keine Partie des Eröffnungsbuchs hat diese Stellung erreicht.',
  move: 'Zug',
  games: 'Partien',
  length: 'Länge',
  row: (move, games, shown, black, white, length) =>
    `${move} spielen: ${shown} ${games === 1 ? 'Partie' : 'Partien'}, Schwarz erzielte ${black}, Weiß ${white}, im Schnitt ${length} Halbzüge`,
  noScore: 'kein Ergebnis',
  reached: (count) => `Partien, die diese Stellung erreichten: ${count}`,
  open: (black, white, date, result) =>
    `${black} gegen ${white}, ${date}, ${result}, auf dem Analysebrett öffnen`,
  more: 'Weitere Partien zeigen',
  opening: 'Die Partie wird geöffnet…',
  openFailed: (why) => `Die Partie konnte nicht geöffnet werden: ${why}`,
};
