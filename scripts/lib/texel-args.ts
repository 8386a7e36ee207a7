import { err, type Game, isGame, type Layout, ok, type Result } from '../../src/engine';
import { rulesOf } from '../../src/games';
import { readOptionPairs } from './option-pairs';

/** The command line of `npm run texel`, checked. */
export interface TexelArgs {
  readonly game: Game;
  readonly size: number;
  readonly layout: Layout;
  /** An APGN file of games to learn from; without it, `selfPlay` games of Hard against itself. */
  readonly games: string | undefined;
  readonly selfPlay: number;
  /** Self-play's nodes a move, ply cap and seed. */
  readonly nodes: number;
  readonly maxPlies: number;
  readonly seed: number;
  /** Each game's first plies are left out: the opening says little of the result. */
  readonly skip: number;
  /** Every `holdout`-th game is held out of the fit, to check it on. */
  readonly holdout: number;
  /** Weights kept at their defaults (a unit the others are measured in). */
  readonly fix: readonly string[];
  /** The weights file written: the defaults moved `blend` of the way to the tuned weights. */
  readonly out: string | undefined;
  readonly blend: number;
  /** The local search's first step and most passes. */
  readonly step: number;
  readonly passes: number;
}

export interface TexelArgsError {
  readonly code: 'unknown-option' | 'missing-value' | 'bad-number' | 'bad-game' | 'bad-layout';
  readonly message: string;
}

const OPTIONS = [
  'game',
  'size',
  'layout',
  'games',
  'self-play',
  'nodes',
  'max-plies',
  'seed',
  'skip',
  'holdout',
  'fix',
  'out',
  'blend',
  'step',
  'passes',
] as const;
type Option = (typeof OPTIONS)[number];
const isOption = (text: string): text is Option => (OPTIONS as readonly string[]).includes(text);
const TEXTS: readonly Option[] = ['game', 'layout', 'games', 'fix', 'out'];

export const TEXEL_USAGE =
  'usage: npm run texel -- [--game abalone|abacus] [--size N] [--layout L] (--games FILE | --self-play N [--nodes K] [--max-plies P] [--seed S]) [--skip PLIES] [--holdout EVERY] [--fix NAME,NAME] [--out FILE] [--blend F] [--step S] [--passes P]';

const fail = (code: TexelArgsError['code'], message: string): Result<never, TexelArgsError> =>
  err({ code, message });

/** `--option value` pairs in any order; see `TEXEL_USAGE`. Never throws. */
export function parseTexelArgs(argv: readonly string[]): Result<TexelArgs, TexelArgsError> {
  const read = readOptionPairs(argv, isOption);
  if (!read.ok) return read;
  const values = read.value;
  const numbers = new Map<Option, number>();
  for (const [name, text] of values) {
    if (TEXTS.includes(name)) continue;
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value))
      return fail('bad-number', `--${name} takes a number, not '${text}'`);
    numbers.set(name, value);
  }
  const whole = (name: Option, min: number, max: number, fallback: number): number | string => {
    const value = numbers.get(name) ?? fallback;
    if (!Number.isInteger(value) || value < min || value > max)
      return `--${name} takes a whole number from ${min} to ${max}, not '${values.get(name)}'`;
    return value;
  };
  const game = values.get('game') ?? 'abalone';
  if (!isGame(game)) return fail('bad-game', `unknown game '${game}'`);
  const counts = {
    size: whole('size', 2, 8, 5),
    selfPlay: whole('self-play', 0, 1_000_000, 0),
    nodes: whole('nodes', 1, 1e9, 1000),
    maxPlies: whole('max-plies', 10, 100_000, 400),
    seed: whole('seed', 0, 2 ** 31 - 1, 1),
    skip: whole('skip', 0, 1000, 8),
    holdout: whole('holdout', 2, 1000, 10),
    passes: whole('passes', 1, 100_000, 500),
  };
  for (const value of Object.values(counts))
    if (typeof value === 'string') return fail('bad-number', value);
  const c = counts as Record<keyof typeof counts, number>;
  const layouts = rulesOf(game).layouts(c.size);
  const layout = values.get('layout') ?? layouts[0];
  if (!layouts.includes(layout))
    return fail(
      'bad-layout',
      `${game} n=${c.size} has no layout '${layout}' (${layouts.join(', ')})`,
    );
  const games = values.get('games');
  if ((games === undefined) === (c.selfPlay === 0))
    return fail('missing-value', 'give one of --games FILE and --self-play N');
  const blend = numbers.get('blend') ?? 1;
  if (!(blend > 0 && blend <= 1))
    return fail('bad-number', `--blend takes a fraction above 0, at most 1, not ${blend}`);
  const step = numbers.get('step') ?? 8;
  if (!(step >= 1)) return fail('bad-number', `--step takes a number from 1, not ${step}`);
  const fix = values.get('fix');
  return ok({
    game,
    layout,
    games,
    ...c,
    fix: fix === undefined ? [] : fix.split(',').filter((name) => name !== ''),
    out: values.get('out'),
    blend,
    step,
  });
}
