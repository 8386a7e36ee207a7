import type { ViewerWords } from '../en/viewer';

export const viewer: ViewerWords = {
  title: (game) => `${game}-Partie · Hexplay`,
  heading: (game, size) => `${game}, Brett der Größe ${size}`,
  players: { black: 'Schwarz', white: 'Weiß' },
  board: (game, ply, plies) => `${game}-Brett nach Zug ${ply} von ${plies}`,
  cell: { empty: 'leer', last: 'letzter Zug', lastFrom: 'letzter Zug von hier' },
  toMove: (player) => `${player} am Zug`,
  controls: 'Durch die Partie blättern',
  first: 'Zum Anfang',
  firstTitle: 'Anfang (Pos1)',
  prev: 'Vorheriger Zug',
  prevTitle: 'Vorheriger Zug (←)',
  next: 'Nächster Zug',
  nextTitle: 'Nächster Zug (→)',
  last: 'Zum Ende',
  lastTitle: 'Ende (Ende)',
  flip: 'Brett drehen',
  flipTitle: 'Das Brett von der anderen Seite zeigen (F)',
  moves: 'Züge',
  start: 'Anfang',
  noMoves: 'Noch keine Züge.',
  move: (number, player, text) => `Zug ${number}, ${player}: ${text}`,
  at: (ply, plies) => `Zug ${ply} von ${plies}`,
  atStart: 'Anfangsstellung',
  open: 'In Hexplay öffnen',
  openTitle: 'Diese Partie in Hexplay öffnen, in einem neuen Tab',
  result: {
    wins: (player) => `${player} gewinnt`,
    draw: 'Remis',
    repetition: 'Dieselbe Stellung ist zum dritten Mal mit demselben Spieler am Zug entstanden.',
    noMoves: (loser) => `${loser} hat keinen erlaubten Zug.`,
    resignation: (loser) => `${loser} hat aufgegeben.`,
    agreement: 'Die Spieler haben sich auf Remis geeinigt.',
  },
  error: {
    title: 'Diese Partie lässt sich nicht zeigen',
    empty:
      'Der Betrachter wurde ohne Partie geöffnet: Seine Adresse sollte nach dem # mit einem Partielink enden.',
    notLink: 'Die Adresse nach dem # ist kein Hexplay-Partielink.',
    damaged:
      'Der Partielink ist beschädigt: Seine Prüfsumme passt nicht zu seinen Zügen. Bitte den Link noch einmal anfordern.',
    unreadable: (message) => `Der Partielink ließ sich nicht lesen: ${message}.`,
    failed:
      'Hexplay konnte diese Partie nicht laden. Bitte die Verbindung prüfen und die Seite neu laden.',
  },
};
