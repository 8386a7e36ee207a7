import type { Player } from '../../engine';

/** The playing screen as the first frame draws it: its menu, the board and its legend. */
export const play = {
  menu: 'Game menu',
  newGame: 'New game',
  games: 'Games',
  players: { black: 'Black', white: 'White' } satisfies Record<Player, string>,
  abandon: {
    title: 'Abandon this game?',
    message:
      'This browser is not saving games, so starting a new one discards the game in progress.',
    confirm: 'Start new game',
  },
  board: {
    /** The button that shows the whole board again; `scale` is how far it is zoomed, "2.5". */
    zoomReset: (scale: string) => `${scale}× · Whole board`,
    zoomResetTitle: 'Show the whole board again',
    /** `pieces`: the side to move's pieces, such as "black marbles". */
    label: (title: string, cells: string, pieces: string) =>
      `${title} board, ${cells} cells, ${pieces} to move`,
    /** `pieces`: the counted noun, such as "marbles". */
    tray: (player: string, count: string, pieces: string) =>
      `${player} has pushed off ${count} ${pieces}`,
    confirm: 'Confirm',
    cancel: 'Cancel',
    tapAgain: 'Tap again or press Confirm to play this move.',
    clickAgain: 'Choose the cell again, or press Confirm, to play this move.',
  },
  /** A move made while the other side is to move, played when the turn comes. */
  premove: {
    /** `move`: the premove in notation. */
    waiting: (move: string) =>
      `Premove ${move}: played as soon as it is your turn, if it is still legal there.`,
    dropped: (move: string) => `Premove ${move} dropped: it is not legal in the new position.`,
    cancel: 'Cancel premove',
  },
  /** The question before a move the blunder warning holds; what it gives away is the game's. */
  blunder: {
    title: 'Play this move?',
    playAnyway: 'Play it anyway',
    cancel: 'Take it back',
  },
  /** The parts of a cell's name after its label, such as "E5, empty". */
  cell: {
    empty: 'empty',
    group: (n: string) => `group of ${n}`,
    selected: 'selected',
    pushHere: 'push here',
    moveHere: 'move here',
    wouldBeEjected: 'would be pushed off',
    wouldBePushed: 'would be pushed',
    last: 'last move',
    lastFrom: 'last move from here',
    hintTo: 'hint: move here',
    hintFrom: 'hint: move from here',
    movable: 'can move',
  },
  /** What each mark on the board means, in the line under it. */
  legend: {
    target: 'where it can go',
    push: 'pushed',
    eject: 'pushed off',
    ghost: 'after the move',
    movable: 'can move',
    hint: 'hint',
    last: 'last move',
    lastByComputer: "computer's last move",
  },
};
