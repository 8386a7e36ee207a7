import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores(['dist/', 'node_modules/', 'playwright-report/', 'test-results/', 'coverage/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // The rules engine and AI must stay pure: no UI or state libraries.
    files: ['src/engine/**', 'src/ai/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'src/engine and src/ai must stay UI-free.' },
            { name: 'react-dom', message: 'src/engine and src/ai must stay UI-free.' },
            { name: 'zustand', message: 'src/engine and src/ai must stay store-free.' },
          ],
          patterns: [
            {
              group: ['react/*', 'react-dom/*', 'zustand/*'],
              message: 'src/engine and src/ai must stay UI- and store-free.',
            },
          ],
        },
      ],
    },
  },
  {
    // Everything above the engine goes through its public API (src/engine/index.ts), so
    // that the files behind it can change freely. The AI, built for speed on the move
    // encodings, is the one layer allowed further in.
    files: ['src/**'],
    ignores: ['src/engine/**', 'src/ai/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/engine/*', '!**/engine/index'],
              message: 'Import the engine from its public API (src/engine), not its files.',
            },
          ],
        },
      ],
    },
  },
]);
