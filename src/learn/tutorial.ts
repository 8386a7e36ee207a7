import type { Arrow } from './diagrams';
import type { Accepts } from './judge';

/**
 * One step of a tutorial: a position, what it marks, and the move that completes it. `Id`
 * is the game's own, a key of its tutorial's words.
 */
export interface Step<Id extends string = string> {
  readonly id: Id;
  readonly position: string;
  readonly highlight: readonly string[];
  readonly arrows: readonly Arrow[];
  readonly accepts: Accepts;
  /** One move that completes the step, for the tests and for the reader who is stuck. */
  readonly solution: string;
}
