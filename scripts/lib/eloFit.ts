import { err, ok, type Result } from '../../src/engine';

/**
 * One Elo per player from many matches: a Bradley–Terry fit on logistic Elo (a side e Elo
 * stronger scores 1 / (1 + 10^(−e/400)) a game, as `sprt.ts` counts), a draw counting as
 * half a win. Each match also gets `priorDraws` virtual drawn games (BayesElo's prior), so
 * that a sweep pulls its two players apart by a finite amount instead of without end; a
 * sweep then says little, and handicap matches close to even carry the fit.
 */

/** A's results against B. */
export interface EloMatch {
  readonly a: string;
  readonly b: string;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

export interface EloRating {
  readonly player: string;
  readonly elo: number;
  /** The standard error of `elo` relative to the anchor, from the fit's curvature. */
  readonly error: number;
}

export interface EloFitError {
  readonly code: 'no-anchor' | 'bad-counts' | 'disconnected';
  readonly message: string;
}

const K = Math.LN10 / 400;
/** Newton steps stop when no rating moves by more than this many Elo. */
const TOLERANCE = 1e-7;
const MAX_STEPS = 200;
/** A Newton step is cut to this many Elo, so that a first guess far off cannot overshoot. */
const MAX_STEP = 400;

/**
 * Ratings that make the matches most likely, with `anchor` at 0, in the order players first
 * appear. Every player must be linked to the anchor by a chain of matches.
 */
export function fitElo(
  matches: readonly EloMatch[],
  anchor: string,
  priorDraws = 1,
): Result<readonly EloRating[], EloFitError> {
  const bad = matches.find((m) =>
    [m.wins, m.draws, m.losses].some((c) => !Number.isFinite(c) || c < 0),
  );
  if (bad) return err({ code: 'bad-counts', message: `${bad.a} vs ${bad.b}: a count below 0` });
  const players = [...new Set(matches.flatMap((m) => [m.a, m.b]))];
  if (!players.includes(anchor))
    return err({ code: 'no-anchor', message: `the anchor ${anchor} plays no match` });
  const unlinked = players.filter((p) => !linked(matches, anchor).has(p));
  if (unlinked.length > 0)
    return err({
      code: 'disconnected',
      message: `no chain of matches links ${unlinked.join(', ')} to ${anchor}`,
    });
  // The anchor stays at 0; the others are solved for, at positions `free` gives them.
  const free = players.filter((p) => p !== anchor);
  const at = new Map(free.map((p, i) => [p, i]));
  const elo = new Map(players.map((p) => [p, 0]));
  let curvature: number[][] = [];
  for (let step = 0; step < MAX_STEPS; step++) {
    const gradient = free.map(() => 0);
    curvature = free.map(() => free.map(() => 0));
    for (const m of matches) {
      const games = m.wins + m.draws + m.losses + priorDraws;
      const points = m.wins + (m.draws + priorDraws) / 2;
      const expected = 1 / (1 + 10 ** (-(elo.get(m.a)! - elo.get(m.b)!) / 400));
      const slope = K * (points - games * expected);
      const bend = K * K * games * expected * (1 - expected);
      const [i, j] = [at.get(m.a), at.get(m.b)];
      if (i !== undefined) {
        gradient[i] += slope;
        curvature[i][i] += bend;
      }
      if (j !== undefined) {
        gradient[j] -= slope;
        curvature[j][j] += bend;
      }
      if (i !== undefined && j !== undefined) {
        curvature[i][j] -= bend;
        curvature[j][i] -= bend;
      }
    }
    const move = solve(curvature, gradient);
    const largest = Math.max(0, ...move.map(Math.abs));
    const cut = largest > MAX_STEP ? MAX_STEP / largest : 1;
    free.forEach((p, i) => elo.set(p, elo.get(p)! + move[i] * cut));
    if (largest < TOLERANCE) break;
  }
  const inverse = invert(curvature);
  return ok(
    players.map((player) => {
      const i = at.get(player);
      return {
        player,
        elo: elo.get(player)!,
        error: i === undefined ? 0 : Math.sqrt(inverse[i][i]),
      };
    }),
  );
}

/** The players reachable from `start` through matches. */
function linked(matches: readonly EloMatch[], start: string): Set<string> {
  const seen = new Set([start]);
  for (let grew = true; grew;) {
    grew = false;
    for (const { a, b } of matches)
      if (seen.has(a) !== seen.has(b)) {
        seen.add(a);
        seen.add(b);
        grew = true;
      }
  }
  return seen;
}

/** x with A x = b, by Gaussian elimination with partial pivoting (A is small and positive definite). */
function solve(matrix: readonly (readonly number[])[], rhs: readonly number[]): number[] {
  const n = rhs.length;
  const a = matrix.map((row, i) => [...row, rhs[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(a[r][col]) > Math.abs(a[pivot][col])) pivot = r;
    [a[col], a[pivot]] = [a[pivot], a[col]];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = a[r][col] / a[col][col];
      for (let c = col; c <= n; c++) a[r][c] -= f * a[col][c];
    }
  }
  return a.map((row, i) => row[n] / row[i]);
}

function invert(matrix: readonly (readonly number[])[]): number[][] {
  const n = matrix.length;
  const columns = Array.from({ length: n }, (_, j) =>
    solve(
      matrix,
      Array.from({ length: n }, (_, i) => (i === j ? 1 : 0)),
    ),
  );
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => columns[j][i]));
}

/** A player's rating at one search budget. */
export interface EloAtNodes {
  readonly nodes: number;
  readonly elo: number;
}

/**
 * The rating at `nodes`, carrying on from `high` at the Elo per doubling measured between
 * `low` and `high`. The gain of a doubling shrinks as a search deepens, so above `high` this
 * is a ceiling, not a measurement.
 */
export function eloAtNodes(low: EloAtNodes, high: EloAtNodes, nodes: number): number {
  const perDoubling = (high.elo - low.elo) / Math.log2(high.nodes / low.nodes);
  return high.elo + perDoubling * Math.log2(nodes / high.nodes);
}
