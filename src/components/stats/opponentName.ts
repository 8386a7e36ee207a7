import type { Messages } from '../../i18n/en';
import { parseOpponentKey } from '../../stats/yourSide';

/** An opponent of the statistics in the reader's words: a computer level, or a person's name. */
export function opponentName(t: Messages, key: string): string {
  const opponent = parseOpponentKey(key);
  if (!opponent) return key;
  return 'level' in opponent ? t.side.kinds[opponent.level] : opponent.name;
}
