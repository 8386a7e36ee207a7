import { en, type Messages } from './en';
import type { Language } from './languages';

/**
 * A language's dictionary. English is in the first bundle; the others load when first
 * chosen, so a visitor downloads only the language they read.
 */
export function loadMessages(language: Language): Promise<Messages> {
  switch (language) {
    case 'en':
      return Promise.resolve(en);
    case 'de':
      return import('./de').then((m) => m.de);
    case 'pt':
      return import('./pt').then((m) => m.pt);
    case 'it':
      return import('./it').then((m) => m.it);
  }
}
