import { defineConfig, type Plugin } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * The Content-Security-Policy of the built app: its own scripts, workers and styles only
 * (inline style attributes allowed, which React's style props set), no plugins, no frames.
 * Only the build gets it, since the dev server injects inline scripts for hot reload.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const contentSecurityPolicy = (): Plugin => ({
  name: 'hexplay-csp',
  apply: 'build',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP },
      injectTo: 'head-prepend',
    },
  ],
});

export default defineConfig({
  base: './',
  plugins: [react(), contentSecurityPolicy()],
  build: {
    target: 'es2022',
  },
  server: {
    host: '127.0.0.1',
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
  },
  test: {
    setupFiles: ['src/test-setup.ts'],
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
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/store/**', 'tests/components/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['tests/store/**/*.test.ts', 'tests/**/*.test.tsx'],
        },
      },
    ],
  },
});
