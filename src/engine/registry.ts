import { abacus } from '../games/abacus/rules';
import { abalone } from '../games/abalone/rules';
import type { GameRules } from './rules';
import type { Game } from './types';

/**
 * Every game Hexplay plays, by name. `satisfies` makes a game that is named in `GAMES`
 * but missing here, or missing a piece of `GameRules`, a compile error.
 */
export const RULES = { abacus, abalone } as const satisfies Record<Game, GameRules>;

export const rulesOf = (game: Game): GameRules => RULES[game];

/** The game a record's Game tag or a link names, in any case. */
export function gameByTitle(title: string): Game | undefined {
  const wanted = title.trim().toLowerCase();
  return (Object.keys(RULES) as Game[]).find((g) => RULES[g].title.toLowerCase() === wanted);
}
