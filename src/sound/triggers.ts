import type { GameChange } from '../announce/changes';
import { moveSound } from '../announce/describe';
import type { Sound } from '../games';

/** The sounds that go with what happened, in order: the move, then the end of the game. */
export function soundsOf(changes: readonly GameChange[]): readonly Sound[] {
  const out: Sound[] = [];
  for (const change of changes) {
    if (change.kind === 'move') out.push(moveSound(change.pos, change.move));
    else if (change.kind === 'result') out.push('end');
  }
  return out;
}
