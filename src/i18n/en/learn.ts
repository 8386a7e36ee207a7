/**
 * The rules pages, their diagrams, the Abacus tutorial, the first-visit card and the help
 * dialog. The rules are written afresh from RULES.md: facts and terms only.
 */
export const learn = {
  rulesButton: 'Rules',
  helpButton: '?',
  helpLabel: 'Help and keyboard shortcuts',
  /** The help button's name on a touch screen, where the help leads with taps, not keys. */
  helpLabelTouch: "Help: playing by touch and the board's marks",
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
  sections: {
    'abacus-aim': {
      title: 'Board and aim',
      body: [
        'Abacus, a game by Corey L. Clark, is played on a hexagon of hexagonal cells. The usual board has 5 cells on each side, 61 in all; a side of 4 makes a quicker game and a side of 6 a longer one.',
        'The board starts empty. Black moves first, then the players take turns, and nobody may pass.',
        'The game ends when every cell holds a stone. You win by having fewer stones on the board than your opponent. The board always has an odd number of cells, so a draw cannot happen.',
        'Stones of one colour that touch each other form a group. A stone on its own is a group of 1. Stones of the other colour neither join nor break your groups.',
      ],
    },
    'abacus-place': {
      title: 'Placing a stone',
      body: [
        'On your turn you do one of two things. The first is simple: put a stone of your colour on any empty cell.',
      ],
    },
    'abacus-slide': {
      title: 'Sliding a stone',
      body: [
        'The second is to slide one of your stones. It travels in a straight line, in any of the six directions, as far as you like. Every cell on the way and the cell where it stops must be empty: nothing can be jumped, whatever its colour.',
        'Count the group the stone belonged to before it moved, then the group it belongs to where it stops. The slide is allowed only when the new group has at least 2 stones and fewer stones than the old one.',
        'So only a stone in a group of 3 or more can slide. The new group may include stones of the old one, as long as it is smaller, and the stones left behind may fall apart into several groups.',
      ],
    },
    'abacus-illegal': {
      title: 'Slides that are not allowed',
      body: [
        'A stone may not end up alone, may not form a group as big as (or bigger than) the one it left, and may not pass over any stone.',
      ],
    },
    'abacus-end': {
      title: 'The end of the game',
      body: [
        'Only a placement can fill the last empty cell. The moment the board is full, the game stops and both sides count their stones: fewer stones wins.',
        'A game always ends: each slide breaks one of your groups into smaller ones, which cannot go on for ever, and each cell can take a new stone only so many times.',
      ],
    },
    'abacus-notation': {
      title: 'Writing moves',
      body: [
        'Rows are lettered from the bottom (A, B, C…) and cells numbered along the diagonals, so that E5 is the centre of the usual board. A placement is written as its cell (e5), a slide as the cell it leaves and the cell it reaches (c4a2).',
      ],
    },
    'abalone-aim': {
      title: 'Board and aim',
      body: [
        'Abalone is played on a hexagonal board of 61 cells, 5 on each side. Each player has 14 marbles, Black moves first, and the players take turns.',
        'You win by pushing 6 of your opponent’s marbles off the edge of the board.',
      ],
    },
    'abalone-move': {
      title: 'Moving marbles',
      body: [
        'On your turn you move 1, 2 or 3 of your own marbles by one cell. Several marbles must sit side by side in a straight line and all move the same way. From a longer row you may take any 1 to 3 neighbouring marbles.',
        'An in-line move goes along the line, like a train: the front marble steps into the next cell. A broadside (side-step) moves 2 or 3 marbles sideways together; each of them needs an empty cell to step into, and a broadside never pushes.',
        'A single marble steps to any empty neighbouring cell. You may never move one of your own marbles off the board.',
      ],
    },
    'abalone-sumito': {
      title: 'Pushing: sumito',
      body: [
        'An in-line move can push opposing marbles that sit straight ahead, when you outnumber them: 2 push 1, 3 push 1, 3 push 2. This is called sumito.',
        'The cell just beyond the last pushed marble must be empty, or be off the board. Pushing is never compulsory.',
      ],
    },
    'abalone-pac': {
      title: 'When no push is possible',
      body: [
        'Equal numbers cannot push each other: 1 against 1, 2 against 2 and 3 against 3 are a standoff called pac.',
        'Since at most 3 marbles move, a row of 4 or more pushes no harder than 3. And a marble held between opposing marbles, with one of yours just behind it, cannot be pushed: it is sandwiched.',
      ],
    },
    'abalone-eject': {
      title: 'Pushing a marble off',
      body: [
        'When the last pushed marble stands on the edge, the push sends it off the board. It is out of the game for good.',
      ],
    },
    'abalone-win': {
      title: 'Winning',
      body: [
        'The first player to push 6 opposing marbles off wins. On other board sizes the number of marbles and the target change, as the table shows.',
        'This app adds three house rules the official rules leave open: the same position with the same player to move for the third time is a draw; a player who has no legal move loses; and in a game at one screen the players may agree a draw, or one may resign.',
      ],
    },
    'abalone-layouts': {
      title: 'Starting layouts',
      body: [
        'On the usual board you can start from six layouts. Standard is the classic one; Belgian Daisy is the one tournaments use. Other board sizes start from the Standard layout only.',
      ],
    },
    'abalone-notation': {
      title: 'Writing moves',
      body: [
        'Games are written in Aba-Pro notation. An in-line move names the rear marble and where it goes (a1b2). A broadside names the two end marbles and where the first of them goes (c3c5d4).',
      ],
    },
  },
  diagrams: {
    'abacus-place': {
      title: 'A placement',
      text: 'Black places a stone on the empty centre cell, E5.',
      done: 'The stone stands on E5. A placement is always allowed while a cell is empty.',
    },
    'abacus-four': {
      title: 'From a group of 4 into a group of 3',
      text: 'The ringed stone on C6 belongs to a group of 4. It slides up to F6, where it joins the pair on G6 and G7: a group of 3, smaller than 4.',
      done: 'C3, C4 and C5 stay together as a group of 3, and the new group F6, G6, G7 has 3 stones.',
    },
    'abacus-single': {
      title: 'Leaving a single stone behind',
      text: 'The middle stone of the group C3, C4, C5 slides one cell to B4. There it touches C5: a group of 2, while C3 is left on its own.',
      done: 'B4 and C5 form a group of 2, smaller than the 3 it started in; C3 now stands alone.',
    },
    'abacus-split': {
      title: 'Splitting a group into two single stones',
      text: 'The middle stone of C3, C4, C5 slides up to E4 and joins the lone stone on F5. Its old group falls apart into two single stones.',
      done: 'E4 and F5 form a group of 2; C3 and C5 are each on their own.',
    },
    'abacus-c4': {
      title: 'Three landings refused',
      text: 'Black’s stone on C4 is in a group of 3 (C4, C5, D5). To A2 it would stand alone. To C2 it would join D2 and D3 in a group of 3, not smaller than 3. To F4 it would pair with G4, but White’s stone on E4 blocks the way.',
    },
    'abacus-end': {
      title: 'The last stone',
      text: 'One cell, C3, is left, and Black is to move. Black fills it with a placement, and the board is full.',
      done: 'The board is full: Black has 9 stones and White 10, so Black, with fewer, wins.',
    },
    'abalone-single': {
      title: 'One marble',
      text: 'A single marble steps to any empty neighbouring cell: here from E5 to F6.',
      done: 'The marble moved one cell.',
    },
    'abalone-inline2': {
      title: 'Two marbles in line',
      text: 'C3 and C4 move along their own line, one cell to the right.',
      done: 'The pair now stands on C4 and C5.',
    },
    'abalone-inline3': {
      title: 'Three marbles in line',
      text: 'D3, E4 and F5 move one cell along their line, towards G6.',
      done: 'The three marbles now stand on E4, F5 and G6.',
    },
    'abalone-broadside2': {
      title: 'Two marbles side-step',
      text: 'E4 and E5 step sideways together, to F4 and F5.',
      done: 'Both marbles moved one cell in the same direction.',
    },
    'abalone-broadside3': {
      title: 'Three marbles side-step',
      text: 'C3, C4 and C5 step sideways together to D4, D5 and D6. Each needs an empty cell to step into.',
      done: 'The row moved up as a whole.',
    },
    'abalone-sumito21': {
      title: 'Sumito: 2 push 1',
      text: 'Two black marbles push the white one on C5 into the empty cell C6.',
      done: 'White’s marble went back one cell.',
    },
    'abalone-sumito31': {
      title: 'Sumito: 3 push 1',
      text: 'Three black marbles push the white one on D5 to D6.',
      done: 'White’s marble went back one cell.',
    },
    'abalone-sumito32': {
      title: 'Sumito: 3 push 2',
      text: 'Three black marbles push the two white ones on E5 and E6 one cell further.',
      done: 'Both white marbles went back one cell.',
    },
    'abalone-pac': {
      title: 'Pac: 1 on 1, 2 on 2, 3 on 3',
      text: 'On each of rows C, E and G the sides are equal, so Black cannot push.',
    },
    'abalone-sandwich': {
      title: 'A sandwiched marble',
      text: 'Three black marbles face the white marble on E5, but Black’s own marble on E6 stands right behind it. The white marble cannot be pushed.',
    },
    'abalone-eject': {
      title: 'Pushing a marble off',
      text: 'White’s marble on E9 is at the edge. Three black marbles push it off the board.',
      done: 'The white marble left the board; Black’s tray counts it.',
    },
    'abalone-win': {
      title: 'The sixth marble',
      text: 'Black has already pushed off 5 white marbles. Pushing E9 off too wins the game.',
      done: 'Six white marbles are off: Black wins.',
    },
  },
  layouts: {
    caption: 'The six layouts of the usual board.',
  },
  targets: {
    caption: 'Marbles and the target on each board size',
    size: 'Cells per side',
    marbles: 'Marbles each',
    target: 'Pushed off to win',
  },
  tutorial: {
    intro: 'Six short steps on a real board. Make the move each step asks for to go on.',
    step: (i: number, n: number) => `Step ${i} of ${n}`,
    next: 'Next step',
    back: 'Back',
    finished: 'That is all the rules. Enjoy your games!',
    again: 'Start the tutorial again',
    steps: {
      place: {
        title: 'Place a stone',
        text: 'You play Black, and the board starts empty. Click any empty cell to put a stone there.',
        /** The text on a touch screen, where clicks are taps. */
        onTouch:
          'You play Black, and the board starts empty. Tap any empty cell to put a stone there.',
        done: 'Good. Placing is always allowed while a cell is empty.',
      },
      group: {
        title: 'Make a group',
        text: 'Touching stones of one colour form a group. Place a stone next to your two stones on C3 and C4 to make a group of 3.',
        done: 'Your group now has 3 stones. Stones in groups of 3 or more can slide.',
      },
      slide: {
        title: 'Slide a stone',
        text: 'A stone of a group of 3 or more can slide in a straight line over empty cells. It must stop where it forms a group of at least 2 that is smaller than its old group. Click a stone of your group, then one of the cells marked for it (or drag it there).',
        /** The text on a touch screen, where clicks are taps. */
        onTouch:
          'A stone of a group of 3 or more can slide in a straight line over empty cells. It must stop where it forms a group of at least 2 that is smaller than its old group. Tap a stone of your group, then one of the cells marked for it, and tap that cell again to play (or drag the stone there).',
        done: 'The stone left its group of 3 and now belongs to a group of 2.',
      },
      split: {
        title: 'Break a group apart',
        text: 'Slide the middle stone, C3, up to E3, next to your lone stone on F4.',
        done: 'E3 and F4 are a group of 2, and C2 and C4 are left as two single stones.',
      },
      illegal: {
        title: 'Not every slide is allowed',
        text: 'The stone on C4 is in a group of 3. On A2 it would stand alone; on C2 it would join D2 and D3 in a group of 3, which is not smaller; to reach F4, beside G4, it would have to pass White’s stone on E4. One cell is left where it may land: find it.',
        done: 'Right: that landing forms a group of 2, smaller than 3.',
      },
      end: {
        title: 'Fill the board',
        text: 'One cell is left. Place the last stone: the game ends when the board is full, and fewer stones wins.',
        done: 'The board is full. Black has 9 stones, White 10: Black wins.',
      },
    },
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
