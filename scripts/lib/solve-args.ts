import { err, ok, type Result } from '../../src/engine';

/** The command line of `npm run solve`, checked. */
export interface SolveArgs {
  readonly position: string;
  readonly maxNodes: number;
  readonly ms: number;
  /** The hash table's size as a power of two (boards over n=3; n=3 keeps every position). */
  readonly ttBits: number;
}

export const TT_BITS = { min: 10, max: 28, default: 22 } as const;

export interface SolveArgsError {
  readonly code: 'missing-position' | 'bad-option' | 'bad-number';
  readonly message: string;
}

const fail = (code: SolveArgsError['code'], message: string): Result<never, SolveArgsError> =>
  err({ code, message });

/** `"<position>" [--nodes N] [--ms M] [--tt BITS]`; budgets default to none. Never throws. */
export function parseSolveArgs(argv: readonly string[]): Result<SolveArgs, SolveArgsError> {
  let position: string | undefined;
  let maxNodes = Infinity;
  let ms = Infinity;
  let ttBits: number = TT_BITS.default;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg !== '--nodes' && arg !== '--ms' && arg !== '--tt') {
      if (arg.startsWith('--')) return fail('bad-option', `unknown option '${arg}'`);
      if (position !== undefined) return fail('bad-option', `unexpected argument '${arg}'`);
      position = arg;
      continue;
    }
    const text = argv[++i];
    const value = Number(text);
    if (text === undefined || !/^\d+$/.test(text) || value <= 0) {
      return fail('bad-number', `${arg} takes a whole number > 0, not '${text ?? ''}'`);
    }
    if (arg === '--tt' && (value < TT_BITS.min || value > TT_BITS.max)) {
      return fail('bad-number', `--tt takes ${TT_BITS.min} to ${TT_BITS.max}, not ${value}`);
    }
    if (arg === '--nodes') maxNodes = value;
    else if (arg === '--ms') ms = value;
    else ttBits = value;
  }
  if (position === undefined) return fail('missing-position', 'give a position string to solve');
  return ok({ position, maxNodes, ms, ttBits });
}
