/** Import, export, sharing by link and playing by link. */
export const records = {
  importTitle: 'Import a game',
  importHelp:
    'Paste one or more APGN records, a position string, a Position tag or a Hexplay game link, or open or drop a file.',
  importText: 'Text to import',
  openFile: 'Open a file',
  dropHere: 'Drop a file here',
  importConfirm: 'Import',
  importAll: (n: number) => `Import all ${n}`,
  cancel: 'Cancel',
  replaceTitle: 'Replace this game?',
  replaceMessage:
    'This browser is not saving games, so importing a game discards the game in progress.',
  chooseGame: 'Games in the text',
  /** The search over a long file's games, and how many it found. */
  findGame: 'Find a game by its players, event or result',
  foundGames: (n: string, total: string) => `${n} of ${total} games`,
  /** A long file, read without showing its text (too long to show): its name and size. */
  fileRead: (name: string, size: string) => `${name} (${size}), read in full.`,
  /** A long paste, read without being put in the field, which would take seconds to lay out. */
  pasteRead: (size: string) => `Pasted text (${size}), read in full without showing it here.`,
  fileUnreadable: (name: string) => `The file ${name} could not be read.`,
  /** Where a problem is: its game, line, column and the text at fault. */
  errorGame: (n: number) => `game ${n}`,
  errorLine: (n: number) => `line ${n}`,
  errorColumn: (n: number) => `column ${n}`,
  errorToken: (token: string) => `at ‘${token}’`,
  errorIntro: 'This cannot be imported',
  gameItem: (title: string, plies: number, result: string) =>
    `${title}, ${plies} ${plies === 1 ? 'move' : 'moves'}, ${result}`,
  versus: (black: string, white: string) => `${black} v ${white}`,
  startOnly: 'a position, no moves yet',
  imported: (title: string) => `Imported the ${title} game as a new game in Games.`,
  importedMany: (n: number) => `Imported ${n} games into Games.`,
  /** While a long file is read, apart from the page; `total` is 0 until it is known. */
  reading: (n: number, total: number) =>
    total === 0 ? 'Reading the file…' : `Reading the file: ${n} of ${total} games read…`,
  readingProgress: 'Reading progress',
  importing: (n: number, total: number) => `Importing: ${n} of ${total} games stored…`,
  importProgress: 'Import progress',
  importCancelled: (n: number, total: number) =>
    `Import cancelled: ${n} of ${total} games were stored in Games; the rest were not imported.`,
  importStopped: (n: number, total: number, why: string) =>
    `The import stopped: ${why}. ${n} of ${total} games were stored in Games; the rest were not imported.`,
  cut: (kept: number, total: number) =>
    `A position stood for the third time after move ${kept}: Hexplay draws the game there, so the record’s later moves (${total - kept} of ${total}) were left out.`,

  shareTitle: 'Share and export',
  linkLabel: 'Link to this game',
  /** In the link and record fields while a long game's are worked out. */
  preparing: 'Preparing…',
  linkHelp: 'Whoever opens the link gets the game as it stands, to look at or to play on.',
  embedLabel: 'Embed on a web page',
  embedHelp:
    'Paste this HTML into a page to show the game there, with its moves to step through. The game is all in the address; nothing is uploaded.',
  /** The embedded frame's title, for screen readers on the page that shows it. */
  embedTitle: (game: string) => `${game} game, Hexplay viewer`,
  copyEmbed: 'Copy HTML',
  share: 'Copy link',
  copied: 'Copied.',
  copyFailed: 'Copying failed: select the text and copy it yourself.',
  sendMove: 'Send your move',
  sendMoveHelp: 'Copies a link to the game so far, for your opponent to play the next move.',
  exportSection: 'Record (APGN)',
  recordText: 'Record of this game',
  exportGame: 'Download record',
  exportGameOf: (title: string, date: string) => `Export ${title} game of ${date}`,
  exportAll: 'Download all games',
  exportAllShort: 'Export all',
  exportedMany: (n: number) => `Exported ${n} ${n === 1 ? 'game' : 'games'}.`,
  exportShort: 'Export',
  noLibrary: 'This browser keeps no library, so only this game can be exported.',
  viewedSection: 'The position on the board',
  copyMoves: 'Copy moves',
  copyPosition: 'Copy position string',
  picturesSection: 'Pictures',
  exportImage: 'Download picture (PNG)',
  exportGif: 'Download animation (GIF)',
  sharePicture: 'Share picture',
  /** While the animation is drawn, a frame at a time, apart from the page. */
  makingGif: (done: string, total: string) => `Making the animation: frame ${done} of ${total}…`,
  makingPicture: 'Making the picture…',
  gifProgress: 'Animation progress',
  cancelPicture: 'Cancel',
  pictureCancelled: 'The animation was cancelled.',
  pictureReady: (name: string) => `Saved ${name}.`,
  pictureFailed: (why: string) => `The picture could not be made: ${why}.`,
  /** Under the board in a picture: the moves played so far, then the game's figures. */
  pictureStart: 'Start',
  pictureMove: (n: number) => `After move ${n}`,
  pictureUnfinished: 'Not finished',
  close: 'Close',

  badLink: (message: string) => `The game link could not be opened: ${message}.`,
  linkOpened: 'Opened the game from the link as a new game in Games.',
  linkKnown: 'The game from the link is already in Games; here it is.',
  damagedLink:
    'The game link is damaged: its check does not match its moves, so it was not opened. Ask for the link again.',
  linkUnchecked:
    'The link is of an older kind, without a check: if it was changed on the way, this may not be the game that was sent.',
};
