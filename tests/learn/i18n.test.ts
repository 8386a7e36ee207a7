import { expect, test } from 'vitest';
import { de } from '../../src/i18n/de';
import { en } from '../../src/i18n/en';
import { it as italian } from '../../src/i18n/it';
import { pt } from '../../src/i18n/pt';
import { DIAGRAMS } from './learning';

/** Every string of a dictionary subtree, with its path; functions are called with samples. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return [[path, String(value('X', 2, 3))]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  }
  return [];
}

const english = new Map(strings(en.learn));

test.each([
  ['de', de],
  ['pt', pt],
  ['it', italian],
])('%s: the rules and tutorial are translated, paragraph for paragraph', (_name, messages) => {
  const own = strings(messages.learn);
  expect(own.map(([path]) => path)).toEqual([...english.keys()]);
  const prose = own.filter(([path]) => /^\.(sections|diagrams|tutorial)\./.test(path));
  for (const [path, text] of prose) {
    if (english.get(path) === '') expect(text, path).toBe('');
    else expect(text, path).not.toBe(english.get(path));
  }
});

test('each text names the one cell its diagram rings', () => {
  for (const [id, diagram] of Object.entries(DIAGRAMS)) {
    if (diagram.highlight.length !== 1) continue;
    const text = en.learn.diagrams[id as keyof typeof DIAGRAMS].text.toLowerCase();
    for (const cell of diagram.highlight) expect(text, id).toContain(cell);
  }
});
