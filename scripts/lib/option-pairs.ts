import { err, ok, type Result } from '../../src/engine';

export interface OptionPairsError {
  readonly code: 'unknown-option' | 'missing-value';
  readonly message: string;
}

/**
 * A command line of `--option value` pairs in any order, each option one of `isOption`'s;
 * a later pair overrides an earlier one. Never throws.
 */
export function readOptionPairs<Option extends string>(
  argv: readonly string[],
  isOption: (name: string) => name is Option,
): Result<Map<Option, string>, OptionPairsError> {
  const values = new Map<Option, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i];
    const name = flag.startsWith('--') ? flag.slice(2) : '';
    if (!isOption(name))
      return err({ code: 'unknown-option', message: `unknown option '${flag}'` });
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--'))
      return err({ code: 'missing-value', message: `${flag} needs a value` });
    values.set(name, value);
  }
  return ok(values);
}
