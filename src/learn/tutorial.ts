import type { Messages } from '../i18n/en';
import type { Arrow } from './diagrams';
import type { Accepts } from './judge';

export type StepId = keyof Messages['learn']['tutorial']['steps'];

/** One step of a tutorial: a position, what it marks, and the move that completes it. */
export interface Step {
  readonly id: StepId;
  readonly position: string;
  readonly highlight: readonly string[];
  readonly arrows: readonly Arrow[];
  readonly accepts: Accepts;
  /** One move that completes the step, for the tests and for the reader who is stuck. */
  readonly solution: string;
}
