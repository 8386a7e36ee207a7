import type { GameLearning } from '../module';
import { ABALONE_DIAGRAMS, ABALONE_PAGE } from './diagrams';

/** Abalone's rules page, a chunk of its own. */
export const abaloneLearning: GameLearning = { page: ABALONE_PAGE, diagrams: ABALONE_DIAGRAMS };
