// Draws the app's icons from its own board geometry: an n=3 Abacus board with a few
// stones, as SVG, then rendered to PNG in Chromium for the web app manifest.
//
//   npm run icons
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { boardOutline, hexPoints, viewBox } from '../src/components/board/geometry';
import { BLACK, boardOf, parseCell, WHITE } from '../src/engine';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium';

const board = boardOf(3);
const stones: Record<string, number> = {
  C3: BLACK,
  B2: BLACK,
  D4: BLACK,
  C4: WHITE,
  B3: WHITE,
  D3: WHITE,
};

function svg(padding: number): string {
  const [x, y, w, h] = viewBox(board, false).split(' ').map(Number);
  const size = Math.max(w, h) * (1 + 2 * padding);
  const cx = x + w / 2;
  const cy = y + h / 2;
  const cells = Array.from({ length: board.cellCount }, (_, c) => {
    const hex = `<polygon points="${hexPoints(board.x[c], board.y[c], 0.97)}" fill="#ecd9ae" stroke="#b8965a" stroke-width="0.04"/>`;
    const stone = Object.entries(stones).find(([label]) => parseCell(board, label) === c)?.[1];
    if (stone === undefined) return hex;
    const fill = stone === BLACK ? '#1f2127' : '#fbfbf8';
    return `${hex}<circle cx="${board.x[c]}" cy="${board.y[c]}" r="0.41" fill="${fill}" stroke="#1d1f24" stroke-width="0.05"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${cx - size / 2} ${cy - size / 2} ${size} ${size}">` +
    `<rect x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size}" fill="#2f5fb3"/>` +
    `<polygon points="${boardOutline(board, 0.5)}" fill="#c9a86a"/>${cells}</svg>\n`
  );
}

writeFileSync('public/icon.svg', svg(0.08));
// Maskable icons keep their content inside the middle 80%: pad more.
writeFileSync('public/icon-maskable.svg', svg(0.22));

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const [source, size, out] of [
    ['icon.svg', 192, 'icon-192.png'],
    ['icon.svg', 512, 'icon-512.png'],
    ['icon-maskable.svg', 512, 'icon-maskable-512.png'],
    ['icon.svg', 180, 'apple-touch-icon.png'],
  ] as const) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markup = svg(source === 'icon.svg' ? 0.08 : 0.22).replace(
      '<svg ',
      `<svg width="${size}" height="${size}" `,
    );
    await page.setContent(`<body style="margin:0">${markup}</body>`);
    await page.screenshot({ path: `public/${out}`, omitBackground: false });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log('wrote public/icon.svg, icon-maskable.svg and the PNG icons');
