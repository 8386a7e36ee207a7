/** The languages the app speaks; English is the reference every other is typed against. */
export const LANGUAGES = ['en', 'de', 'pt', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, for the picker. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  pt: 'Português',
  it: 'Italiano',
};

export const isLanguage = (v: unknown): v is Language =>
  (LANGUAGES as readonly unknown[]).includes(v);

/** The first of the browser's preferred languages the app speaks, by its primary subtag. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
