import type { Language } from '../languages';
import type { ReviewPanelWords } from './en/reviewPanel';

export type { ReviewPanelWords };

const LOADERS: Readonly<Record<Language, () => Promise<ReviewPanelWords>>> = {
  en: () => import('./en/reviewPanel').then((m) => m.reviewPanel),
  de: () => import('./de/reviewPanel').then((m) => m.reviewPanel),
  pt: () => import('./pt/reviewPanel').then((m) => m.reviewPanel),
  it: () => import('./it/reviewPanel').then((m) => m.reviewPanel),
};

const loaded = new Map<Language, Promise<ReviewPanelWords>>();

/**
 * The review panel's words in `language`, loaded with the panel rather than the page: the
 * same promise every time, as React's `use` needs.
 */
export function reviewPanelWords(language: Language): Promise<ReviewPanelWords> {
  let found = loaded.get(language);
  if (!found) {
    found = LOADERS[language]();
    loaded.set(language, found);
  }
  return found;
}
