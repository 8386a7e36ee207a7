import { DEFAULT_SIZE, type Game, layoutsFor, SIZES } from '../engine';
import type { GameSpec } from './types';

/**
 * Applies a change to a spec and keeps it valid: a size the game offers (its default
 * otherwise) and a layout that size offers (Standard otherwise).
 */
export function adjustSpec(spec: GameSpec, change: Partial<GameSpec>): GameSpec {
  const game: Game = change.game ?? spec.game;
  const wanted = change.n ?? spec.n;
  const n = SIZES[game].includes(wanted) ? wanted : DEFAULT_SIZE[game];
  const layout = change.layout ?? spec.layout;
  return {
    game,
    n,
    layout: game === 'abalone' && layoutsFor(n).includes(layout) ? layout : 'standard',
  };
}
