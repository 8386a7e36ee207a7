/**
 * Each game keeps its words in its own folder, the English ones the reference. The
 * typecheck finds a translation missing a key; this finds one that lacks it as loaded,
 * from the tables the registry hands the dictionary and the Learn dialog.
 */
import { describe, expect, test } from 'vitest';
import { GAMES } from '../../src/engine';
import { gameEntry, gameModule } from '../../src/games';
import { LANGUAGES } from '../../src/languages';

/** Every leaf of `value` by its path: strings, functions, and arrays item by item. */
function leaves(value: unknown, path = ''): Map<string, unknown> {
  if (value === null || typeof value !== 'object') return new Map([[path, value]]);
  return new Map(Object.entries(value).flatMap(([k, v]) => [...leaves(v, `${path}.${k}`)]));
}

/** What `words` lacks or says emptily, measured against `english`: a list of paths. */
function problems(english: unknown, words: unknown): string[] {
  const own = leaves(words);
  return [...leaves(english)].flatMap(([path, reference]) => {
    const value = own.get(path);
    if (!own.has(path) || typeof value !== typeof reference) return [`${path} missing`];
    return typeof value === 'string' && value.trim() === '' ? [`${path} empty`] : [];
  });
}

const TRANSLATIONS = LANGUAGES.filter((l) => l !== 'en');

describe.each(GAMES)('%s', (game) => {
  const { words } = gameEntry(game);
  const { learn } = gameModule(game);

  test.each(TRANSLATIONS)('its words in %s have every key of English', async (language) => {
    expect(problems(words.en, await words[language]())).toEqual([]);
  });

  test.each(TRANSLATIONS)('its rules page in %s has every key of English', async (language) => {
    const english = (await learn.load('en')).words;
    expect(problems(english, (await learn.load(language)).words)).toEqual([]);
  });

  test('its words and rules page in English say nothing empty', async () => {
    expect(problems(words.en, words.en)).toEqual([]);
    const english = (await learn.load('en')).words;
    expect(problems(english, english)).toEqual([]);
  });
});

test('a translation short of a key, or with an empty one, is found out', () => {
  const english = { title: 'Abacus', figures: { a: 'A', b: 'B' }, body: ['one', 'two'] };
  expect(problems(english, { title: 'Abakus', figures: { a: 'A' }, body: ['eins'] })).toEqual([
    '.figures.b missing',
    '.body.1 missing',
  ]);
  expect(problems(english, { ...english, title: ' ' })).toEqual(['.title empty']);
});
