import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { en, type Messages } from './en';
import type { Language } from '../languages';
import { loadMessages } from './load';

export interface I18n {
  readonly language: Language;
  readonly t: Messages;
  /** Numbers in the language's own way of writing them. */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  date(value: Date | number, options?: Intl.DateTimeFormatOptions): string;
}

export function makeI18n(language: Language, t: Messages): I18n {
  // The page's first Intl formatter loads the locale data, which takes a phone ~300 ms:
  // made only when first needed, and not for the small counts the first frame shows,
  // which every language here writes in plain digits without grouping.
  let numbers: Intl.NumberFormat | undefined;
  const dates = new Map<string, Intl.DateTimeFormat>();
  return {
    language,
    t,
    number: (value, options) =>
      options
        ? new Intl.NumberFormat(language, options).format(value)
        : Number.isInteger(value) && value >= 0 && value < 1000
          ? String(value)
          : (numbers ??= new Intl.NumberFormat(language)).format(value),
    date: (value, options) => {
      // One formatter per options, kept: making one costs ~0.4 ms, and a chart of 48 bars
      // or a page of games names dates by the dozen.
      const key = options ? JSON.stringify(options) : '';
      let format = dates.get(key);
      if (!format) {
        format = new Intl.DateTimeFormat(
          language,
          options ?? { dateStyle: 'medium', timeStyle: 'short' },
        );
        dates.set(key, format);
      }
      return format.format(value);
    },
  };
}

const ENGLISH = makeI18n('en', en);
const I18nContext = createContext<I18n>(ENGLISH);

/**
 * Speaks `language`: English at once, another language once its dictionary has loaded
 * (until then the page stays in the language it was in). `<html lang>` follows.
 */
export function I18nProvider({
  language,
  initial,
  children,
}: {
  readonly language: Language;
  /** The language's dictionary when already loaded, so that the first frame speaks it. */
  readonly initial?: I18n;
  readonly children: ReactNode;
}) {
  const [loaded, setLoaded] = useState<I18n>(initial ?? ENGLISH);
  useEffect(() => {
    if (loaded.language === language) return;
    let live = true;
    loadMessages(language).then(
      (t) => live && setLoaded(makeI18n(language, t)),
      // A dictionary that fails to load (offline before it was cached) leaves the page as it is.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [language, loaded.language]);
  useEffect(() => {
    document.documentElement.lang = loaded.language;
  }, [loaded.language]);
  const value = useMemo(() => loaded, [loaded]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The dictionary of the language in use. Outside a provider (some tests) it is English. */
export const useT = (): Messages => useContext(I18nContext).t;
export const useI18n = (): I18n => useContext(I18nContext);
