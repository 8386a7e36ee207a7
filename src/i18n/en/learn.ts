/**
 * The rules pages, their diagrams, the Abacus tutorial, the first-visit card and the help
 * dialog. The rules are written afresh from RULES.md: facts and terms only.
 */
export const learn = {
  dialog: {
    loading: 'Loading…',
    title: 'How to play',
    close: 'Close',
    tabs: 'Rules of each game',
    tutorialTab: (game: string) => `${game} tutorial`,
    startTutorial: (game: string) => `Learn ${game} step by step`,
  },
  tryIt: {
    prompt: 'Your turn: play the move shown on this board.',
    promptIllegal: 'The marked moves break the rules. Ask the engine why:',
    right: 'Well done!',
    other: 'That is legal, but not the move shown.',
    illegal: (reason: string) => `Not allowed: ${reason}.`,
    reset: 'Reset',
    confirm: 'Confirm',
    cancel: 'Cancel',
    ask: (move: string) => `Try ${move}`,
    board: (title: string) => `Diagram: ${title}`,
    layoutBoard: (name: string) => `${name} layout`,
  },
  layouts: {
    caption: 'Every layout of the usual board.',
  },
  targets: {
    caption: 'Marbles and the target on each board size',
    size: 'Cells per side',
    marbles: 'Marbles each',
    target: 'Pushed off to win',
  },
  tutorial: {
    step: (i: number, n: number) => `Step ${i} of ${n}`,
    next: 'Next step',
    back: 'Back',
    finished: 'That is all the rules. Enjoy your games!',
    again: 'Start the tutorial again',
    /** After the last step: a game against the computer at its easiest level. */
    playComputer: 'Play the computer (Easy)',
    /** After the last step: the tutorial of `game`, another game. */
    tryGame: (game: string) => `Try ${game}`,
  },
  card: {
    label: 'Learn the game',
    title: (game: string) => `New to ${game}?`,
    text: 'Learn in 2 minutes.',
    start: 'Start the tutorial',
    dismiss: 'Not now',
  },
  help: {
    title: 'Help',
    keysTitle: 'Keyboard shortcuts',
    marksTitle: 'Marks on the board',
    key: 'Keys',
    action: 'What they do',
    or: 'or',
    keyNames: {
      ctrl: 'Ctrl',
      shift: 'Shift',
      z: 'Z',
      y: 'Y',
      f: 'F',
      left: '←',
      right: '→',
      up: '↑',
      down: '↓',
      home: 'Home',
      end: 'End',
      enter: 'Enter',
      space: 'Space',
      esc: 'Esc',
      question: '?',
      plus: '+',
      minus: '−',
      zero: '0',
    },
    keys: {
      undo: 'Take back the last move',
      redo: 'Play the taken-back move again',
      history: 'Step back or forward through the moves',
      ends: 'Go to the start or to the latest move',
      walk: 'On the board: move between cells',
      pick: 'On the board: pick a piece, or play the move on a marked cell',
      cancel: 'Drop what you picked, or close a dialog',
      flip: 'Turn the board around',
      zoom: 'On the board: zoom in or out about the cell, or show the whole board',
      help: 'Open this help',
    },
    pointer:
      'With a mouse, click a piece and then a marked cell, or drag the piece there. On a touch screen, the first tap on a marked cell shows the move and a second tap (or Confirm) plays it.',
    /** On a touch screen: how to play by touch first, and the keys only for a keyboard. */
    touchTitle: 'Playing by touch',
    touch:
      'Tap a piece and then a marked cell, or drag the piece there. The first tap on a marked cell shows the move; a second tap (or Confirm) plays it.',
    keysTitleTouch: 'Keyboard shortcuts, with a keyboard attached',
    selected: 'picked',
    count: 'size of the group',
    rules: 'Read the rules',
  },
};
