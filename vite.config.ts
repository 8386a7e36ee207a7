import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ResolveModulePreloadDependenciesFn, Rolldown } from 'vite';
import { defineConfig, type Plugin } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The page's one inline script, which sets the player's theme before the first paint,
 * without its comments.
 */
const THEME_SCRIPT = readFileSync(
  fileURLToPath(new URL('./src/theme-before-paint.js', import.meta.url)),
  'utf8',
).replace(/^\s*\/\/.*\n/gm, '');

/**
 * The Content-Security-Policy of the built app: its own scripts, workers and style sheets
 * only (the theme script allowed by its hash), no plugins, no frames. Style props need no
 * exception: React sets them through the CSSOM, which the policy does not govern. Only
 * the build gets it, since the dev server injects inline scripts for hot reload.
 */
export const CSP = [
  "default-src 'self'",
  `script-src 'self' 'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`,
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * The embeddable viewer's policy: the app's, less the theme script it does not run (it
 * reads no storage), less workers and forms it has none of.
 */
export const VIEWER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

/** The viewer's page, which other sites may frame (src/viewer/). */
const VIEWER_PAGE = 'viewer.html';
const isViewerPage = (path: string): boolean => path.endsWith(`/${VIEWER_PAGE}`);

const contentSecurityPolicy = (): Plugin => ({
  name: 'hexplay-csp',
  apply: 'build',
  transformIndexHtml: (_html, { path }) => [
    {
      tag: 'meta',
      attrs: {
        'http-equiv': 'Content-Security-Policy',
        content: isViewerPage(path) ? VIEWER_CSP : CSP,
      },
      injectTo: 'head-prepend',
    },
  ],
});

/**
 * Who may frame a page, which only a header can say (a policy in a <meta> cannot): no
 * one the app, any site the viewer. `public/_headers` asks the same of hosts that read it.
 */
export const frameHeaders = (path: string): Readonly<Record<string, string>> =>
  isViewerPage(path.split(/[?#]/)[0])
    ? { 'Content-Security-Policy': 'frame-ancestors *' }
    : { 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Frame-Options': 'DENY' };

const frameAncestors = (): Plugin => {
  const use = (server: {
    middlewares: {
      use: (f: (req: IncomingMessage, res: ServerResponse, next: () => void) => void) => void;
    };
  }): void => {
    // A block, not an expression: a function returned from these hooks would be run as
    // their post hook.
    server.middlewares.use((req, res, next) => {
      for (const [name, value] of Object.entries(frameHeaders(req.url ?? '/')))
        res.setHeader(name, value);
      next();
    });
  };
  return { name: 'hexplay-frame-ancestors', configureServer: use, configurePreviewServer: use };
};

/**
 * The theme script, inline at the top of <head> (after the policy), in the dev server and
 * the build alike: before the style sheet, which a script after it would wait for.
 */
const themeBeforePaint = (): Plugin => ({
  name: 'hexplay-theme-before-paint',
  transformIndexHtml: (_html, { path }) =>
    isViewerPage(path) ? [] : [{ tag: 'script', children: THEME_SCRIPT, injectTo: 'head-prepend' }],
});

/** The chunks the first frame needs: the entry (React), src/start.tsx and what it imports. */
function firstChunks(bundle: Rolldown.OutputBundle): {
  readonly entry: string;
  readonly start: string[];
  /** The chunks the entry imports itself, which Vite lists as module preloads already. */
  readonly entryImports: readonly string[];
} {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const start = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('/src/start.tsx')));
  const entry = chunks.find(
    (c) => c.isEntry && c.moduleIds.some((id) => id.endsWith('/src/main.tsx')),
  );
  if (!start || !entry) throw new Error('vite.config: no chunk for src/main.tsx or src/start.tsx');
  const files = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file) || file === entry.fileName) return;
    files.add(file);
    chunks.find((c) => c.fileName === file)?.imports.forEach(visit);
  };
  visit(start.fileName);
  return { entry: entry.fileName, start: [...files], entryImports: entry.imports };
}

/**
 * Every module `src/start.tsx` imports statically, except those the entry itself needs,
 * go into one chunk. Split by how the lazy dialogs share them, they were 13 files, and
 * each file the page preloads costs a phone's main thread about 8 ms to request. What
 * the viewer (src/viewer/main.ts) shares with the app goes into a chunk of its own
 * instead, so that the viewer never loads the app's chunk or React's.
 */
