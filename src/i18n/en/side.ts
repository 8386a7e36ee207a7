import type { Level } from '../../ai/search/levels';

/** The column beside the board: status, controls, seats, clocks, the moves and their viewing. */
export const side = {
  tabs: 'Moves and analysis',
  kinds: {
    human: 'Human',
    easy: 'Computer · Easy',
    medium: 'Computer · Medium',
    hard: 'Computer · Hard',
    expert: 'Computer · Expert',
  } satisfies Record<'human' | Level, string>,
  /** What changing a seat did, said once so that the change is not silent. */
  seatToPerson: (player: string) => `A person at this screen takes over ${player} from here.`,
  seatToComputer: (kind: string, player: string) => `${kind} takes over ${player} from here.`,
  /** A seat of a record: the colour, then the player the record names. */
  namedSeat: (colour: string, name: string) => `${colour} · ${name}`,
  recordPlayers: 'Players of this record',
  controls: {
    label: 'Controls',
    moreLabel: 'Resign, draw, players and board',
    /** Closes the sheet of those actions. */
    done: 'Done',
    undo: 'Undo',
    undoTitle: 'Take back your last move (Ctrl+Z)',
    redo: 'Redo',
    redoTitle: 'Play the taken-back move again (Ctrl+Shift+Z or Ctrl+Y)',
    hint: 'Hint',
    hintTitle: 'Ask the computer for a move',
    resign: 'Resign',
    resignTitle: (player: string) => `${player} resigns?`,
    resignMessage: (player: string) => `${player} gives up the game.`,
    offerDraw: 'Offer draw',
    offerDrawTitle: (player: string) => `${player} offers a draw`,
    hintIs: 'Hint:',
    hintSearching: 'Looking for a good move…',
    coordinates: 'Coordinates',
  },
  draw: {
    label: 'Draw offer',
    declined: 'The computer declines the draw: it rates its position as better. Play on.',
    offers: (player: string) => `${player} offers a draw.`,
    question: (player: string) => `${player}, do you accept?`,
    accept: 'Accept',
    decline: 'Decline',
  },
  status: {
    label: 'Status',
    size: (n: string) => `size ${n}`,
    gameOver: 'Game over:',
    /** Follows the name of the player to move. */
    toMove: 'to move',
    showResult: 'Show result',
    thinking: 'The computer is thinking…',
  },
  clocks: {
    label: 'Clocks',
    /** A clock's accessible name: whose it is and the time it shows. */
    clock: (player: string, time: string) => `${player}'s clock, ${time}`,
    pause: 'Pause clocks',
    resume: 'Resume clocks',
    paused: 'Clocks paused',
    waiting: 'The clocks start once each side has moved',
  },
  computer: {
    couldNotMove: 'The computer could not move:',
    couldNotHint: 'The computer could not find a hint:',
    refused: (move: string) => `its move ${move} was not accepted`,
    timeout: (seconds: string) => `it did not answer within ${seconds} seconds`,
    retry: 'Retry',
  },
  moves: {
    title: 'Moves',
    first: 'Go to start',
    firstTitle: 'Start (Home)',
    last: 'Go to end',
    lastTitle: 'End (End)',
    none: 'No moves yet.',
    move: (number: string, player: string, text: string) => `Move ${number}, ${player}: ${text}`,
    notes: {
      edit: 'Comment',
      editTitle: 'Add or edit a comment and a glyph on the viewed move',
      heading: (move: string) => `Notes on ${move}`,
      comment: 'Comment',
      glyph: 'Glyph',
      noGlyph: 'none',
      glyphs: {
        '!!': '!! brilliant',
        '!': '! good',
        '!?': '!? interesting',
        '?!': '?! dubious',
        '?': '? mistake',
        '??': '?? blunder',
      },
      save: 'Save',
      cancel: 'Cancel',
      remove: 'Remove notes',
      commented: 'with a comment',
      more: 'more',
      /** The button that unfolds more of a long comment: characters shown, of all. */
      moreLabel: (shown: string, total: string) =>
        `Show more of this comment (${shown} of ${total} characters shown)`,
      less: 'less',
      clock: (time: string) => `clock ${time}`,
    },
  },
  viewing: {
    /** A full move's number and its mover, as the move list numbers it; plies only count. */
    at: (move: string, player: string, ply: string, total: string) =>
      `Viewing move ${move}, ${player} (ply ${ply} of ${total}) —`,
    start: (total: string) => `Viewing the start (ply 0 of ${total}) —`,
    back: 'back to the game',
    /** The button's drawn word: the start of `back`, which stays its name. */
    backShort: 'Back',
    continue: 'Continue from here',
    /** The start of `continue`, drawn where a line is short. */
    continueShort: 'Continue',
    /** Drawn instead of the ply while a side line is viewed. */
    sideLine: 'Side line',
    continueTitle: 'Start a new game from this position; this game stays in Games as it is',
  },
};
