// Two builds of the app, the same screens: how many pixels differ on each.
//
//   npm run compare-screens -- <dist A> <dist B> [--out /tmp/screens]
//
// Serves each folder with `vite preview`, opens the same screens in each (the board at
// the start and after moves, every dialog, the analysis board, the editor, a result) at a
// phone's and a desktop's size, in both themes, and prints the share of pixels that differ
// per screen, writing both screenshots and a diff image where any do. For a change meant
// to leave the page as it was, such as a new renderer. Prints numbers; asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const folders = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (folders.length !== 2) {
  console.error('usage: compare-screens <dist A> <dist B> [--out DIR]');
  process.exit(2);
}
const out = option('out', '/tmp/screens');
mkdirSync(out, { recursive: true });

function serve(folder: string, port: number): Promise<ChildProcess> {
  // Vite itself rather than through npx, whose child would outlive `kill`.
  const server = spawn(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'preview',
      '--outDir',
      folder,
      '--port',
      String(port),
      '--strictPort',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(String(port))) resolve(server);
    });
    server.on('exit', (code) => reject(new Error(`vite preview exited with ${code}`)));
  });
}

const click = (page: Page, action: string) =>
  page.locator(`[data-action="${action}"]`).first().click();

/** Each screen: its name and how to reach it from a fresh page. */
const SCREENS: readonly (readonly [string, (page: Page) => Promise<void>])[] = [
  ['board', async () => {}],
  [
    'moves',
    async (page) => {
      for (const cell of ['c3', 'e5', 'd4', 'f6'])
        await page.locator(`[data-cell="${cell}"]`).click();
    },
  ],
  ['new-game', (page) => click(page, 'new-game')],
  ['settings', (page) => click(page, 'settings')],
  ['games', (page) => click(page, 'games')],
  ['rules', (page) => click(page, 'rules')],
  ['help', (page) => click(page, 'help')],
  ['records', (page) => click(page, 'records')],
  [
    'editor',
    async (page) => {
      await click(page, 'new-game');
      await click(page, 'editor');
    },
  ],
  ['analysis', (page) => click(page, 'analyse')],
  [
    'result',
    async (page) => {
      await click(page, 'resign');
      await page.locator('[data-action="confirm"]').click();
    },
  ],
];

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 768 },
] as const;

async function shoot(browser: Browser, base: string, theme: string, size: (typeof SIZES)[number]) {
  const shots = new Map<string, Buffer>();
  for (const [name, reach] of SCREENS) {
    const context = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      colorScheme: theme === 'dark' ? 'dark' : 'light',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(base);
    await page.locator('[data-testid="board"]').waitFor();
    await page
      .locator('[data-action="dismiss-learn"]')
      .click({ timeout: 2000 })
      .catch(() => {});
    try {
      await reach(page);
      await page.waitForTimeout(600);
      shots.set(name, await page.screenshot({ animations: 'disabled' }));
    } catch (error) {
      console.log(`${name}: could not be reached (${(error as Error).message.split('\n')[0]})`);
    }
    await context.close();
  }
  return shots;
}

/** The share of pixels that differ, and an image marking them, computed in a page. */
async function compare(page: Page, a: Buffer, b: Buffer) {
  return page.evaluate(
    async ([a64, b64]) => {
      const load = async (data: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height);
      };
      const [x, y] = await Promise.all([load(a64), load(b64)]);
      if (x.width !== y.width || x.height !== y.height) return { share: 1, diff: '' };
      const canvas = new OffscreenCanvas(x.width, x.height);
      const context = canvas.getContext('2d')!;
      const marks = context.createImageData(x.width, x.height);
      let differ = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        const same =
          x.data[i] === y.data[i] &&
          x.data[i + 1] === y.data[i + 1] &&
          x.data[i + 2] === y.data[i + 2];
        if (!same) differ++;
        marks.data[i] = same ? x.data[i] / 3 : 255;
        marks.data[i + 1] = same ? x.data[i + 1] / 3 : 0;
        marks.data[i + 2] = same ? x.data[i + 2] / 3 : 0;
        marks.data[i + 3] = 255;
      }
      context.putImageData(marks, 0, 0);
      const blob = await canvas.convertToBlob();
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return { share: differ / (x.data.length / 4), diff: btoa(text) };
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
}

const servers = [await serve(folders[0], 4193), await serve(folders[1], 4194)];
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const scratch = await browser.newPage();
  for (const theme of ['light', 'dark']) {
    for (const size of SIZES) {
      const [left, right] = [
        await shoot(browser, 'http://127.0.0.1:4193/', theme, size),
        await shoot(browser, 'http://127.0.0.1:4194/', theme, size),
      ];
      for (const [name, a] of left) {
        const b = right.get(name);
        if (!b) continue;
        const { share, diff } = await compare(scratch, a, b);
        const label = `${name}-${size.name}-${theme}`;
        console.log(`${label.padEnd(28)} ${(share * 100).toFixed(3)}% of pixels differ`);
        if (share > 0) {
          writeFileSync(join(out, `${label}-a.png`), a);
          writeFileSync(join(out, `${label}-b.png`), b);
          if (diff) writeFileSync(join(out, `${label}-diff.png`), Buffer.from(diff, 'base64'));
        }
      }
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.kill();
}
