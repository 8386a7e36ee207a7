import type { ResultText } from '../engine';
import type { ExplorerEdge, ExplorerNode, ExplorerTally } from './node';
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
  /** A position lists its moves when at least this many games reached it (2: one game's alone are not listed). */
  readonly minGames: number;
  /** Positions this many moves from the start, by the shortest way, list no moves. */
  readonly maxPly: number;
}

export interface BuiltBook {
  readonly nodes: readonly ExplorerNode[];
  /** Each game's path, in the order of the games given. */
  readonly paths: readonly string[];
}

type Tally = { -readonly [K in keyof ExplorerTally]: ExplorerTally[K] };

/**
 * Where each game first stands in each position: a position repeated later counts once,
 * with the move played the first time, so that a position's rows are the moves the games
 * went on with from it.
 */
function firstVisits(game: PlayedGame): Map<string, number> {
  const first = new Map<string, number>();
  game.keys.forEach((key, ply) => {
    if (!first.has(key)) first.set(key, ply);
  });
  return first;
}

/**
 * The book of a set of games that share a start, numbered in breadth-first order, the start
 * first. A position at least `minGames` games reached (by any order of moves, at any ply),
 * less than `maxPly` moves from the start, lists every move played there, most played
 * first; the position each of those moves leads to is kept too, whatever its count, so no
 * listed move leads nowhere. Each position counts the games that reached it, and a move
 * counts the games of the position it leads to: what the explorer shows for a move is
 * what it shows once the move is played. Deterministic: the same games give the same book.
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

  const tallies = new Map<string, Tally>();
  games.forEach((game, g) => {
    for (const key of visits[g].keys()) {
      let tally = tallies.get(key);
      if (!tally) tallies.set(key, (tally = { games: 0, black: 0, white: 0, draws: 0, plies: 0 }));
      tally.games++;
      tally.plies += game.moves.length;
      if (game.result === '1-0') tally.black++;
      else if (game.result === '0-1') tally.white++;
      else if (game.result === '1/2-1/2') tally.draws++;
    }
  });

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
  const rows: ExplorerEdge[][] = [];
  for (let i = 0; i < order.length; i++) {
    const out = edges.get(order[i]);
    const listed: ExplorerEdge[] = [];
    rows.push(listed);
    if (!out || depth[i] >= maxPly || tallies.get(order[i])!.games < minGames) continue;
    for (const move of [...out.keys()].sort()) {
      const child = out.get(move)!;
      let next = index.get(child);
      if (next === undefined) {
        next = order.length;
        index.set(child, next);
        order.push(child);
        depth.push(depth[i] + 1);
      }
      listed.push({ move, next });
    }
  }
  const nodes: ExplorerNode[] = order.map((key, i) => ({
    tally: tallies.get(key)!,
    rows: rows[i].sort(
      (x, y) =>
        tallies.get(order[y.next])!.games - tallies.get(order[x.next])!.games ||
        (x.move < y.move ? -1 : x.move > y.move ? 1 : 0),
    ),
  }));
  const rowIndex = nodes.map((n) => new Map(n.rows.map((r, i) => [r.move, i])));

  const paths = games.map((game, g) => {
    let path = '';
    // The node the path's last step arrived at, which the next step must start from.
    let arrived: number | undefined = 0;
    for (let ply = 0; ply < game.keys.length; ply++) {
      const node = index.get(game.keys[ply]);
      if (node === undefined || visits[g].get(game.keys[ply]) !== ply) {
        arrived = undefined;
        continue;
      }
      if (arrived !== node) path += pathJump(node);
      const row: number | undefined =
        ply < game.moves.length ? rowIndex[node].get(game.moves[ply]) : undefined;
      // The game ends here, or goes on from a position that lists no moves.
      if (row === undefined) {
        arrived = undefined;
        continue;
      }
      path += pathStep(row);
      arrived = nodes[node].rows[row].next;
    }
    return path;
  });
  return { nodes, paths };
}
