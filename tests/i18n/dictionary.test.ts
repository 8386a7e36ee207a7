import { describe, expect, test } from 'vitest';
import { de, it as italian, pt } from './dictionaries';
import { en, type Messages } from '../../src/i18n/en';

/** A value every function of the dictionary is called with, to see where it is put. */
const marker = (i: number): string => `⟦${i}⟧`;

interface Entry {
  readonly path: string;
  readonly value: unknown;
}

function entries(value: unknown, path = ''): Entry[] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => entries(v, path ? `${path}.${k}` : k));
  }
  return [{ path, value }];
}

/** What a function says given numbers for all its values, some of which it may count with. */
const withNumbers = (f: (...args: unknown[]) => unknown): unknown =>
  f(...Array.from({ length: f.length }, (_, i) => i + 2));

/** What a function says: with markers for its values, and with a count of 1 and of 2 first. */
function sayings(f: (...args: unknown[]) => unknown): unknown[] {
  const rest = Array.from({ length: f.length }, (_, i) => marker(i)).slice(1);
  return [
    f(...Array.from({ length: f.length }, (_, i) => marker(i))),
    ...(f.length > 0 ? [f(1, ...rest), f(2, ...rest)] : []),
  ];
}

/** The markers a saying contains: which of its values a function writes out. */
const markersIn = (said: unknown): string[] =>
  typeof said === 'string' ? [...said.matchAll(/⟦\d+⟧/g)].map((m) => m[0]).sort() : [];

const ENGLISH = new Map(entries(en).map((e) => [e.path, e.value]));

describe.each([
  ['de', de],
  ['pt', pt],
  ['it', italian],
] as [string, Messages][])('%s', (_, messages) => {
  const list = entries(messages);

  test('has every entry of English and no other', () => {
    expect(list.map((e) => e.path).sort()).toEqual([...ENGLISH.keys()].sort());
  });

  test.each(list.map((e) => [e.path, e.value] as const))('%s is said', (path, value) => {
    const english = ENGLISH.get(path);
    if (typeof english === 'function') {
      expect(typeof value).toBe('function');
      const f = value as (...args: unknown[]) => unknown;
      const g = english as (...args: unknown[]) => unknown;
      expect(f.length).toBe(g.length);
      const ours = sayings(f);
      const theirs = sayings(g);
      expect(withNumbers(f)).not.toMatch(/undefined|NaN|\[object/);
      ours.forEach((said, i) => {
        expect(typeof said).toBe('string');
        expect((said as string).replace(/⟦\d+⟧/g, '').trim()).not.toBe('');
        // A translation writes out the same values as English, no more and no fewer.
        expect(markersIn(said)).toEqual(markersIn(theirs[i]));
      });
    } else {
      expect(typeof value).toBe(typeof english);
      if (typeof value === 'string') expect(value.trim()).not.toBe('');
    }
  });
});

test('English itself has no empty string', () => {
  for (const { path, value } of entries(en)) {
    if (typeof value === 'string') expect(value.trim(), path).not.toBe('');
  }
});