function firstFrameGroup(): (id: string, ctx: Rolldown.ChunkingContext) => string | null {
  let app: Set<string> | undefined;
  let shared: Set<string> | undefined;
  let afterBoard: Set<string> | undefined;
  const closure = (
    from: string,
    ctx: Rolldown.ChunkingContext,
    skip = new Set<string>(),
    lazy = false,
  ) => {
    const seen = new Set<string>();
    const visit = (id: string): void => {
      if (seen.has(id) || skip.has(id)) return;
      seen.add(id);
      const info = ctx.getModuleInfo(id);
      info?.importedIds.forEach(visit);
      if (lazy) info?.dynamicallyImportedIds.forEach(visit);
    };
    visit(from);
    return seen;
  };
  return (id, ctx) => {
    if (!app) {
      const main = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
      const start = fileURLToPath(new URL('./src/start.tsx', import.meta.url));
      // With what it loads lazily (the games): a chunk of the app's, imported by any of
      // them, would start the app (src/start.tsx) in the viewer's page.
      const viewer = closure(
        fileURLToPath(new URL('./src/viewer/main.ts', import.meta.url)),
        ctx,
        undefined,
        true,
      );
      const page = closure(main, ctx);
      app = closure(start, ctx, page);
      shared = new Set([...viewer].filter((m) => app?.has(m) || page.has(m)));
      // What the playing screen draws a frame after the board, in one file: as the 13
      // files its imports made, each asked for in React's first render, they cost that
      // render ~100 ms at 4×. What the viewer also loads stays apart.
      afterBoard = closure(
        fileURLToPath(new URL('./src/components/afterBoard.ts', import.meta.url)),
        ctx,
        new Set([...page, ...app, ...viewer]),
      );
    }
    if (id.endsWith('.css')) return null;
    if (shared?.has(id)) return 'shared';
    if (afterBoard?.has(id)) return 'afterBoard';
    return app.has(id) ? 'app' : null;
  };
}

/**
 * The viewer is a page of other sites, not the installable app: the manifest link the PWA
 * plugin adds to every page would offer to install Hexplay from a framed game.
 */
const viewerWithoutManifest = (): Plugin => ({
  name: 'hexplay-viewer-without-manifest',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const page = bundle[VIEWER_PAGE];
    if (page?.type === 'asset' && typeof page.source === 'string') {
      page.source = page.source.replace(/\s*<link rel="manifest"[^>]*>/, '');
    }
  },
});

/**
 * The app's own code is a dynamic import of the entry (src/main.tsx), so that React and
 * the app evaluate in separate tasks; this lists it and the chunks it needs in the page
 * as module preloads, so that they download alongside the entry rather than after it.
 */
const preloadStart = (): Plugin => ({
  name: 'hexplay-preload-start',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, { bundle, path }) => {
      if (!bundle || isViewerPage(path)) return [];
      const { start, entryImports } = firstChunks(bundle);
      return start
        .filter((file) => !entryImports.includes(file))
        .map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
          injectTo: 'head' as const,
        }));
    },
  },
});

/**
 * V8 compiles a function the first time it is called, on the main thread, unless its
 * file asks for every function to be compiled as it loads, which Chromium does on a
 * background thread while the file streams in. Nearly all of React and of the first
 * frame's code runs at start-up: with the hint, the board appeared 0.2 s sooner at 4×
 * (median of 14 runs each). Browsers without the hint ignore the comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const compileHints = (): Plugin => ({
  name: 'hexplay-compile-hints',
  apply: 'build',
  generateBundle: {
    // After Vite's own, which put a line of their own first.
    order: 'post',
    handler: (_options, bundle) => {
      const { entry, start } = firstChunks(bundle);
      for (const file of [entry, ...start]) {
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk') continue;
        chunk.code = COMPILE_HINT + chunk.code;
        // The hint's line comes before the code the source map describes.
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
      }
    },
  },
});

/**
 * Cross-origin isolation, so that the AI's workers may share memory: their search then
 * runs on one transposition table (Lazy SMP, src/ai/worker/parallel.ts). Every resource of the
 * app is its own, so requiring CORP of cross-origin ones costs nothing. A host that does
 * not send these headers still gets several workers, each on its part of the root moves.
 */
export const ISOLATION_HEADERS = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
} as const;

/**
 * Which chunks a page or a dynamic import asks for beside the one it loads: the page all of
 * its own, the dynamic imports only the games' (imported by the entry and the `shared`
 * chunk, before the first frame). Every other import runs once the board is on its way,
 * often during a render, where each module preload link cost the main thread ~4 ms at 4×
 * (React's first render asked for 13 of them, ~50 ms in a profile); the browser finds a
 * chunk's own imports when it arrives, and the service worker serves them after the first
 * visit. The lazy parts' style sheets still load with them (Vite adds those after this).
 */
const preloadedWithImport: ResolveModulePreloadDependenciesFn = (_file, deps, host) =>
  host.hostType === 'html' || /(^|\/)(index|shared)-[^/]*\.js$/.test(host.hostId) ? deps : [];

/** What a record file is, to the share sheet and to "Open with". */
const RECORD_TYPES = ['application/x-apgn', 'text/plain'];
const RECORD_EXTENSIONS = ['.apgn', '.pgn', '.txt'];

/** The installed app's shortcuts (a long press on its icon), each a launch action. */
// Their addresses are src/pwa/launchAction.ts's (`makeLaunchUrl`), written out: the config
// reads no module of the app.
const SHORTCUTS: readonly { readonly name: string; readonly action: string }[] = [
  { name: 'Continue last game', action: 'continue' },
  { name: 'New game', action: 'new-game' },
  { name: 'Daily puzzle', action: 'daily-puzzle' },
  { name: 'Games', action: 'games' },
];

