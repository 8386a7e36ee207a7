import { useI18n } from '../../i18n/context';
import type { Language } from '../../languages';
import { de } from './words/de';
import { en, type OnlineWords } from './words/en';
import { it } from './words/it';
import { pt } from './words/pt';

const WORDS: Readonly<Record<Language, OnlineWords>> = { en, de, pt, it };

/** The words of online play in the page's language; all four come with online play. */
export const useOnlineWords = (): OnlineWords => WORDS[useI18n().language];
