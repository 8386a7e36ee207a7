import type { Game } from '../engine';
import { abacusInput } from '../games/abacus/input';
import { abaloneInput } from '../games/abalone/input';
import type { InputModel } from './types';

/** The board input of every game; `satisfies` makes a missing one a compile error. */
export const INPUTS = { abacus: abacusInput, abalone: abaloneInput } as const satisfies Record<
  Game,
  InputModel
>;
