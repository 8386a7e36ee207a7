import { err, ok, type Result } from '../../src/engine';

export interface WeightsError {
  readonly code: 'bad-json' | 'not-an-object' | 'unknown-weight' | 'bad-weight';
  readonly message: string;
}

/**
 * A weights file: a JSON object of weight names and numbers, each overriding the default
 * of that name, the rest kept. A file may so name only the weights a change touches.
 */
export function parseWeights(
  text: string,
  defaults: Readonly<Record<string, number>>,
): Result<Record<string, number>, WeightsError> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return err({ code: 'bad-json', message: `not JSON: ${(e as Error).message}` });
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return err({ code: 'not-an-object', message: 'weights must be a JSON object of numbers' });
  }
  const weights: Record<string, number> = { ...defaults };
  for (const [name, value] of Object.entries(data)) {
    if (!Object.hasOwn(defaults, name)) {
      const known = Object.keys(defaults).join(', ');
      return err({ code: 'unknown-weight', message: `unknown weight '${name}' (known: ${known})` });
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      return err({ code: 'bad-weight', message: `weight '${name}' must be a number` });
    }
    weights[name] = value;
  }
  return ok(weights);
}

/** The file text of `weights`, which `parseWeights` reads back. */
export const makeWeights = (weights: Readonly<Record<string, number>>): string =>
  `${JSON.stringify(weights, null, 2)}\n`;
