import type { Messages } from '../en';

export const analysis: Messages['analysis'] = {
  openTitle:
    'Analysebrett: Bewertung und beste Fortsetzungen des Computers für die gezeigte Stellung',
  title: 'Analyse',
  evaluation: 'Bewertung',
  thinking: 'Rechnet…',
  depth: (n) => `Tiefe ${n}`,
  even: 'Ausgeglichen',
  ahead: (player, amount, unit) => `${player} liegt ${amount} ${unit} vorn`,
  winsIn: (player, moves, shown) =>
    `${player} gewinnt in ${shown} ${moves === 1 ? 'Zug' : 'Zügen'}`,
  wins: (player) => `${player} gewinnt bei bestem Spiel`,
  proven: 'bewiesen',
  winShort: (moves) => `#${moves}`,
  bestLine: 'Beste Fortsetzung',
  topMoves: 'Beste Züge',
  playLine: (line) => `${line} als Nebenvariante untersuchen`,
  over: 'In dieser Stellung ist die Partie zu Ende: Es gibt nichts zu analysieren.',
  failed: (why) => `Die Analyse wurde abgebrochen: ${why}`,
  finished: 'Suche beendet.',
  variation: (move) => `Nebenvariante ab Zug ${move}`,
  continuation: 'Nebenvariante ab dem Ende der Partie',
  deleteVariation: 'Diese Nebenvariante löschen',
  promoteVariation: 'Diese Nebenvariante über die Linie stellen, von der sie abzweigt',
  inVariation: (move) => `Du untersuchst eine Nebenvariante, Zug ${move} –`,
  exploreNote: 'Züge hier kommen in eine Nebenvariante; die Partie bleibt, wie sie ist.',
};
