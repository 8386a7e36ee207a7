import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores([
    'dist/',
    'dist-*/',
    'node_modules/',
    'playwright-report/',
    'test-results/',
    'coverage/',
  ]),
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
    // `const { data, ...entry } = record` is how an object is copied without a field.
    rules: { '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }] },
  },
  {
    // The rules engine, the AI and the games must stay pure: no UI or state libraries,
    // so that the AI's worker can load every game's rules and evaluation.
    files: ['src/engine/**', 'src/ai/**', 'src/games/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'The engine, the AI and the games must stay UI-free.' },
            { name: 'react-dom', message: 'The engine, the AI and the games must stay UI-free.' },
            { name: 'zustand', message: 'The engine, the AI and the games must stay store-free.' },
          ],
          patterns: [
            {
              group: ['react/*', 'react-dom/*', 'zustand/*'],
              message: 'The engine, the AI and the games must stay UI- and store-free.',
            },
          ],
        },
      ],
    },
  },
  {
    // The games build on the engine, never the other way round.
    files: ['src/engine/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/games', '**/games/**'],
              message: 'The engine knows no game: the games import it, and hand it their rules.',
            },
          ],
        },
      ],
    },
  },
  {
    // A game keeps its own words, and the dictionary takes them from the registry: a game
    // importing the dictionary, even for its types, would close a cycle. The UI and the
    // store it reaches for their types only, which cost nothing at run time.
    files: ['src/games/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/i18n', '**/i18n/**'],
              message: 'A game keeps its words in its folder; the dictionary imports them.',
            },
            {
              group: ['**/store/**', '**/components/**'],
              allowTypeImports: true,
              message: 'A game reaches no UI or store, except for their types.',
            },
          ],
        },
      ],
    },
  },
  {
    // Everything above the engine goes through its public API (src/engine/index.ts, and
    // src/engine/apgn.ts for records as text, which only the record dialogs load), so
    // that the files behind it can change freely. The AI and the games, built for speed on
    // the move encodings, are the layers allowed further in. Game parts are reached through
    // the one registry, src/games/index.ts (and the game to load first, which the page's
    // first script asks for without the registry's functions: src/games/lastGame*).
    files: ['src/**'],
    ignores: ['src/engine/**', 'src/ai/**', 'src/games/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/engine/*', '!**/engine/index', '!**/engine/apgn'],
              message: 'Import the engine from its public API (src/engine), not its files.',
            },
            {
              group: ['**/games/*', '!**/games/index', '!**/games/lastGame*'],
              message: "Reach a game's parts through the registry (src/games), not its folder.",
            },
          ],
        },
      ],
    },
  },
]);
