/**
 * The English words of what is drawn after the first frame come with it: read before they
 * have loaded, they are a bug of the reader, said as such rather than shown as undefined.
 */
import { beforeEach, expect, test, vi } from 'vitest';

beforeEach(() => {
  vi.resetModules();
});

test('a later area read before its words loaded throws; once they have, it reads', async () => {
  const { en, laterWordsLoaded } = await import('../../src/i18n/en');
  expect(laterWordsLoaded()).toBe(false);
  expect(en.app.rules).toBe('Rules');
  expect(() => en.side.controls).toThrow(
    "the English words of 'side' were read before they loaded",
  );
  await import('../../src/i18n/en/later');
  expect(laterWordsLoaded()).toBe(true);
  const { laterWords } = await import('../../src/i18n/en/laterWords');
  expect(en.side).toBe(laterWords.side);
  expect(en.flow.newGame.title).toBeTruthy();
});
