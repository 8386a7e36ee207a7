import type { LearnWords } from '../../../../learn/words';

/**
 * Abacus's rules page and tutorial in words, which load with the Learn dialog rather than the page.
 * The rules are written afresh from RULES.md: facts and terms only.
 */
export const en = {
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
    'abacus-favoured': {
      title: 'Who is favoured',
      body: [
        'Nobody knows yet who wins Abacus with perfect play on these boards. Only the smallest board, with 3 cells a side, is solved: there the second player wins.',
        'To see which side each board favours, the computer played itself many times on each board at its Hard level, each game from a different opening. The table gives the first player’s (Black’s) share of the wins with its 95% interval, and how long the games lasted in plies (single moves); the bars show how many games ended at each length.',
      ],
    },
    'abacus-notation': {
      title: 'Writing moves',
      body: [
        'Rows are lettered from the bottom (A, B, C…) and cells numbered along the diagonals, so that E5 is the centre of the usual board. A placement is written as its cell (e5), a slide as the cell it leaves and the cell it reaches (c4a2).',
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
  },
  selfPlay: {
    caption: 'Hard against Hard',
    size: 'Board (cells a side)',
    games: 'Games',
    firstWins: 'Black wins',
    secondWins: 'White wins',
    score: 'First player’s score',
    scoreOf: (score: string, low: string, high: string) => `${score} (95%: ${low}–${high})`,
    lengths: 'Length in plies',
    lengthsOf: (min: string, q1: string, median: string, q3: string, max: string) =>
      `${min}–${max}, middle half ${q1}–${q3}, median ${median}`,
    histogram: (size: string) => `Games by length on the board of side ${size}`,
    bar: (from: string, to: string, count: string) => `${from}–${to} plies: ${count}`,
    method: (nodes: string) =>
      `Hard looked at ${nodes} positions a move here, far fewer than in play, where it thinks for a second: these numbers describe the computer’s play, not perfect play.`,
    openings: (plies: string, sizes: string) =>
      `On the boards of side ${sizes}, each game started from a different position after ${plies} plies, no two alike even when the board is turned or mirrored.`,
  },
  tutorial: {
    intro: 'Six short steps on a real board. Make the move each step asks for to go on.',
    steps: {
      place: {
        title: 'Place a stone',
        other: 'Here, place a new stone on any empty cell.',
        text: 'You play Black, and the board starts empty. Click any empty cell to put a stone there.',
        /** The text on a touch screen, where clicks are taps. */
        onTouch:
          'You play Black, and the board starts empty. Tap any empty cell to put a stone there.',
        done: 'Good. Placing is always allowed while a cell is empty.',
      },
      group: {
        title: 'Make a group',
        other:
          'That stone does not touch C3 and C4. Place it on a cell next to them, to make a group of 3.',
        text: 'Touching stones of one colour form a group. Place a stone next to your two stones on C3 and C4 to make a group of 3.',
        done: 'Your group now has 3 stones. Stones in groups of 3 or more can slide.',
      },
      slide: {
        title: 'Slide a stone',
        other:
          'That placed a stone. Here, slide a stone of your group of 3 to a cell marked for it.',
        text: 'A stone of a group of 3 or more can slide in a straight line over empty cells. It must stop where it forms a group of at least 2 that is smaller than its old group. Click a stone of your group, then one of the cells marked for it (or drag it there).',
        /** The text on a touch screen, where clicks are taps. */
        onTouch:
          'A stone of a group of 3 or more can slide in a straight line over empty cells. It must stop where it forms a group of at least 2 that is smaller than its old group. Tap a stone of your group, then one of the cells marked for it, and tap that cell again to play (or drag the stone there).',
        done: 'The stone left its group of 3 and now belongs to a group of 2.',
      },
      split: {
        title: 'Break a group apart',
        other: 'Not this one: slide the middle stone, C3, up to E3.',
        text: 'Slide the middle stone, C3, up to E3, next to your lone stone on F4.',
        done: 'E3 and F4 are a group of 2, and C2 and C4 are left as two single stones.',
      },
      illegal: {
        title: 'Find the one slide allowed',
        other: 'Not this one: slide the stone on C4, to the one cell where it may land.',
        text: 'The stone on C4 is in a group of 3. On A2 it would stand alone; on C2 it would join D2 and D3 in a group of 3, which is not smaller; to reach F4, beside G4, it would have to pass White’s stone on E4. One cell is left where it may land: find it.',
        done: 'Right: that landing forms a group of 2, smaller than 3.',
      },
      end: {
        title: 'Fill the board',
        other: 'Place the last stone, on C3.',
        text: 'One cell is left. Place the last stone: the game ends when the board is full, and fewer stones wins.',
        done: 'The board is full. Black has 9 stones, White 10: Black wins.',
      },
    },
  },
} satisfies LearnWords;

export type AbacusLearnWords = typeof en;
