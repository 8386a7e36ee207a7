import {
  clonePosition,
  gameOutcome,
  initialPosition,
  makeMove,
  type Move,
  type Outcome,
  parseMove,
  type Position,
} from '../engine';
import type { Ending, GameSpec } from './types';

/** The positions of a game, derived from its spec and move list through the engine. */
export interface Replay {
  readonly spec: GameSpec;
  readonly tokens: readonly string[];
  readonly moves: readonly Move[];
  /** `tokens.length + 1` positions, the start first. */
  readonly positions: readonly Position[];
}

const cache = new WeakMap<readonly string[], Replay>();
let last: Replay | undefined;

const sameSpec = (a: GameSpec, b: GameSpec): boolean =>
  a.game === b.game && a.n === b.n && a.layout === b.layout;

/**
 * Replays a move list that the store has already validated. Cached by the list's
 * identity; a list that extends the previous one by a move or two (the usual case after
 * a click) reuses its positions instead of replaying the whole game.
 */
export function replay(spec: GameSpec, tokens: readonly string[]): Replay {
  const hit = cache.get(tokens);
  if (hit && sameSpec(hit.spec, spec)) return hit;
  let positions: Position[] = [initialPosition(spec.game, spec.n, spec.layout)];
  let moves: Move[] = [];
  if (last && sameSpec(last.spec, spec) && last.tokens.length <= tokens.length) {
    const prefix = last.tokens;
    if (prefix.every((t, i) => tokens[i] === t)) {
      positions = [...last.positions];
      moves = [...last.moves];
    }
  }
  for (let i = moves.length; i < tokens.length; i++) {
    const pos = positions[i];
    const parsed = parseMove(pos, tokens[i]);
    if (!parsed.ok) throw new Error(`move ${i + 1} '${tokens[i]}': ${parsed.error.message}`);
    const next = clonePosition(pos);
    makeMove(next, parsed.value);
    moves.push(parsed.value);
    positions.push(next);
  }
  const result: Replay = { spec, tokens, moves, positions };
  cache.set(tokens, result);
  last = result;
  return result;
}

// Repetition needs the whole history, so the verdict is worth keeping per position.
const outcomes = new WeakMap<Replay, Map<number, Outcome | undefined>>();

/**
 * How the game stands at `cursor`: the board's own verdict (including repetition), or
 * the players' ending, which belongs to the end of the move list.
 */
export function outcomeAt(
  game: Replay,
  cursor: number,
  ending: Ending | undefined,
): Outcome | undefined {
  if (ending && cursor === game.tokens.length) return ending;
  let byCursor = outcomes.get(game);
  if (!byCursor) {
    byCursor = new Map();
    outcomes.set(game, byCursor);
  }
  if (!byCursor.has(cursor)) {
    byCursor.set(cursor, gameOutcome(game.positions.slice(0, cursor + 1)));
  }
  return byCursor.get(cursor);
}
