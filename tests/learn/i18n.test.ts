import { expect, test } from 'vitest';
import { GAMES } from '../../src/engine';
import { learningOf } from '../../src/games';
import { en } from '../../src/i18n/en';
import { de, it as italian, pt } from '../i18n/dictionaries';

/** Every string of a dictionary subtree, with its path; functions are called with samples. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return [[path, String(value('X', 2, 3))]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  }
  return [];
}

test.each([
  ['de', de],
  ['pt', pt],
  ['it', italian],
])('%s: the shared Learn words have every entry of English', (_name, messages) => {
  expect(strings(messages.learn).map(([path]) => path)).toEqual(
    strings(en.learn).map(([path]) => path),
  );
});

test.each(GAMES.flatMap((game) => (['de', 'pt', 'it'] as const).map((l) => [game, l] as const)))(
  '%s in %s: the rules and tutorial are translated, paragraph for paragraph',
  async (game, language) => {
    const english = new Map(strings((await learningOf(game, 'en')).words));
    const own = strings((await learningOf(game, language)).words);
    expect(own.map(([path]) => path)).toEqual([...english.keys()]);
    for (const [path, text] of own) expect(text, path).not.toBe(english.get(path));
  },
);
