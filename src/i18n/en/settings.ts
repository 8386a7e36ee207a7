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
  boardZoom: 'Zoom the board with a pinch, or Ctrl and the wheel',
  premoves: 'Premoves: move while the other side thinks',
  premovesNote:
    'Against the computer or online, a move made before your turn waits, ghosted, and is played when your turn comes if it is still legal. A click on the board or Escape cancels it.',
  blunderWarning: 'Warn before a move that gives something away',
  blunderWarningNote:
    'A quick check before each of your moves: one that plainly gives something away waits for your yes. Against the computer or at one screen; never online.',
  /** Reminders of games played by link that wait for this player's move. */
  turnReminder: 'Remind me of my move in link games',
  turnReminders: {
    off: 'Never',
    '15m': 'After 15 minutes',
    '1h': 'After an hour',
    '4h': 'After 4 hours',
    '1d': 'After a day',
  },
  turnReminderNote:
    'A notification on this device when a game sent to you by link has waited that long for your move, while Hexplay is open here; its icon counts the games waiting.',
  turnReminderDenied:
    'The browser refuses this site notifications, so reminders stay off. They can be allowed in the site’s settings of the browser.',
  turnReminderUnsupported: 'This browser shows no notifications, so reminders stay off.',
  boardTheme: 'Board colours',
  boardThemes: { classic: 'Classic', wood: 'Wood', slate: 'Slate' },
  pieceStyle: 'Pieces',
  pieceStyles: { standard: 'Standard', contrast: 'High contrast, marked sides' },
  coordinates: 'Coordinates',
  data: {
    legend: 'Data',
    note: 'A backup is one file holding every game with its notes and reviews, the records set aside as unreadable, your puzzle progress and these settings. Restoring one adds to what is here and overwrites no game.',
    backup: 'Download a backup',
    backupFailed: 'The backup could not be made, as the browser’s storage failed.',
    noLibrary:
      'This browser keeps no games for the site, so there is nothing to back up or restore into.',
    restore: 'Restore from a backup…',
    restoreFile: 'Backup file to restore',
    checking: 'Checking the backup',
    checked: (checked: number, total: number) =>
      `Checking the backup: ${checked} of ${total} games.`,
    holds: 'This backup holds:',
    games: (n: number) => `Games: ${n}`,
    quarantined: (n: number) => `Records set aside as unreadable: ${n}`,
    puzzleProgress: (held: boolean) => `Puzzle progress: ${held ? 'yes' : 'none'}`,
    settingsHeld: 'Settings and board looks: yes',
    plan: (added: number, renamed: number, same: number) =>
      `Restoring adds ${added} games, ${renamed} of them beside a different game under the same id; ${same} are here already.`,
    alsoSettings: 'Also restore the settings and board looks',
    confirm: 'Restore',
    cancel: 'Cancel',
    writing: 'Restoring',
    written: (n: number, total: number) => `Restoring: ${n} of ${total} games written.`,
    done: (n: number) => `Restored: ${n} games added to Games.`,
    overtaken: (n: number) =>
      `${n} were not written, as another tab stored a game under the same id meanwhile.`,
    stopped: (n: number) => `Restore stopped: ${n} games were added, the rest were not.`,
    cancelled: 'Restore cancelled; nothing was changed.',
    refused: {
      json: 'This file is damaged or cut short, so it is no whole backup and nothing was restored.',
      app: 'This file is not a Hexplay backup, so nothing was restored.',
      newer:
        'This backup comes from a newer version of Hexplay: reload the page to update it, then restore again.',
      shape: 'Part of this backup does not read, so nothing was restored.',
      read: 'The file could not be read, so nothing was restored.',
      storage: 'The browser’s storage failed; whatever was restored before it did stays.',
    },
  },
  announce: {
    move: (number: string, notation: string, words: string, computer: boolean) =>
      `${computer ? 'Computer, move' : 'Move'} ${number}, ${notation}: ${words}.`,
    takenBack: (count: number) =>
      count === 1 ? 'One move taken back.' : `${count} moves taken back.`,
    result: (title: string, reason: string) => `${title}: ${reason}`,
  },
};
