import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: './',
  plugins: [react()],
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
