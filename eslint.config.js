import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint-boundaries.js';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'out/', 'release/', 'test-results/', 'playwright-report/', 'backend/src/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-nocheck': true, 'ts-ignore': true }],
    },
  },
  {
    files: ['renderer/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The renderer knows only HTTP and the WebSocket, never Node or Electron.
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'electron', 'better-sqlite3', '**/backend/**', '**/electron/**'] },
      ],
    },
  },
  {
    files: ['backend/**/*.ts', 'shared/**/*.ts'],
    rules: {
      // backend/ and shared/ run under plain Node too: never import electron.
      'no-restricted-imports': ['error', { patterns: ['electron', '**/electron/**', '**/renderer/**'] }],
    },
  },
  {
    // Features do not import each other; backend layers import downwards only (docs/architecture.md).
    files: ['renderer/src/**/*.{ts,tsx}', 'backend/src/**/*.ts'],
    plugins: { local: boundaries },
    rules: { 'local/import-boundaries': 'error' },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'bench/**', 'e2e/**', '*.config.ts', 'electron/**'],
    languageOptions: { globals: globals.node },
  },
);
