import { GAMES } from '../../src/engine';
import { en } from '../../src/i18n/en';
import { DICTIONARIES } from './dictionaries';

/**
 * Finds English left on a page drawn in another language: any text or accessible label
 * that is a string of the English dictionary, or fits one of its templates.
 */

/** Each game's name, where every language calls it the same. */
const GAME_NAMES = GAMES.map((game) => en.games[game].title).filter((title, i) =>
  Object.values(DICTIONARIES).every((t) => t.games[GAMES[i]].title === title),
);

/** Words that are the same in every language: names, and words the languages share. */
const SAME_EVERYWHERE = new Set([
  'Hexplay',
  ...GAME_NAMES,
  // German shares these words with English.
  'Standard',
  'Domination',
  'Analyse',
  // Portuguese and Italian share this one.
  'Menu',
  // German, Portuguese and Italian say it too.
  'online',
]);

const MARK = '\u0001';

function leaves(value: unknown, out: { strings: Set<string>; templates: RegExp[] }): void {
  if (typeof value === 'string') {
    out.strings.add(normal(value));
  } else if (typeof value === 'function') {
    const f = value as (...args: unknown[]) => unknown;
    // Called with markers for every value, and again with a count of 1 first, so that both
    // forms of a plural are found.
    for (const args of [Array(f.length).fill(MARK), [1, ...Array(f.length - 1).fill(MARK)]]) {
      const said = f(...args);
      if (typeof said !== 'string') continue;
      const literal = said.split(MARK).join('');
      // A template of little more than its values (such as `n=${n}`) says nothing English.
      if ((literal.match(/\p{L}/gu) ?? []).length < 4) continue;
      // Nor does one of a single word, which other languages may share ("tutorial").
      if ((literal.match(/\p{L}+/gu) ?? []).length < 2 && said.includes(MARK)) continue;
      if (!said.includes(MARK)) {
        out.strings.add(normal(said));
        continue;
      }
      const pattern = normal(said)
        .split(MARK)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+?');
      out.templates.push(new RegExp(`^${pattern}$`, 'u'));
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const v of Object.values(value)) leaves(v, out);
  }
}

const normal = (text: string): string => text.replace(/\s+/g, ' ').trim();

const ENGLISH = (() => {
  const out = { strings: new Set<string>(), templates: [] as RegExp[] };
  leaves(en, out);
  return out;
})();

/** Whether `text` is English from the dictionary. */
export function isEnglish(raw: string): boolean {
  const text = normal(raw);
  // Single letters are coordinates or keys, not words.
  if ((text.match(/\p{L}/gu) ?? []).length < 2 || SAME_EVERYWHERE.has(text)) return false;
  return ENGLISH.strings.has(text) || ENGLISH.templates.some((t) => t.test(text));
}

const LABELS = ['aria-label', 'title', 'placeholder', 'alt'];

/**
 * A key's name as keyboards print it (`<kbd>`), which Portuguese and Italian keyboards
 * print in English too ("Ctrl", "Esc"). Each language's names are in its dictionary.
 */
const onlyKeys = (el: Element): boolean => {
  const keys = [...el.querySelectorAll('kbd')].map((k) => k.textContent ?? '');
  return (
    el.localName === 'kbd' ||
    (keys.length > 0 && normal(keys.join(' ')) === normal(el.textContent ?? ''))
  );
};

/** Every English text node, element text and label under `root`, with where it is. */
export function englishIn(root: Element): string[] {
  const found = new Set<string>();
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('kbd')) continue;
    if (isEnglish(node.textContent ?? '')) found.add(`text "${normal(node.textContent ?? '')}"`);
  }
  for (const el of root.querySelectorAll('*')) {
    if (el.closest('[hidden]') || onlyKeys(el)) continue;
    const text = el.textContent ?? '';
    if (text.length < 400 && isEnglish(text)) found.add(`<${el.localName}> "${normal(text)}"`);
    for (const name of LABELS) {
      const v = el.getAttribute(name);
      if (v !== null && isEnglish(v)) found.add(`${name} "${v}"`);
    }
  }
  return [...found];
}
