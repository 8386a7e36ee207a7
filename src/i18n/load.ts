import { type GameWordsTable, loadGameWords } from '../games';
import type { Language } from '../languages';
import { en, type Messages, type SharedMessages } from './en';

/** A language's shared words with every game's words in it, loaded side by side. */
const withGames = (
  shared: Promise<SharedMessages>,
  language: Exclude<Language, 'en'>,
): Promise<Messages> =>
  Promise.all([shared, loadGameWords(language)]).then(
    ([words, games]: [SharedMessages, GameWordsTable]) => ({ ...words, games }),
  );

/**
 * A language's dictionary, games' words included. English is in the first bundle; the
 * others load when first chosen, so a visitor downloads only the language they read.
 */
export function loadMessages(language: Language): Promise<Messages> {
  switch (language) {
    case 'en':
      return Promise.resolve(en);
    case 'de':
      return withGames(
        import('./de').then((m) => m.de),
        language,
      );
    case 'pt':
      return withGames(
        import('./pt').then((m) => m.pt),
        language,
      );
    case 'it':
      return withGames(
        import('./it').then((m) => m.it),
        language,
      );
  }
}
