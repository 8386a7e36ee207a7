import { NO_EXTRAS } from './position';
import { quote } from './quote';
import { err, ok } from './result';
import type { GameRules } from './rules';

type PlainParts = Pick<
  GameRules,
  'makeExtras' | 'parseExtras' | 'makePositionTag' | 'parsePositionTag'
>;

/**
 * The position-string and record parts of a game that keeps nothing beyond its cells:
 * no fields after the side to move, and a Position tag of `<rows> <side>`.
 */
export const plainPositionText = (
  /** The game with its article, as a message names it: `an Abacus`. */
  named: string,
): PlainParts => ({
  makeExtras: () => [],
  parseExtras: (fields) =>
    fields.length > 0
      ? err(`unexpected '${quote(fields.join(' '))}' after the side to move`)
      : ok(NO_EXTRAS),
  makePositionTag: (rows, side) => `${rows} ${side}`,
  parsePositionTag(text) {
    const [rows, side, ...rest] = text.trim().split(/\s+/);
    if (rest.length > 0 || side === undefined) {
      return err(`${named} Position tag reads '<rows> <b|w>', not '${quote(text)}'`);
    }
    return ok({ rows, side, extras: NO_EXTRAS });
  },
});
