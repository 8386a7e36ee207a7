/**
 * The page's own frame: the masthead and its menu, the start-up screen, the language picker,
 * confirmations, the crash screen and the offer of a new version.
 */
export const app = {
  tagline: 'Abacus and Abalone, hot-seat',
  opening: 'Opening your game…',
  /** While a newer version readies a large library: games done, of all. */
  upgrading: (done: string, total: string) =>
    `Updating your library for this version: ${done} of ${total} games…`,
  upgradingLabel: 'Library update',
  menu: 'Menu',
  menuTitle: 'Puzzles, import, share, rules, help, settings and language',
  language: 'Language',
  puzzles: 'Puzzles',
  playOnline: 'Play online',
  puzzlesTitle: 'Puzzles: find the move that wins a marble or keeps the win',
  rules: 'Rules',
  help: '?',
  /** The help button's word where it is a row of the folded menu. */
  helpWord: 'Help',
  helpLabel: 'Help and keyboard shortcuts',
  /** The help button's name on a touch screen, where the help leads with taps, not keys. */
  helpLabelTouch: "Help: playing by touch and the board's marks",
  settings: 'Settings',
  settingsTitle: 'Theme, language, sound and what the board shows',
  boardSettings: 'Board settings…',
  importButton: 'Import',
  shareButton: 'Share / Export',
  confirm: { cancel: 'Cancel' },
  crash: {
    title: 'Something went wrong',
    recover: 'Start a fresh game',
    download: 'Download the game',
    recoverResets:
      'Starting a fresh game also resets your preferences (theme, language, sound, animation) to their defaults, in case one of them caused the crash.',
    reload: 'Reload',
    safe: 'Your other games are safe in Games; nothing has been deleted.',
  },
  update: {
    ready: 'A new version of Hexplay is ready.',
    reload: 'Reload to update',
    later: 'Later',
  },
};
