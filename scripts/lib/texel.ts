import type { Position } from '../../src/engine';
import type { Evaluator } from '../../src/ai/search/search';
import type { EvaluationWeights } from '../../src/ai/game-ai';

/**
 * Texel tuning (Peter Österlund's method for the Texel chess engine): positions from
 * games labelled with the games' results, the evaluation's score mapped to an expected
 * result by a logistic curve, and the weights that make the curve fit the results best.
 *
 * An evaluation that is linear in the tuned weights scores a position as
 * `base + Σ wⱼ·fⱼ`; the set stores each position's `base` and features `fⱼ`, so that a
 * trial of new weights costs a dot product a position instead of an evaluation.
 */
export interface TexelSet {
  readonly count: number;
  /** The tuned weights' names, in the order of each row of `features`. */
  readonly names: readonly string[];
  /** Each position's score with every tuned weight 0. */
  readonly base: Float64Array;
  /** `count` rows of `names.length` features, row after row. */
  readonly features: Float64Array;
  /** The side to move's result: 1 won, ½ drawn, 0 lost. */
  readonly results: Float64Array;
}

/** The expected result of a score `s` at logistic scale `k`. */
export const sigmoid = (k: number, s: number): number => 1 / (1 + Math.exp(-k * s));

/** Each position's score under `weights` (in the order of `set.names`). */
export function texelScores(set: TexelSet, weights: readonly number[]): Float64Array {
  const m = set.names.length;
  const scores = new Float64Array(set.count);
  for (let i = 0; i < set.count; i++) {
    let s = set.base[i];
    for (let j = 0; j < m; j++) s += weights[j] * set.features[i * m + j];
    scores[i] = s;
  }
  return scores;
}

/** The mean squared error of `sigmoid(k · score)` against the results. */
export function scoreError(scores: Float64Array, results: Float64Array, k: number): number {
  let total = 0;
  for (let i = 0; i < scores.length; i++) {
    const e = results[i] - sigmoid(k, scores[i]);
    total += e * e;
  }
  return scores.length === 0 ? 0 : total / scores.length;
}

/** The error of `weights` on `set` at scale `k`. */
export const texelError = (set: TexelSet, weights: readonly number[], k: number): number =>
  scoreError(texelScores(set, weights), set.results, k);

/**
 * The scale k > 0 at which the scores fit the results best: a scan of k over powers of
 * ten in `[lo, hi]`, then a golden-section search of log k around the best, where the
 * error is unimodal.
 */
export function fitScale(
  scores: Float64Array,
  results: Float64Array,
  lo = 1e-7,
  hi = 10,
  iterations = 80,
): number {
  const errorAt = (logK: number): number => scoreError(scores, results, Math.exp(logK));
  const step = Math.log(10) / 4;
  let best = Math.log(lo);
  let bestError = errorAt(best);
  for (let x = best + step; x <= Math.log(hi) + 1e-9; x += step) {
    const e = errorAt(x);
    if (e < bestError) [best, bestError] = [x, e];
  }
  const ratio = (Math.sqrt(5) - 1) / 2;
  let a = best - step;
  let b = best + step;
  let c = b - ratio * (b - a);
  let d = a + ratio * (b - a);
  let ec = errorAt(c);
  let ed = errorAt(d);
  for (let i = 0; i < iterations; i++) {
    if (ec < ed) {
      [b, d, ed] = [d, c, ec];
      c = b - ratio * (b - a);
      ec = errorAt(c);
    } else {
      [a, c, ec] = [c, d, ed];
      d = a + ratio * (b - a);
      ed = errorAt(d);
    }
  }
  return Math.exp((a + b) / 2);
}

export interface TuneOptions {
  /** Each weight's first step; steps halve when no weight moves, down to `minStep`. */
  readonly step: number;
  readonly minStep: number;
  /** At most this many passes over the weights. */
  readonly passes: number;
}

export interface TuneResult {
  readonly weights: number[];
  readonly error: number;
  readonly passes: number;
}

/**
 * Texel's local search: each weight in turn tries a step up, then down, and keeps the one
 * that lowers the error; when a pass moves no weight, the step halves. No randomness:
 * the same set and start give the same weights. Weights stay whole multiples of
 * `minStep` away from the start, so integer weights stay integers.
 */
export function tuneWeights(
  set: TexelSet,
  start: readonly number[],
  k: number,
  options: TuneOptions,
): TuneResult {
  const m = set.names.length;
  const weights = [...start];
  const scores = texelScores(set, weights);
  const trial = new Float64Array(set.count);
  let error = scoreError(scores, set.results, k);
  let step = options.step;
  let passes = 0;
  while (passes < options.passes && step >= options.minStep) {
    passes++;
    let moved = false;
    for (let j = 0; j < m; j++) {
      for (const delta of [step, -step]) {
        for (let i = 0; i < set.count; i++) trial[i] = scores[i] + delta * set.features[i * m + j];
        const e = scoreError(trial, set.results, k);
        if (e < error) {
          error = e;
          weights[j] += delta;
          scores.set(trial);
          moved = true;
          break;
        }
      }
    }
    if (!moved) step /= 2;
  }
  return { weights, error, passes };
}

/**
 * How each weight of `weights` enters the neutral evaluation, found by evaluating with
 * each one alone set to 1 and the rest of `tuned` at 0. Weights whose feature is 0 in
 * every sample position are left out (the computer's own attack terms, absent from the
 * neutral evaluation). Throws if the evaluation is not linear in the rest on the sample:
 * the defaults must score `base + Σ wⱼ·fⱼ`.
 */
export function linearFeatures(
  weights: EvaluationWeights,
  tuned: readonly string[],
  sample: readonly Position[],
): { names: string[]; features(pos: Position): { base: number; features: number[] } } {
  const { defaults } = weights;
  const zero: Record<string, number> = { ...defaults };
  for (const name of tuned) zero[name] = 0;
  const base = weights.with(zero).evaluator;
  const alone = (name: string): Evaluator => weights.with({ ...zero, [name]: 1 }).evaluator;
  const used = tuned.filter((name) => {
    const one = alone(name);
    return sample.some((pos) => one.evaluate(pos) !== base.evaluate(pos));
  });
  const units = used.map(alone);
  const features = (pos: Position): { base: number; features: number[] } => {
    const b = base.evaluate(pos);
    return { base: b, features: units.map((e) => e.evaluate(pos) - b) };
  };
  const full = weights.with(defaults).evaluator;
  for (const pos of sample) {
    const f = features(pos);
    let s = f.base;
    used.forEach((name, j) => (s += defaults[name] * f.features[j]));
    const want = full.evaluate(pos);
    if (Math.abs(s - want) > 1e-6 * Math.max(1, Math.abs(want)))
      throw new Error(`the evaluation is not linear in ${used.join(', ')}: ${s} ≠ ${want}`);
  }
  return { names: used, features };
}
