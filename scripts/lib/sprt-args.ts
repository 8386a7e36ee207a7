import { err, type Game, isGame, type Layout, ok, type Result } from '../../src/engine';
import { rulesOf } from '../../src/games';
import { readOptionPairs } from './option-pairs';
import { type Bot, isBot } from './bots';
import { isLevel, type Level } from '../../src/ai/search/levels';
import { BASELINE_COMMIT } from './baseline';

/**
 * A side of the test: a level, a baseline bot, or `baseline`, Hard as the engine of
 * `BASELINE_COMMIT` (or of `--baseline-commit`) plays (scripts/lib/baseline.ts).
 */
export type SprtPlayer = Level | Bot | 'baseline';

export const isBaseline = (text: string): text is 'baseline' => text === 'baseline';

/** The command line of `npm run sprt`, checked. */
export interface SprtArgs {
  readonly game: Game;
  readonly size: number;
  readonly layout: Layout;
  readonly a: SprtPlayer;
  readonly b: SprtPlayer;
  /** Weights files for each side, which the script reads. */
  readonly aWeights: string | undefined;
  readonly bWeights: string | undefined;
  /**
   * Exactly one of the three: nodes a move from an empty table, ms a move, or each
   * level's own time budget times `scale` (a bot takes its opponent's).
   */
  readonly nodes: number | undefined;
  readonly timeMs: number | undefined;
  readonly scale: number | undefined;
  readonly elo0: number;
  readonly elo1: number;
  readonly alpha: number;
  readonly beta: number;
  /** Even: the games come in pairs. */
  readonly maxGames: number;
  readonly maxPlies: number;
  readonly jobs: number;
  readonly seed: number;
  /** An APGN file whose games' first plies are the openings, where they start as the match does. */
  readonly openings: string | undefined;
  /**
   * The commit whose Hard `baseline` is: by default the one before the stronger-computer
   * work; another, to measure one change against the commit before it.
   */
  readonly baselineCommit: string;
}

export interface SprtArgsError {
  readonly code:
    | 'unknown-option'
    | 'missing-value'
    | 'bad-number'
    | 'bad-player'
    | 'bad-game'
    | 'bad-layout'
    | 'bad-budget'
    | 'bad-hypotheses'
    | 'bad-weights'
    | 'bad-commit';
  readonly message: string;
}

/** More workers than this would only queue for the machine's cores. */
export const MAX_JOBS = 64;

const OPTIONS = [
  'game',
  'size',
  'layout',
  'a',
  'b',
  'a-weights',
  'b-weights',
  'nodes',
  'time',
  'scale',
  'elo0',
  'elo1',
  'alpha',
  'beta',
  'max-games',
  'max-plies',
  'jobs',
  'seed',
  'openings',
  'baseline-commit',
] as const;
type Option = (typeof OPTIONS)[number];
const isOption = (text: string): text is Option => (OPTIONS as readonly string[]).includes(text);

/** Players that score positions with the game's evaluation, so that weights change them. */
const weighable = (player: SprtPlayer): boolean => isLevel(player) || player === 'greedy';

const fail = (code: SprtArgsError['code'], message: string): Result<never, SprtArgsError> =>
  err({ code, message });

export const SPRT_USAGE =
  'usage: npm run sprt -- --a <level|greedy|random|defender|baseline> --b <...> (--nodes K | --time MS | --scale F) [--game abalone|abacus] [--size N] [--layout L] [--a-weights FILE] [--b-weights FILE] [--elo0 E] [--elo1 E] [--alpha A] [--beta B] [--max-games N] [--max-plies P] [--jobs J] [--seed S] [--openings FILE] [--baseline-commit SHA]';

