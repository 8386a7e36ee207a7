import type { Player } from '../../engine';

/**
 * The embeddable viewer's page (src/viewer/): a game from its link, read-only, which other
 * sites may frame. Apart from the app's areas, so that the viewer loads only these.
 */
export const viewer = {
  /** The page's title: the game's name, such as "Abalone". */
  title: (game: string) => `${game} game · Hexplay`,
  heading: (game: string, size: string) => `${game}, board of ${size}`,
  players: { black: 'Black', white: 'White' } satisfies Record<Player, string>,
  /** The board's name for screen readers. */
  board: (game: string, ply: string, plies: string) =>
    `${game} board after move ${ply} of ${plies}`,
  cell: { empty: 'empty', last: 'last move', lastFrom: 'last move from here' },
  toMove: (player: string) => `${player} to move`,
  controls: 'Step through the game',
  first: 'Go to start',
  firstTitle: 'Start (Home)',
  prev: 'Previous move',
  prevTitle: 'Previous move (←)',
  next: 'Next move',
  nextTitle: 'Next move (→)',
  last: 'Go to end',
  lastTitle: 'End (End)',
  flip: 'Flip board',
  flipTitle: 'Show the board from the other side (F)',
  moves: 'Moves',
  start: 'Start',
  noMoves: 'No moves yet.',
  move: (number: string, player: string, text: string) => `Move ${number}, ${player}: ${text}`,
  /** Said as the viewed position changes. */
  at: (ply: string, plies: string) => `Move ${ply} of ${plies}`,
  atStart: 'Start position',
  open: 'Open in Hexplay',
  openTitle: 'Open this game in Hexplay, in a new tab',
  result: {
    wins: (player: string) => `${player} wins`,
    draw: 'Draw',
    repetition: 'The same position came up for the third time with the same player to move.',
    noMoves: (loser: string) => `${loser} has no legal move.`,
    resignation: (loser: string) => `${loser} resigned.`,
    agreement: 'The players agreed a draw.',
  },
  error: {
    title: 'This game cannot be shown',
    empty:
      'The viewer was opened without a game: its address should end in a game link after the #.',
    notLink: 'The address after the # is not a Hexplay game link.',
    damaged:
      'The game link is damaged: its check does not match its moves. Ask for the link again.',
    unreadable: (message: string) => `The game link could not be read: ${message}.`,
    failed: 'Hexplay could not load this game. Check the connection and reload the page.',
  },
};

export type ViewerWords = typeof viewer;
