import { type MoveNotes, type Player, playerOf, type Position } from '../../engine';
import { clockAsComment } from '../../engine/apgn';
import type { TimeControl } from '../game/clocks/timeControl';

/**
 * A record's notes of one line, each clock its time control could not have given put back
 * into the comment as text (`clockAsComment`): after its k-th move a side has at most the
 * base time and k increments. Such a clock would show as a time no game had, while kept as
 * text nothing of the record is lost. Without a time control only `MAX_CLOCK` bounds a
 * clock, where it is read (`parseClock`).
 *
 * `positions` run from the game's start through the line; its first move is played in
 * `positions[first]`.
 */
export function clockNotesWithin(
  tc: TimeControl | undefined,
  positions: readonly Position[],
  first: number,
  notes: readonly (MoveNotes | undefined)[],
): readonly (MoveNotes | undefined)[] {
  if (!tc || !notes.some((n) => n?.clock !== undefined)) return notes;
  const made: Record<Player, number> = { black: 0, white: 0 };
  for (let ply = 0; ply < first; ply++) made[playerOf(positions[ply].turn)]++;
  return Array.from(notes, (note, i) => {
    const mover = playerOf(positions[first + i].turn);
    made[mover]++;
    const most = (tc.base + made[mover] * tc.increment) * 1000;
    return note?.clock !== undefined && note.clock > most ? clockAsComment(note) : note;
  });
}
