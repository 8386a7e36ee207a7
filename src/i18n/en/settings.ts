import type { Player } from '../../engine';

const side = (p: Player): string => (p === 'black' ? 'Black' : 'White');
const other = (p: Player): string => (p === 'black' ? 'white' : 'black');
const marbles = (n: number, p: Player): string =>
  n === 1 ? `one ${other(p)} marble` : `${n === 2 ? 'two' : n} ${other(p)} marbles`;

/**
 * The Settings dialog, and what a screen reader hears as the game goes on: each move in
 * notation and in words, the result, a takeback. A move's words take the player who made
 * it and cells already written as in the notation (`d5 e5`).
 */
export const settings = {
  open: 'Settings',
  openTitle: 'Theme, language, sound and what the board shows',
  title: 'Settings',
  close: 'Close',
  app: 'Everywhere',
  board: 'This board',
  boardOpen: 'Board settings…',
  boardNote: 'New games keep these choices; a game opened from Games brings its own.',
  theme: 'Theme',
  themes: { system: 'As the system', light: 'Light', dark: 'Dark' },
  language: 'Language',
  sound: 'Sound',
  soundNote: 'Short sounds for moves, pushes and the end of the game.',
  animation: 'Animate moves',
  animationNote: 'Your system asks for reduced motion, so moves are not animated.',
  coordinates: 'Coordinates',
  announce: {
    move: (number: string, notation: string, words: string, computer: boolean) =>
      `${computer ? 'Computer, move' : 'Move'} ${number}, ${notation}: ${words}.`,
    takenBack: (count: number) =>
      count === 1 ? 'One move taken back.' : `${count} moves taken back.`,
    result: (title: string, reason: string) => `${title}: ${reason}`,
  },
  abacus: {
    place: (p: Player, cell: string) => `${side(p)} places a stone on ${cell}`,
    slide: (p: Player, from: string, to: string) => `${side(p)} slides ${from} to ${to}`,
  },
  abalone: {
    step: (p: Player, from: string, to: string) => `${side(p)} moves ${from} to ${to}`,
    inline: (p: Player, cells: string, to: string) => `${side(p)} moves ${cells} in line to ${to}`,
    broadside: (p: Player, cells: string, to: string) =>
      `${side(p)} moves ${cells} sideways to ${to}`,
    push: (p: Player, cells: string, to: string, pushed: number) =>
      `${side(p)} pushes ${cells} to ${to}, moving ${marbles(pushed, p)}`,
    eject: (p: Player, cells: string, to: string, pushed: number) =>
      pushed === 1
        ? `${side(p)} pushes ${cells} to ${to}, one ${other(p)} marble off`
        : `${side(p)} pushes ${cells} to ${to}, moving ${marbles(pushed, p)}, one of them off`,
  },
};
