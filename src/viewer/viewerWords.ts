import type { Game } from '../engine';
import { gameEntry, type GameWords } from '../games';
import { viewer, type ViewerWords } from '../i18n/en/viewer';
import type { Language } from '../languages';

/** The viewer's words and its game's, in one language. */
export interface ViewerLanguage {
  readonly language: Language;
  readonly t: ViewerWords;
  readonly game: GameWords;
  readonly number: (n: number) => string;
}

/** The viewer's own words: English at hand, another language a small chunk of its own. */
export function loadViewerWords(language: Language): Promise<ViewerWords> {
  switch (language) {
    case 'en':
      return Promise.resolve(viewer);
    case 'de':
      return import('../i18n/de/viewer').then((m) => m.viewer);
    case 'pt':
      return import('../i18n/pt/viewer').then((m) => m.viewer);
    case 'it':
      return import('../i18n/it/viewer').then((m) => m.viewer);
  }
}

/** Everything the viewer says of `game`, in `language`. */
export async function loadViewerLanguage(language: Language, game: Game): Promise<ViewerLanguage> {
  const words = gameEntry(game).words;
  const [t, gameWords] = await Promise.all([
    loadViewerWords(language),
    language === 'en' ? words.en : words[language](),
  ]);
  const format = new Intl.NumberFormat(language);
  return { language, t, game: gameWords, number: (n) => format.format(n) };
}
