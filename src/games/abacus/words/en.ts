import type { Player } from '../../../engine';
import type { Level } from '../../../ai/search/levels';
import type { GameWords } from '../../module';

const side = (p: Player): string => (p === 'black' ? 'Black' : 'White');

/**
 * Abacus's words the first frame may need: its name and pieces, the board's hints and
 * settings, each move as a screen reader hears it, and why the game ended. English is
 * the reference the other languages are typed against.
 */
export const en = {
  title: 'Abacus',
  piece: { black: 'black stone', white: 'white stone' },
  pieces: { black: 'black stones', white: 'white stones' },
  counted: (n: number): string => (n === 1 ? 'stone' : 'stones'),
  /** How strong each level plays Abacus: docs/ai.md, Elo ladder. */
  strength: {
    easy: 'Easy: about as strong as a newcomer who knows the rules; loses more often than not to a player who looks one move ahead.',
    medium:
      'Medium: about as strong as a casual player; beats a player who looks one move ahead about 9 games in 10.',
    hard: 'Hard: about as strong as a seasoned player, and perfect in the last few empty cells; Medium hardly ever wins.',
    expert:
      'Expert: Hard with five times the time, thinking on your time too, perfect a little earlier still; beats Hard 7 games in 8.',
  } satisfies Record<Level, string>,
  figures: {
    'count-black': 'Black stones',
    'count-white': 'White stones',
    'count-empty': 'Empty cells',
  },
  boardSettings: {
    slideMarks: 'Mark stones that can slide',
    groupSizes: 'Show group sizes',
  },
  movable: 'can slide',
  input: {
    tooSmall: (size: string) =>
      `This stone cannot slide: it is in a group of ${size}, and only groups of 3 or more can slide.`,
    surrounded: 'This stone cannot slide: every cell next to it is taken.',
    notSmaller: (size: string) =>
      `This stone cannot slide: a slide must leave it in a group of at least 2 smaller than its group of ${size}.`,
    notThere: (why: string) => `This stone cannot slide there: ${why}.`,
  },
  speech: {
    place: (p: Player, cell: string) => `${side(p)} places a stone on ${cell}`,
    slide: (p: Player, from: string, to: string) => `${side(p)} slides ${from} to ${to}`,
  },
  /** Why a move matters, for a solution stepped through: what it leaves on the board. */
  reason: {
    slide: (p: Player, group: string, formed: string) =>
      `${side(p)}’s stone leaves its group of ${group} and forms one of ${formed}: a move that adds no stone`,
    place: (p: Player, group: number, shown: string) =>
      group === 1
        ? `${side(p)} adds a stone, on its own`
        : `${side(p)} adds a stone, forming a group of ${shown}`,
    /** Each side's stones, counted with their noun, and the empty cells after the move: fewer stones win. */
    tally: (black: string, white: string, empty: number, shown: string) =>
      `now Black has ${black}, White ${white}, and ${shown} ${empty === 1 ? 'cell is' : 'cells are'} empty`,
  },
  /** What the blunder warning (Settings) says of a move after which a proven win is no longer one. */
  blunder: 'This throws away a proven win: after it, the other side can win.',
  outcome: {
    fullBoard: (black: string, white: string, pieces: string) =>
      `The board is full: Black has ${black} ${pieces}, White ${white}. Fewer ${pieces} wins.`,
  },
} satisfies GameWords & { readonly [own: string]: unknown };

export type AbacusWords = typeof en;
