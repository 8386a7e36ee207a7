import { BLACK, legalMoves, type MoveInfo, moveInfo, playerOf, WHITE } from '../../engine';
import type { MoveSpeech, Sound } from '../module';
import { winTarget } from './layouts';
import type { AbaloneWords } from './words/en';

/** What an Abalone move does, in the kinds its words and sounds tell apart. */
type MoveKind = 'step' | 'inline' | 'broadside' | 'push' | 'eject';

const SOUND_OF: Readonly<Record<MoveKind, Sound>> = {
  step: 'move',
  inline: 'move',
  broadside: 'move',
  push: 'push',
  eject: 'eject',
};

/**
 * The moving marbles from the rear one forward, when they move along their line: the
 * rear marble is the one no other marble moves onto.
 */
function rearFirst({ from, to }: MoveInfo): readonly number[] {
  const rear = from.find((c) => !to.includes(c));
  const order: number[] = [];
  for (let c = rear; c !== undefined && order.length < from.length;) {
    order.push(c);
    const next = to[from.indexOf(c)];
    c = from.includes(next) ? next : undefined;
  }
  return order;
}

/** Whether the marbles move along their own line (a single marble counts as not). */
const inLine = (info: MoveInfo): boolean =>
  info.from.length > 1 && info.to.some((c) => info.from.includes(c));

function kind(info: MoveInfo): MoveKind {
  if (info.pushed.length > 0) return info.ejects ? 'eject' : 'push';
  if (info.from.length === 1) return 'step';
  return inLine(info) ? 'inline' : 'broadside';
}

/** Abalone: one marble stepping, a line moving along itself or sideways, a Sumito push. */
export const abaloneSpeech: MoveSpeech<AbaloneWords> = {
  sound: (info) => SOUND_OF[kind(info)],
  say(info, player, name, { speech: words }) {
    const what = kind(info);
    if (what === 'step') return words.step(player, name(info.from[0]), name(info.to[0]));
    if (what === 'broadside') {
      return words.broadside(player, info.from.map(name).join(' '), info.to.map(name).join(' '));
    }
    const line = rearFirst(info);
    const cells = line.map(name).join(' ');
    const front = name(info.to[info.from.indexOf(line[line.length - 1])]);
    if (what === 'inline') return words.inline(player, cells, front);
    return (what === 'eject' ? words.eject : words.push)(player, cells, front, info.pushed.length);
  },
  reason(before, info, after, { reason }, number) {
    const player = playerOf(before.turn);
    if (info.ejects) {
      // `extras` counts each colour's marbles off the board: the mover's count is the other's.
      const off = after.extras[before.turn === BLACK ? WHITE : BLACK];
      const target = winTarget(after.board.n);
      return reason.ejected(
        player,
        number(off),
        number(target),
        target - off,
        number(target - off),
      );
    }
    if (info.pushed.length > 0) return reason.pushed(player, info.pushed.length);
    const threat = legalMoves(after).some((m) => moveInfo(after, m).ejects);
    return threat ? reason.threatened(player) : reason.safe(player);
  },
};
