import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { contrast } from './contrast';
import { BOARD_THEMES } from '../../src/store/prefs';

/**
 * Each board theme's coordinates are read on its frame (--board) and the trays' captions
 * on its cells (--cell): both must meet WCAG AA for text in the light and the dark theme.
 * Checked on the style sheets themselves, as jsdom computes no light-dark() colours.
 */
const sheet = (name: string): string => readFileSync(`src/styles/${name}.css`, 'utf8');

type Pairs = Map<string, { light: string; dark: string }>;

const pairsIn = (text: string): Pairs =>
  new Map(
    [...text.matchAll(/(--[\w-]+):\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/g)].map(
      ([, name, light, dark]) => [name, { light, dark }] as const,
    ),
  );

/** A theme's tokens: tokens.css's, with those its rule in looks.css sets instead. */
function themeTokens(theme: string): Pairs {
  const tokens = pairsIn(sheet('tokens'));
  if (theme === 'classic') return tokens;
  const looks = sheet('looks');
  const start = looks.indexOf(`.hx-board[data-board-theme='${theme}'] {`);
  if (start < 0) throw new Error(`no rule for the ${theme} board`);
  const own = pairsIn(looks.slice(start, looks.indexOf('}', start)));
  return new Map([...tokens, ...own]);
}

test.each(BOARD_THEMES.filter((t) => t !== 'classic'))(
  'the %s board sets its own frame, cells and labels',
  (theme) => {
    const classic = themeTokens('classic');
    const own = themeTokens(theme);
    for (const token of ['--board', '--cell', '--coord']) {
      expect(own.get(token), token).not.toEqual(classic.get(token));
    }
  },
);

test.each(BOARD_THEMES.flatMap((theme) => [`${theme} light`, `${theme} dark`]))(
  'the %s board’s labels can be read on its frame and its cells',
  (name) => {
    const [theme, scheme] = name.split(' ') as [string, 'light' | 'dark'];
    const tokens = themeTokens(theme);
    const colour = (token: string): string => tokens.get(token)![scheme];
    expect(contrast(colour('--coord'), colour('--board'))).toBeGreaterThanOrEqual(4.5);
    if (theme !== 'classic') {
      expect(contrast(colour('--coord'), colour('--cell'))).toBeGreaterThanOrEqual(4.5);
    }
  },
);
