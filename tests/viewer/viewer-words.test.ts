import { describe, expect, test } from 'vitest';
import { viewer as en } from '../../src/i18n/en/viewer';
import { viewer as de } from '../../src/i18n/de/viewer';
import { viewer as it } from '../../src/i18n/it/viewer';
import { viewer as pt } from '../../src/i18n/pt/viewer';

type Said = string | ((...args: string[]) => string);

function entries(value: unknown, path = ''): [string, Said][] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => entries(v, path ? `${path}.${k}` : k));
  }
  return [[path, value as Said]];
}

/** What an entry says, its values as markers, to compare what each language writes out. */
const say = (said: Said): string =>
  typeof said === 'string'
    ? said
    : said(...Array.from({ length: said.length }, (_, i) => `⟦${i}⟧`));
const markers = (text: string): string[] => [...text.matchAll(/⟦\d⟧/g)].map((m) => m[0]).sort();

const ENGLISH = new Map(entries(en));

describe.each([
  ['de', de],
  ['pt', pt],
  ['it', it],
])('the viewer in %s', (_, words) => {
  test('has every entry of English and no other', () => {
    expect(entries(words).map(([path]) => path)).toEqual([...ENGLISH.keys()]);
  });

  test.each(entries(words))('%s is translated, with the same values', (path, said) => {
    const english = ENGLISH.get(path)!;
    expect(say(said).trim()).not.toBe('');
    expect(say(said)).not.toBe(say(english));
    expect(markers(say(said))).toEqual(markers(say(english)));
  });
});
