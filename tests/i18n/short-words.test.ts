import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../src/languages';
import { DICTIONARIES } from './dictionaries';

/**
 * A button that draws a short word keeps its whole words as its name; the drawn word must be
 * part of that name, so that a player who says what they see (voice control) reaches it.
 */
describe.each(LANGUAGES)('%s: a drawn short word is part of its button’s name', (language) => {
  const { viewing } = DICTIONARIES[language].side;
  test.each([
    ['back', viewing.back, viewing.backShort],
    ['continue', viewing.continue, viewing.continueShort],
  ])('%s', (_, name, drawn) => {
    expect(drawn.trim()).not.toBe('');
    expect(name.toLocaleLowerCase(language)).toContain(drawn.toLocaleLowerCase(language));
  });
});
