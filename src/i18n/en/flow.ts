/**
 * The dialogs and messages around a game: setting one up, the library, the result,
 * notices and storage problems.
 */
export const flow = {
  newGame: {
    title: 'New game',
    game: 'Game',
    size: 'Board size',
    layout: 'Layout',
    /** The start every game has (`STANDARD_LAYOUT`), for a game whose words name no other. */
    standardLayout: 'Standard',
    players: 'Players',
    swap: 'Swap colours',
    cancel: 'Cancel',
    start: 'Start game',
    timeControl: 'Time control',
    noClock: 'No clock',
    /** A preset time control: minutes for the game, seconds added per move. */
    preset: (minutes: string, increment: string) => `${minutes} min + ${increment} s`,
    custom: 'Custom',
    minutes: 'Minutes',
    increment: 'Increment (seconds)',
  },
  library: {
    title: 'Games',
    none: 'This browser keeps no games for the site, so there is no library to show.',
    /** The notification of a game played by link that waits for this player's move. */
    reminder: {
      title: 'Your move on Hexplay',
      body: (game: string, black: string, white: string) => `${game}: ${black} v ${white}`,
    },
    /** The Games panel's suggestion of a backup, for a large library with none for a month. */
    backupReminder: {
      text: (games: string) =>
        `${games} games are kept only in this browser, and no backup was made here this month. A backup file keeps them if the browser's data is lost or you move to another device.`,
      backUp: 'Download a backup',
      later: 'Not now',
      failed: 'The backup could not be made, as the browser’s storage failed.',
    },
    notOpened: (why: string) =>
      `Your library could not be opened at this start: ${why}. Your games are still stored; reload the page to see them.`,
    unreadable: 'The library could not be read:',
    loading: 'Loading…',
    empty: 'No games yet.',
    list: 'Saved games',
    /** The Games panel's search field, which finds games by their words as listed. */
    search: 'Search by game, player or result',
    /** How many games the search found, of all. */
    found: (n: string, total: string) => `${n} of ${total} games`,
    /** A game of the list: its game, board size and players. */
    size: (n: string) => `n=${n}`,
    versus: (black: string, white: string) => `${black} v ${white}`,
    results: {
      '1-0': 'Black won',
      '0-1': 'White won',
      '1/2-1/2': 'Draw',
      '*': 'In progress',
    },
    /**
     * The noun after a game's length, counted in plies (one side's turn) as the viewing
     * bar counts them: "move" is a full move, as the move list numbers them.
     */
    plies: (n: number): string => (n === 1 ? 'ply' : 'plies'),
    playing: 'Playing now',
    resume: 'Resume',
    resumeLabel: (title: string, date: string) => `Resume ${title} game of ${date}`,
    delete: 'Delete',
    deleteLabel: (title: string, date: string) => `Delete ${title} game of ${date}`,
    deleted: (title: string) => `Deleted the ${title} game.`,
    undo: 'Undo',
    undoRefused: 'The game could not be brought back: another tab has stored it again since.',
    quarantine: 'Quarantine',
    quarantineText: 'These could not be read. They are kept as they were, until you delete them.',
    quarantineList: 'Quarantined items',
    kept: (source: string, date: string) => `From ${source}, kept ${date}:`,
    /**
     * Quarantined items keep the words they were stored with; these known ones are said
     * in the reader's language, anything else as it was stored.
     */
    stored: {
      'the game library': 'the game library',
      'the game saved by an earlier version': 'the game saved by an earlier version',
      'the backup kept by an earlier version': 'the backup kept by an earlier version',
      'the app crashed while opening it': 'the app crashed while opening it',
      'the puzzle progress': 'the puzzle progress',
      unreadable: 'unreadable',
    },
    download: 'Download',
    close: 'Close',
  },
  result: {
    wins: (player: string) => `${player} wins`,
    draw: 'Draw',
    repetition: 'The same position came up for the third time with the same player to move.',
    noMoves: (loser: string) => `${loser} has no legal move.`,
    resignation: (loser: string) => `${loser} resigned.`,
    agreement: 'The players agreed a draw.',
    time: (loser: string) => `${loser} ran out of time.`,
    viewBoard: 'View board',
    newGame: 'New game',
    rematchSwap: 'Rematch with colours swapped',
    /** The swap between two people at one screen, who trade places themselves. */
    swapSeats: 'Change places: whoever played White plays Black, and moves first.',
    rematch: 'Rematch',
    analyse: 'Analyse',
  },
  notices: {
    quarantined: (n: number, count: string): string =>
      n === 1
        ? 'A saved game could not be read and is kept in quarantine (Games → Quarantine), where you can download or delete it.'
        : `${count} saved games could not be read and are kept in quarantine (Games → Quarantine), where you can download or delete them.`,
    crashed:
      'The app crashed while opening your last game. That game is kept in quarantine (Games → Quarantine); a new game has started.',
    prefsReset:
      'The app crashed twice while opening: with your game, then with a fresh one. Your game was not the cause and is open again; your preferences (theme, language, sound, animation) were reset to their defaults.',
    forked:
      'This game was also changed in another tab. Your moves here are kept as a separate game in Games.',
    dismiss: 'Dismiss',
  },
  storage: {
    notSaved: 'This game is not being saved:',
    unavailable: 'this browser keeps no storage for the site (as in some private modes)',
    denied: 'this browser denies the site its storage (its settings may block site data)',
    blocked:
      'another tab of this site, open at an older version, holds its storage (close it, then reload this tab)',
    timeout:
      'the browser’s storage did not answer within 3 seconds (reload to store it: the moves you play meanwhile are kept for that)',
    superseded: 'a newer version of this site opened in another tab (reload this tab to use it)',
    quota: 'the browser’s storage for this site is full',
    failed: (detail: string) => `the browser’s storage failed (${detail})`,
    download: 'Download this game',
  },
};
