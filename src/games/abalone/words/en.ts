import type { Player } from '../../../engine';
import type { Level } from '../../../ai/search/levels';
import type { GameWords } from '../../module';
import type { AbaloneLayout } from '../layouts';

const side = (p: Player): string => (p === 'black' ? 'Black' : 'White');
const other = (p: Player): string => (p === 'black' ? 'white' : 'black');
const opponent = (p: Player): Player => (p === 'black' ? 'white' : 'black');
const marbles = (n: number, p: Player): string =>
  n === 1 ? `one ${other(p)} marble` : `${n === 2 ? 'two' : n} ${other(p)} marbles`;

/**
 * Abalone's words the first frame may need: its name and pieces, the board's hints and
 * settings, each move as a screen reader hears it, and why the game ended. English is
 * the reference the other languages are typed against.
 */
export const en = {
  title: 'Abalone',
  layouts: {
    standard: 'Standard',
    belgian: 'Belgian Daisy',
    german: 'German Daisy',
    dutch: 'Dutch Daisy',
    swiss: 'Swiss Daisy',
    domination: 'Domination',
    alien_attack: 'Alien Attack',
    the_wall: 'The Wall',
    face_to_face: 'Face to Face',
    fujiyama: 'Fujiyama',
    star: 'Star',
    duel: 'Duel',
    checkerboard: 'Checkerboard',
  } satisfies Record<AbaloneLayout, string>,
  piece: { black: 'black marble', white: 'white marble' },
  pieces: { black: 'black marbles', white: 'white marbles' },
  counted: (n: number): string => (n === 1 ? 'marble' : 'marbles'),
  /** How strong each level plays Abalone: docs/ai.md, Elo ladder. */
  strength: {
    easy: 'Easy: about as strong as a newcomer who knows the rules; loses most games to a player who looks one move ahead.',
    medium:
      'Medium: about as strong as a casual player; beats a player who looks one move ahead 19 games in 20.',
    hard: 'Hard: about as strong as a seasoned player who reads several moves ahead; Medium hardly ever wins.',
    expert:
      'Expert: Hard with five times the time, thinking on your time too; beats Hard 5 games in 6.',
  } satisfies Record<Level, string>,
  // Its board shows every mark it has at all times: no setting to label.
  boardSettings: {},
  figures: {
    'off-by-black': 'Pushed off by Black',
    'off-by-white': 'Pushed off by White',
  },
  input: {
    /** `n`: how many marbles are selected. */
    offBoard: (n: number) =>
      `${n === 1 ? 'This marble' : 'These marbles'} cannot move that way: a marble may not be moved off the board.`,
    ownInWay: (n: number, cell: string) =>
      `${n === 1 ? 'This marble' : 'These marbles'} cannot move that way: your own marble on ${cell} is in the way.`,
    blocked: (n: number) => `${n === 1 ? 'This marble' : 'These marbles'} cannot move that way.`,
    blockedBecause: (n: number, why: string) =>
      `${n === 1 ? 'This marble' : 'These marbles'} cannot move that way: ${why}.`,
    noMove: (n: number): string =>
      n === 1 ? 'This marble has no legal move.' : 'These marbles have no legal move together.',
    straight: 'Drag in a straight line from the selected marbles, along one of the six directions.',
  },
  speech: {
    step: (p: Player, from: string, to: string) => `${side(p)} moves ${from} to ${to}`,
    inline: (p: Player, cells: string, to: string) => `${side(p)} moves ${cells} in line to ${to}`,
    broadside: (p: Player, cells: string, to: string) =>
      `${side(p)} moves ${cells} sideways to ${to}`,
    push: (p: Player, cells: string, to: string, pushed: number) =>
      `${side(p)} pushes ${cells} to ${to}, moving ${marbles(pushed, p)}`,
    eject: (p: Player, cells: string, to: string, pushed: number) =>
      pushed === 1
        ? `${side(p)} pushes ${cells} to ${to}, one ${other(p)} marble off`
        : `${side(p)} pushes ${cells} to ${to}, moving ${marbles(pushed, p)}, one of them off`,
  },
  /** Why a move matters, for a solution stepped through: what it leaves on the board. */
  reason: {
    /** `off`: the marbles the mover has pushed off now, of `target`; `left` more win. */
    ejected: (p: Player, off: string, target: string, left: number, shown: string) =>
      left <= 0
        ? `${side(p)} has pushed off ${off} of ${target}: the game is won`
        : `${side(p)} has pushed off ${off} of ${target}: ${shown} more to win`,
    pushed: (p: Player, n: number) =>
      `${side(p)} has more marbles in the line and pushes ${marbles(n, p)} back`,
    safe: (p: Player) => `No ${other(opponent(p))} marble can be pushed off now`,
    threatened: (p: Player) =>
      `${side(opponent(p))} can now push a ${other(opponent(p))} marble off`,
  },
  /** What the blunder warning (Settings) says of a move that lets the opponent push a marble off. */
  blunder: 'This move lets a marble of yours be pushed off.',
  outcome: {
    /** `pieces`: the loser's pieces, such as "white marbles". */
    target: (winner: string, value: string, of: string, pieces: string) =>
      `${winner} pushed ${value} of ${of} ${pieces} off the board.`,
  },
} satisfies GameWords & { readonly [own: string]: unknown };

export type AbaloneWords = typeof en;
