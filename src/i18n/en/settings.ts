/**
 * The Settings dialog, and what a screen reader hears as the game goes on: each move in
 * notation and in words, the result, a takeback. A move's words take the player who made
 * it and cells already written as in the notation (`d5 e5`).
 */
export const settings = {
  title: 'Settings',
  close: 'Close',
  app: 'Everywhere',
  board: 'This board',
  boardNote: 'New games keep these choices; a game opened from Games brings its own.',
  theme: 'Theme',
  themes: { system: 'As the system', light: 'Light', dark: 'Dark' },
  language: 'Language',
  sound: 'Sound',
  soundNote: 'Short sounds for moves, pushes and the end of the game.',
  animation: 'Animate moves',
  animationNote: 'Your system asks for reduced motion, so moves are not animated.',
  confirmMoves: 'Confirm each move',
  confirmMoveChoices: { never: 'Never', touch: 'On touch screens', always: 'Always' },
  confirmNote:
    'A waiting move plays on a second tap, click or Enter on its cell, or with Confirm; Escape drops it.',
  aids: 'Aids and looks',
  showMovable: 'Mark every piece that can move',
  boardTheme: 'Board colours',
  boardThemes: { classic: 'Classic', wood: 'Wood', slate: 'Slate' },
  pieceStyle: 'Pieces',
  pieceStyles: { standard: 'Standard', contrast: 'High contrast, marked sides' },
  coordinates: 'Coordinates',
  announce: {
    move: (number: string, notation: string, words: string, computer: boolean) =>
      `${computer ? 'Computer, move' : 'Move'} ${number}, ${notation}: ${words}.`,
    takenBack: (count: number) =>
      count === 1 ? 'One move taken back.' : `${count} moves taken back.`,
    result: (title: string, reason: string) => `${title}: ${reason}`,
  },
};
