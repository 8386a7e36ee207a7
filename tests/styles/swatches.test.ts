import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { contrast, luminance } from './contrast';

/**
 * The colour dots beside the players' names are read as pieces: Black's a dark disc on a
 * lighter ground, White's a light disc on a darker one, in both themes. Checked on the
 * style sheets themselves, as jsdom computes no light-dark() colours.
 */
const sheet = (name: string): string => readFileSync(`src/styles/${name}.css`, 'utf8');

/** Each token's light and dark colour, from tokens.css's light-dark() pairs. */
const TOKENS = new Map(
  [
    ...sheet('tokens').matchAll(/(--[\w-]+):\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/g),
  ].map(([, name, light, dark]) => [name, { light, dark }] as const),
);

/** The declarations of one rule of panels.css, by its exact selector. */
function rule(selector: string): string {
  const text = sheet('panels');
  const start = text.indexOf(`\n${selector} {`);
  if (start < 0) throw new Error(`no rule ${selector}`);
  return text.slice(start, text.indexOf('}', start));
}

const colourOf = (declarations: string, property: string): string | undefined =>
  new RegExp(`${property}:[^;]*var\\((--[\\w-]+)\\)`).exec(declarations)?.[1];

test.each(['light', 'dark'] as const)('in the %s theme the dots read as their pieces', (theme) => {
  const colour = (token: string | undefined): string => {
    const pair = token === undefined ? undefined : TOKENS.get(token);
    if (!pair) throw new Error(`no colour ${token}`);
    return pair[theme];
  };
  // The ground right around a dot: the ring it is drawn on, or else the panel.
  const ground = colour(colourOf(rule('.hx-swatch'), 'box-shadow') ?? '--surface');
  const black = colour(colourOf(rule('.hx-swatch.hx-black'), 'background'));
  const white = colour(colourOf(rule('.hx-swatch.hx-white'), 'background'));
  expect(luminance(black)).toBeLessThan(luminance(ground));
  expect(contrast(black, ground)).toBeGreaterThanOrEqual(3);
  expect(luminance(white)).toBeGreaterThan(luminance(ground));
});