/**
 * The Node test files that mock or reload modules (`vi.mock`, `vi.doMock`,
 * `vi.resetModules`): they run with a module graph of their own, since in a shared one a
 * mock would reach the files after them.
 */
const MODULE_SWAPPING_TESTS = readdirSync(fileURLToPath(new URL('./tests', import.meta.url)), {
  recursive: true,
  encoding: 'utf8',
})
  .map((file) => `tests/${file.split('\\').join('/')}`)
  .filter((file) => file.endsWith('.test.ts') && !/^tests\/(store|components)\//.test(file))
  .filter((file) =>
    /\bvi\.(mock|doMock|resetModules)\(/.test(
      readFileSync(fileURLToPath(new URL(`./${file}`, import.meta.url)), 'utf8'),
    ),
  );

export default defineConfig({
  base: './',
  plugins: [
    // Both go first in <head>, the policy before the script it allows.
    themeBeforePaint(),
    contentSecurityPolicy(),
    preloadStart(),
    compileHints(),
    frameAncestors(),
    // Installable and offline: a manifest, and a service worker that precaches the whole
    // app (the computer's worker included), so that a game can be played with no network.
    // A new version waits until the player chooses to reload (src/pwa/update.ts).
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'Hexplay: Abacus and Abalone',
        short_name: 'Hexplay',
        description:
          'Hot-seat Abacus and Abalone on hexagonal boards, against a friend or the computer.',
        lang: 'en',
        start_url: './',
        scope: './',
        display: 'standalone',
        background_color: '#f7f5f0',
        theme_color: '#2f5fb3',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: 'icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: 'icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
        // A file or link shared to the installed app (public/sw-extras.js), and "Open
        // with Hexplay" on a record file (src/pwa/incoming.ts).
        share_target: {
          action: './share-target',
          method: 'POST',
          enctype: 'multipart/form-data',
          params: {
            title: 'title',
            text: 'text',
            url: 'url',
            files: [{ name: 'records', accept: [...RECORD_TYPES, ...RECORD_EXTENSIONS] }],
          },
        },
        file_handlers: [
          {
            action: './',
            accept: Object.fromEntries(RECORD_TYPES.map((type) => [type, RECORD_EXTENSIONS])),
          },
        ],
        shortcuts: SHORTCUTS.map(({ name, action }) => ({
          name,
          url: `./?open=${action}`,
          icons: [{ src: 'icon-192.png', sizes: '192x192', type: 'image/png' }],
        })),
      },
      workbox: {
        importScripts: ['sw-extras.js'],
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: 'index.html',
        // The viewer (VIEWER_PAGE) is a page of its own: with a query (`?lang=`) it matches
        // no precached address, and the fallback would serve it the app. Workbox tests the
        // path and query.
        navigateFallbackDenylist: [/\/viewer\.html(\?|$)/],
      },
    }),
    viewerWithoutManifest(),
  ],
  // The computer's worker is a module (`type: 'module'`), so its code splits as the page's
  // does: what it imports lazily (the solvers) loads when asked, and the registry's loaders
  // of words and rules pages, which it never calls, stay out of it.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // Every browser the app supports (ES2022 modules) knows module preloads.
    modulePreload: { polyfill: false, resolveDependencies: preloadedWithImport },
    rolldownOptions: {
      // The app, and the viewer other sites may frame.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        viewer: fileURLToPath(new URL(`./${VIEWER_PAGE}`, import.meta.url)),
      },
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: firstFrameGroup(), debugName: 'first frame' }],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    headers: ISOLATION_HEADERS,
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
    headers: ISOLATION_HEADERS,
  },
  test: {
    setupFiles: ['src/test-setup.ts'],
    // Vitest keeps a core for itself by default, which on a 2-core machine is one worker
    // for 225 files; its own process is idle while they run.
    maxWorkers: availableParallelism(),
    // The MiGs corpus test replays 2,589 games.
    testTimeout: 120000,
    // The engine and the AI are tested in plain Node, as they run in a worker or a CLI;
    // the store and the components in jsdom, as they run in the page.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // The engine and the AI are modules without hidden state between files, so the
          // files of a worker share one module graph: the games and the setup are loaded
          // once a worker, not once a file (114 s → 53–77 s for this project).
          isolate: false,
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/store/**', 'tests/components/**', ...MODULE_SWAPPING_TESTS],
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: MODULE_SWAPPING_TESTS.length > 0 ? MODULE_SWAPPING_TESTS : ['no-such-file'],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          // Each file gets a page of its own: the store's and the components' modules keep
          // state a page would keep (the computer's client, the crash screen's flag).
          pool: 'threads',
          include: ['tests/store/**/*.test.ts', 'tests/**/*.test.tsx'],
        },
      },
    ],
  },
});
