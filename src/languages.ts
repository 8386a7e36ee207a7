/** The languages the app speaks; English is the reference every other is typed against. */
export const LANGUAGES = ['en', 'de', 'pt', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Each language's name in itself, for the picker. Portuguese names its variety, which
 * tells a Brazilian reader given it (see `pickLanguage`) what they are reading.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  pt: 'Português (Portugal)',
  it: 'Italiano',
};

export const isLanguage = (v: unknown): v is Language =>
  (LANGUAGES as readonly unknown[]).includes(v);

/**
 * The first of the browser's preferred languages the app speaks, by its primary subtag.
 *
 * Brazilian Portuguese (pt-BR) gets the European dictionary, as there is no Brazilian
 * one: its words ("ecrã", "desforra", "a ver") read foreign in Brazil but are understood,
 * where English often is not. English is not chosen on the strength of a later "en" in
 * the list either: browsers in Brazil list en-US after pt-BR by default, not by the
 * reader's choice. The picker says which Portuguese it is (`LANGUAGE_NAMES`), so the
 * reader knows, and can switch.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
