import { expect, test } from 'vitest';
import { layoutName } from '../../src/components/labels';
import { DICTIONARIES } from './dictionaries';

test.each([
  ['en', 'abacus', 'standard', 'Standard'],
  ['pt', 'abacus', 'standard', 'Padrão'],
  ['it', 'abacus', 'standard', 'Classica'],
  ['en', 'abalone', 'standard', 'Standard'],
  ['de', 'abalone', 'belgian', 'Belgisches Gänseblümchen'],
  ['en', 'abalone', 'german', 'German Daisy'],
  // A layout a newer version saved: shown by its name rather than not at all.
  ['en', 'abalone', 'hexagon', 'hexagon'],
] as const)('in %s, %s’s layout %s is called %s', (language, game, layout, name) => {
  expect(layoutName(DICTIONARIES[language], game, layout)).toBe(name);
});
