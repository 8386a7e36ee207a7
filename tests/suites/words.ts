/**
 * What every game's words hold in every language, as one suite run over every game of the
 * registry (tests/board-options.test.ts) and over the toy registered as a third game.
 */
import { expect, test } from 'vitest';
import { DICTIONARIES } from '../i18n/dictionaries';
import { LEVELS } from '../../src/ai/search/levels';
import { boardSettingName } from '../../src/components/labels';
import type { Game } from '../../src/engine';
import { gameEntry } from '../../src/games';
import { LANGUAGES } from '../../src/languages';

export function wordsSuite(games: readonly Game[]): void {
  const cases = games.flatMap((game) => LANGUAGES.map((language) => ({ game, language })));

  test.each(cases)(
    '$game in $language: every board setting has a label of its own',
    ({ game, language }) => {
      for (const { key } of gameEntry(game).boardSettings) {
        expect(boardSettingName(DICTIONARIES[language], game, key)).not.toBe(key);
      }
    },
  );

  test.each(cases)(
    '$game in $language: a title, pieces, and a strength line a level',
    ({ game, language }) => {
      const words = DICTIONARIES[language].games[game];
      expect(words.title).not.toBe('');
      expect(words.pieces.black).not.toBe(words.pieces.white);
      for (const level of LEVELS) expect(words.strength[level], level).not.toBe('');
    },
  );

  test.each(games)('%s: each level says something else of its strength', (game) => {
    const lines = LEVELS.map((level) => DICTIONARIES.en.games[game].strength[level]);
    expect(new Set(lines).size).toBe(LEVELS.length);
  });
}
