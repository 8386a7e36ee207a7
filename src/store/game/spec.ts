import { type Game, GAMES, isGame, makePosition, type Position, type Result } from '../../engine';
import { initialPosition, parsePosition, rulesOf } from '../../games';
import type { GameSpec } from './savedGame';
import { checkTimeControl } from './clocks/timeControl';

export interface SpecError {
  readonly code: 'spec';
  readonly message: string;
}

const fail = (message: string): Result<never, SpecError> => ({
  ok: false,
  error: { code: 'spec', message },
});

/**
 * Checks a spec from untrusted data: a game, a size it is played on, a layout of that
 * size, and the time control it may be played on.
 */
export function checkSpec(v: unknown): Result<GameSpec, SpecError> {
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    return fail('spec must be an object');
  const { timeControl } = v as Record<string, unknown>;
  const board = checkBoard(v as Record<string, unknown>);
  if (!board.ok || timeControl === undefined) return board;
  const clock = checkTimeControl(timeControl);
  if (!clock.ok) return fail(`spec.${clock.error.message}`);
  return { ok: true, value: { ...board.value, timeControl: clock.value } };
}

function checkBoard({
  game,
  n,
  layout,
  start,
}: Record<string, unknown>): Result<GameSpec, SpecError> {
  if (typeof game !== 'string' || !isGame(game)) {
    return fail(`spec.game must be ${GAMES.join(' or ')}, not ${JSON.stringify(game)}`);
  }
  const rules = rulesOf(game);
  if (typeof n !== 'number' || !rules.sizes.includes(n)) {
    return fail(
      `spec.n must be one of ${rules.sizes.join(', ')} for ${game}, not ${JSON.stringify(n)}`,
    );
  }
  if (typeof layout !== 'string' || !rules.layouts(n).includes(layout)) {
    return fail(`spec.layout ${JSON.stringify(layout)} is not a layout of ${game} on n=${n}`);
  }
  if (start === undefined || start === null) return { ok: true, value: { game, n, layout } };
  if (typeof start !== 'string') return fail('spec.start must be a position string');
  const pos = parsePosition(start);
  if (!pos.ok) return fail(`spec.start: ${pos.error.message}`);
  if (pos.value.game !== game || pos.value.board.n !== n) {
    return fail(
      `spec.start is a position of ${pos.value.game} on n=${pos.value.board.n}, not ${game} on n=${n}`,
    );
  }
  const text = makePosition(pos.value);
  // The layout's own start is no custom start: one spec, one way of writing it.
  if (text === makePosition(initialPosition(game, n, layout))) {
    return { ok: true, value: { game, n, layout } };
  }
  return { ok: true, value: { game, n, layout, start: text } };
}

/** The position a game of `spec` begins from. */
export function startPosition(spec: GameSpec): Position {
  if (spec.start === undefined) return initialPosition(spec.game, spec.n, spec.layout);
  const pos = parsePosition(spec.start);
  // Every spec with a start went through checkSpec, so this is a bug, not bad input.
  if (!pos.ok) throw new Error(`unchecked spec.start: ${pos.error.message}`);
  return pos.value;
}

export const sameSpec = (a: GameSpec, b: GameSpec): boolean =>
  a.game === b.game && a.n === b.n && a.layout === b.layout && a.start === b.start;

/** A game at its usual size, in its first layout: how a first visit or a tutorial opens it. */
export function usualSpec(game: Game): GameSpec {
  const rules = rulesOf(game);
  return { game, n: rules.defaultSize, layout: rules.layouts(rules.defaultSize)[0] };
}

/**
 * Applies a change to a spec and keeps it valid: a size the game offers (its default
 * otherwise) and a layout that size offers (the first otherwise). The time control stays
 * unless changed; a custom start does not.
 */
export function adjustSpec(spec: GameSpec, change: Partial<GameSpec>): GameSpec {
  const game: Game = change.game ?? spec.game;
  const rules = rulesOf(game);
  const wanted = change.n ?? spec.n;
  const n = rules.sizes.includes(wanted) ? wanted : rules.defaultSize;
  const layout = change.layout ?? spec.layout;
  const layouts = rules.layouts(n);
  const timeControl = 'timeControl' in change ? change.timeControl : spec.timeControl;
  return {
    game,
    n,
    layout: layouts.includes(layout) ? layout : layouts[0],
    ...(timeControl ? { timeControl } : {}),
  };
}
