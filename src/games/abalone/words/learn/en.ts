import type { LearnWords } from '../../../../learn/words';

/**
 * Abalone's rules page and tutorial in words, which load with the Learn dialog rather than the page.
 * The rules are written afresh from RULES.md: facts and terms only.
 */
export const en = {
  sections: {
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
        'On the usual board you can start from thirteen layouts. Standard is the classic one; Belgian Daisy is the one tournaments use; the others, from Alien Attack to Checkerboard, are the ones players and game sites pass around for a change. Other board sizes start from the Standard layout only.',
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
  tutorial: {
    intro: 'Six short steps on a real board. Make the kind of move each step asks for to go on.',
    steps: {
      single: {
        title: 'Move one marble',
        other: 'That moved more than one marble. Here, move the lone marble on E5 by one cell.',
        text: 'You play Black. Click your marble on E5, then one of the empty cells marked next to it.',
        onTouch:
          'You play Black. Tap your marble on E5, then one of the empty cells marked next to it, and tap that cell again to play.',
        done: 'Good. A single marble steps to any empty neighbouring cell.',
      },
      inline: {
        title: 'Move the line along itself',
        other:
          'Not this time: move two or three of the marbles on C3, C4 and C5 one cell along their own line, each stepping into the cell of the one ahead.',
        text: 'Your three marbles on C3, C4 and C5 form a line. Pick two or three of them and move them one cell along their own line, like a train.',
        done: 'The line moved along itself: only the front cell had to be empty.',
      },
      broadside: {
        title: 'Move the pair sideways',
        other:
          'That moved the marbles along their line. Here, move both C3 and C4 sideways together, out of their line.',
        text: 'Pick both marbles on C3 and C4 and move them sideways together, out of their line. Each one needs an empty cell to step into.',
        done: 'That was a broadside. It never pushes, so every cell it enters must be empty.',
      },
      sumito: {
        title: 'Push one marble with two',
        other: 'That did not push. Move C3 and C4 along their line, into White’s marble on C5.',
        text: 'Two of your marbles face White’s marble on C5, with an empty cell behind it. Move your line along itself into it to push it.',
        done: 'Two beat one: White’s marble went back a cell. This is sumito.',
      },
      sumito32: {
        title: 'Push two marbles with three',
        other:
          'That did not push both white marbles. Move all three of yours along row E, into them.',
        text: 'Three of your marbles face two white ones on E5 and E6. Push them both, in line.',
        done: 'Three beat two. Equal numbers never push, and at most three marbles move.',
      },
      eject: {
        title: 'Push a marble off the board',
        other:
          'That did not push the marble off. Move your three marbles along row E, into White’s marble on E9.',
        text: 'White’s marble on E9 sits at the edge of the board. Push it off with your three marbles.',
        done: 'It is off the board. Push off six of White’s marbles to win.',
      },
    },
  },
} satisfies LearnWords;

export type AbaloneLearnWords = typeof en;
