import { err, ok, type Result } from './result';

/**
 * The longest tag value a record may hold, in characters once read. Generous for any
 * event, player or annotator, and a bound that keeps a hostile record from filling the
 * library through its tags.
 */
export const MAX_TAG_VALUE = 10_000;

export interface TagPair {
  readonly name: string;
  readonly value: string;
  /** How many characters of the text the pair takes, from its `[` to its `]`. */
  readonly length: number;
}

/** White space as a regular expression's `\s` knows it, new lines included. */
const isSpace = (ch: string | undefined): boolean => ch !== undefined && /\s/.test(ch);
const isNameChar = (ch: string | undefined): boolean => ch !== undefined && /[A-Za-z0-9_]/.test(ch);
/** The characters a regular expression's `.` does not match, which no escape may take. */
const endsLine = (ch: string): boolean =>
  ch === '\n' || ch === '\r' || ch === '\u2028' || ch === '\u2029';

const SHAPE = 'a tag pair reads [Name "value"]';

/**
 * Reads the tag pair `[Name "value"]` whose `[` is at `start`, in one pass over it: a
 * regular expression needs a window of the text to stay linear, and refused every value
 * longer than its window with a message about the pair's shape. A backslash takes the
 * character after it into the value.
 */
export function readTagPair(text: string, start: number): Result<TagPair, string> {
  let i = start + 1;
  while (isSpace(text[i])) i++;
  const nameStart = i;
  while (isNameChar(text[i])) i++;
  if (i === nameStart || !isSpace(text[i])) return err(SHAPE);
  const name = text.slice(nameStart, i);
  while (isSpace(text[i])) i++;
  if (text[i] !== '"') return err(SHAPE);
  i++;
  const pieces: string[] = [];
  let length = 0;
  let from = i;
  for (;;) {
    const ch = text[i];
    if (ch === undefined || ch === '\n') return err(SHAPE);
    if (ch === '"') break;
    if (ch === '\\') {
      const escaped = text[i + 1];
      if (escaped === undefined || endsLine(escaped)) return err(SHAPE);
      pieces.push(text.slice(from, i), escaped);
      i += 2;
      from = i;
    } else i++;
    length++;
    if (length > MAX_TAG_VALUE) {
      return err(
        `the value of tag ${name} is longer than ${MAX_TAG_VALUE} characters, the most a tag may hold`,
      );
    }
  }
  pieces.push(text.slice(from, i));
  i++;
  while (isSpace(text[i])) i++;
  if (text[i] !== ']') return err(SHAPE);
  return ok({ name, value: pieces.join(''), length: i + 1 - start });
}
