import { type Game, GAMES, isGame, isLayout, type Result, rulesOf } from '../engine';
import type { GameSpec } from './types';

export interface SpecError {
  readonly code: 'spec';
  readonly message: string;
}

const fail = (message: string): Result<never, SpecError> => ({
  ok: false,
  error: { code: 'spec', message },
});

/** Checks a spec from untrusted data: a game, a size it is played on, a layout of that size. */
export function checkSpec(v: unknown): Result<GameSpec, SpecError> {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    return fail('spec must be an object');
  const { game, n, layout } = v as Record<string, unknown>;
  if (typeof game !== 'string' || !isGame(game)) {
    return fail(`spec.game must be ${GAMES.join(' or ')}, not ${JSON.stringify(game)}`);
  }
  const rules = rulesOf(game);
  if (typeof n !== 'number' || !rules.sizes.includes(n)) {
    return fail(
      `spec.n must be one of ${rules.sizes.join(', ')} for ${game}, not ${JSON.stringify(n)}`,
    );
  }
  if (typeof layout !== 'string' || !isLayout(layout) || !rules.layouts(n).includes(layout)) {
    return fail(`spec.layout ${JSON.stringify(layout)} is not a layout of ${game} on n=${n}`);
  }
  return { ok: true, value: { game, n, layout } };
}

/**
 * Applies a change to a spec and keeps it valid: a size the game offers (its default
 * otherwise) and a layout that size offers (the first otherwise).
 */
export function adjustSpec(spec: GameSpec, change: Partial<GameSpec>): GameSpec {
  const game: Game = change.game ?? spec.game;
  const rules = rulesOf(game);
  const wanted = change.n ?? spec.n;
  const n = rules.sizes.includes(wanted) ? wanted : rules.defaultSize;
  const layout = change.layout ?? spec.layout;
  const layouts = rules.layouts(n);
  return { game, n, layout: layouts.includes(layout) ? layout : layouts[0] };
}
