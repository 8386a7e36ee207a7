import type { ResultText } from '../engine';
import type { ExplorerNode, ExplorerRow } from './node';
import { pathJump, pathStep } from './paths';

/** One game as the build needs it: its positions' keys and the moves between them. */
export interface PlayedGame {
  /** `positionKey` of each position, the start first: one more than `moves`. */
  readonly keys: readonly string[];
  /** Each move in notation, played from the position of the same index. */
  readonly moves: readonly string[];
  readonly result: ResultText;
}

export interface BuildOptions {
  /** A position is kept when at least this many games reached it (2: one game's alone are cut). */
  readonly minGames: number;
  /** Positions more than this many moves from the start, by the shortest way, are never kept. */
  readonly maxPly: number;
}

export interface BuiltBook {
  readonly nodes: readonly ExplorerNode[];
  /** Each game's path, in the order of the games given. */
  readonly paths: readonly string[];
}

interface RowTally {
  games: number;
  black: number;
  white: number;
  draws: number;
  plies: number;
  next?: number;
}

/**
 * Where each game first stands in each position: a position repeated later counts once,
 * with the move played the first time, so that a position's rows add up to the games that
 * went on from it.
 */
function firstVisits(game: PlayedGame): Map<string, number> {
  const first = new Map<string, number>();
  game.keys.forEach((key, ply) => {
    if (!first.has(key)) first.set(key, ply);
  });
  return first;
}

/**
 * The book of a set of games that share a start: every position at least `minGames`
 * games reached (by any order of moves, at any ply) that can be reached from the start
 * through such positions in at most `maxPly` moves, numbered in breadth-first order, the start first; in each, every move played
 * there, most played first. Deterministic: the same games give the same book.
 */
export function buildBook(
  games: readonly PlayedGame[],
  { minGames, maxPly }: BuildOptions,
): BuiltBook {
  const root = games[0]?.keys[0];
  if (root === undefined) throw new Error('buildBook: no games');
  if (games.some((g) => g.keys[0] !== root))
    throw new Error('buildBook: the games do not share a start');
  const visits = games.map(firstVisits);
  const reached = new Map<string, number>();
  for (const first of visits)
    for (const key of first.keys()) reached.set(key, (reached.get(key) ?? 0) + 1);

  // Where each position's moves lead, by move text, from the games' first visits.
  const edges = new Map<string, Map<string, string>>();
  games.forEach((game, g) => {
    for (const [key, ply] of visits[g]) {
      if (ply >= game.moves.length) continue;
      let out = edges.get(key);
      if (!out) edges.set(key, (out = new Map()));
      out.set(game.moves[ply], game.keys[ply + 1]);
    }
  });

  const index = new Map<string, number>([[root, 0]]);
  const order = [root];
  const depth = [0];
  for (let i = 0; i < order.length; i++) {
    const out = edges.get(order[i]);
    if (!out || depth[i] >= maxPly) continue;
    for (const move of [...out.keys()].sort()) {
      const child = out.get(move)!;
      if (!index.has(child) && (reached.get(child) ?? 0) >= minGames) {
        index.set(child, order.length);
        order.push(child);
        depth.push(depth[i] + 1);
      }
    }
  }

  const tallies = order.map(() => new Map<string, RowTally>());
  games.forEach((game, g) => {
    const outcome = game.result;
    for (const [key, ply] of visits[g]) {
      const node = index.get(key);
      if (node === undefined || ply >= game.moves.length) continue;
      const move = game.moves[ply];
      let tally = tallies[node].get(move);
      if (!tally) {
        const next = index.get(game.keys[ply + 1]);
        tally = {
          games: 0,
          black: 0,
          white: 0,
          draws: 0,
          plies: 0,
          ...(next === undefined ? {} : { next }),
        };
        tallies[node].set(move, tally);
      }
      tally.games++;
      tally.plies += game.moves.length;
      if (outcome === '1-0') tally.black++;
      else if (outcome === '0-1') tally.white++;
      else if (outcome === '1/2-1/2') tally.draws++;
    }
  });
  const nodes: ExplorerNode[] = tallies.map((rows) => ({
    rows: [...rows.entries()]
      .sort(([a, x], [b, y]) => y.games - x.games || (a < b ? -1 : a > b ? 1 : 0))
      .map(([move, t]): ExplorerRow => ({ move, ...t })),
  }));
  const rowIndex = nodes.map((n) => new Map(n.rows.map((r, i) => [r.move, i])));

  const paths = games.map((game, g) => {
    const seen = new Set<number>();
    let path = '';
    // The node the path's last step arrived at, which the next step must start from.
    let arrived: number | undefined = 0;
    for (let ply = 0; ply < game.keys.length; ply++) {
      const node = index.get(game.keys[ply]);
      const fresh = node !== undefined && visits[g].get(game.keys[ply]) === ply && !seen.has(node);
      if (!fresh) {
        arrived = undefined;
        continue;
      }
      seen.add(node);
      if (arrived !== node) path += pathJump(node);
      if (ply >= game.moves.length) break;
      const row: number = rowIndex[node].get(game.moves[ply])!;
      path += pathStep(row);
      arrived = nodes[node].rows[row].next;
    }
    return path;
  });
  return { nodes, paths };
}
