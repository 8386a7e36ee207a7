import type { Messages } from '../en';

export const settings: Messages['settings'] = {
  title: 'Einstellungen',
  close: 'Schließen',
  app: 'Überall',
  board: 'Dieses Brett',
  boardNote:
    'Neue Partien übernehmen diese Wahl; eine Partie aus „Partien“ bringt ihre eigene mit.',
  theme: 'Farbschema',
  themes: { system: 'Wie das System', light: 'Hell', dark: 'Dunkel' },
  language: 'Sprache',
  sound: 'Ton',
  soundNote: 'Kurze Töne für Züge, Schübe und das Ende der Partie.',
  animation: 'Züge animieren',
  animationNote: 'Dein System wünscht weniger Bewegung, daher werden Züge nicht animiert.',
  confirmMoves: 'Jeden Zug bestätigen',
  confirmMoveChoices: { never: 'Nie', touch: 'Auf Touchscreens', always: 'Immer' },
  confirmNote:
    'Ein wartender Zug wird mit erneutem Tippen, Klicken oder Eingabe auf sein Feld gespielt oder mit Bestätigen; Escape verwirft ihn.',
  aids: 'Hilfen und Aussehen',
  showMovable: 'Jede Figur markieren, die ziehen kann',
  boardTheme: 'Brettfarben',
  boardThemes: { classic: 'Klassisch', wood: 'Holz', slate: 'Schiefer' },
  pieceStyle: 'Figuren',
  pieceStyles: { standard: 'Standard', contrast: 'Hoher Kontrast, Seiten markiert' },
  coordinates: 'Koordinaten',
  announce: {
    move: (number, notation, words, computer) =>
      `${computer ? 'Computer, ' : ''}Zug ${number}, ${notation}: ${words}.`,
    takenBack: (count) =>
      count === 1 ? 'Ein Zug zurückgenommen.' : `${count} Züge zurückgenommen.`,
    result: (title, reason) => `${title}: ${reason}`,
  },
};
