import { RESULTS } from '../../engine';
import { readTagPair } from '../../engine/apgn';

export interface Token {
  readonly kind: 'tag' | 'move' | 'result' | 'other';
  readonly line: number;
  readonly column: number;
}

const isSpace = (ch: string): boolean =>
  ch === ' ' || ch === '\t' || ch === '\r' || ch === '\f' || ch === '\v';
const endsWord = (ch: string): boolean =>
  ch === '\n' || isSpace(ch) || ch === '[' || ch === ']' || ch === '{' || ch === '}' || ch === ';';

/**
 * The tokens of an APGN text with their places, read as `parseRecords` reads them, so that
 * a problem found after parsing (a move that cannot be played) can be pointed at.
 */
export function* tokensOf(text: string): Generator<Token> {
  let line = 1;
  let lineStart = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    const column = i - lineStart + 1;
    if (ch === '\n') {
      line++;
      i++;
      lineStart = i;
    } else if (isSpace(ch)) {
      i++;
    } else if (ch === '[') {
      yield { kind: 'tag', line, column };
      const pair = readTagPair(text, i);
      i += pair.ok ? pair.value.length : 1;
    } else if (ch === '{' || ch === ';') {
      const close = text.indexOf(ch === '{' ? '}' : '\n', i);
      const end = close < 0 ? text.length : close + (ch === '{' ? 1 : 0);
      for (let j = i; j < end; j++) {
        if (text[j] === '\n') {
          line++;
          lineStart = j + 1;
        }
      }
      i = end;
    } else {
      let j = i;
      while (j < text.length && !endsWord(text[j])) j++;
      const word = text.slice(i, j);
      const number = /^\d+\.+/.exec(word)?.[0].length ?? 0;
      if ((RESULTS as readonly string[]).includes(word)) yield { kind: 'result', line, column };
      else if (number < word.length && !/^([!?]+|\$\d+)$/.test(word.slice(number))) {
        yield { kind: 'move', line, column: column + number };
      }
      i = Math.max(j, i + 1);
    }
  }
}