/** `--option value` pairs in any order; see `SPRT_USAGE`. Never throws. */
export function parseSprtArgs(argv: readonly string[]): Result<SprtArgs, SprtArgsError> {
  const read = readOptionPairs(argv, isOption);
  if (!read.ok) return read;
  const values = read.value;
  const numbers = new Map<Option, number>();
  for (const [name, text] of values) {
    if (
      [
        'game',
        'layout',
        'a',
        'b',
        'a-weights',
        'b-weights',
        'openings',
        'baseline-commit',
      ].includes(name)
    )
      continue;
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value))
      return fail('bad-number', `--${name} takes a number, not '${text}'`);
    numbers.set(name, value);
  }
  const whole = (name: Option, min: number, max: number, fallback?: number): number | string => {
    const value = numbers.get(name) ?? fallback;
    if (value === undefined) return `--${name} is required`;
    if (!Number.isInteger(value) || value < min || value > max)
      return `--${name} takes a whole number from ${min} to ${max}, not '${values.get(name)}'`;
    return value;
  };

  const game = values.get('game') ?? 'abalone';
  if (!isGame(game)) return fail('bad-game', `unknown game '${game}'`);
  const size = whole('size', 2, 8, 5);
  if (typeof size === 'string') return fail('bad-number', size);
  const layouts = rulesOf(game).layouts(size);
  const layout = values.get('layout') ?? layouts[0];
  if (!layouts.includes(layout))
    return fail(
      'bad-layout',
      `${game} n=${size} has no layout '${layout}' (${layouts.join(', ')})`,
    );

  const players: SprtPlayer[] = [];
  for (const side of ['a', 'b'] as const) {
    const text = values.get(side);
    if (text === undefined) return fail('bad-player', `--${side} is required`);
    if (!isLevel(text) && !isBot(text) && !isBaseline(text))
      return fail('bad-player', `--${side} '${text}' is not a level, a bot or baseline`);
    if (values.has(`${side}-weights`) && !weighable(text))
      return fail('bad-weights', `--${side}-weights: ${text} plays without the evaluation`);
    players.push(text);
  }

  const nodes = numbers.get('nodes');
  const timeMs = numbers.get('time');
  const scale = numbers.get('scale');
  if ([nodes, timeMs, scale].filter((v) => v !== undefined).length !== 1)
    return fail('bad-budget', 'give one of --nodes, --time and --scale');
  if (scale !== undefined && !(scale > 0 && scale <= 100))
    return fail('bad-budget', `--scale takes a factor above 0, at most 100, not ${scale}`);
  const budget =
    nodes !== undefined
      ? whole('nodes', 1, 1e9)
      : timeMs !== undefined
        ? whole('time', 1, 600_000)
        : scale;
  if (typeof budget === 'string') return fail('bad-budget', budget);

  const elo0 = numbers.get('elo0') ?? 0;
  const elo1 = numbers.get('elo1') ?? 50;
  if (elo0 >= elo1 || Math.abs(elo0) > 1000 || Math.abs(elo1) > 1000)
    return fail('bad-hypotheses', `--elo0 must be below --elo1, both within ±1000`);
  const rates: number[] = [];
  for (const name of ['alpha', 'beta'] as const) {
    const rate = numbers.get(name) ?? 0.05;
    if (!(rate > 0 && rate < 0.5))
      return fail('bad-hypotheses', `--${name} takes a rate between 0 and 0.5, not ${rate}`);
    rates.push(rate);
  }

  const maxGames = whole('max-games', 2, 1_000_000, 400);
  if (typeof maxGames === 'string') return fail('bad-number', maxGames);
  if (maxGames % 2 !== 0)
    return fail(
      'bad-number',
      `--max-games must be even (the games come in pairs), not ${maxGames}`,
    );
  const maxPlies = whole('max-plies', 10, 100_000, 400);
  if (typeof maxPlies === 'string') return fail('bad-number', maxPlies);
  const jobs = whole('jobs', 1, MAX_JOBS, 1);
  if (typeof jobs === 'string') return fail('bad-number', jobs);
  const seed = whole('seed', 0, 2 ** 31 - 1, 1);
  if (typeof seed === 'string') return fail('bad-number', seed);
  const baselineCommit = values.get('baseline-commit') ?? BASELINE_COMMIT;
  if (!/^[0-9a-f]{7,40}$/.test(baselineCommit))
    return fail(
      'bad-commit',
      `--baseline-commit takes a commit's hash (7 to 40 hex digits), not '${baselineCommit}'`,
    );
  if (values.has('baseline-commit') && !players.includes('baseline'))
    return fail('bad-commit', '--baseline-commit names the engine of a side that is baseline');

  return ok({
    game,
    size,
    layout,
    a: players[0],
    b: players[1],
    aWeights: values.get('a-weights'),
    bWeights: values.get('b-weights'),
    nodes: nodes === undefined ? undefined : budget,
    timeMs: timeMs === undefined ? undefined : budget,
    scale,
    elo0,
    elo1,
    alpha: rates[0],
    beta: rates[1],
    maxGames,
    maxPlies,
    jobs,
    seed,
    openings: values.get('openings'),
    baselineCommit,
  });
}
