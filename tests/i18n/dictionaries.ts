import type { Messages } from '../../src/i18n/en';
import { loadMessages } from '../../src/i18n/load';
import { type Language, LANGUAGES } from '../../src/languages';

/** Every language's whole dictionary, each game's words in it, as the app loads it. */
export const DICTIONARIES = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (language) => [language, await loadMessages(language)])),
) as Readonly<Record<Language, Messages>>;

export const { de, pt, it } = DICTIONARIES;
