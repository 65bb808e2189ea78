import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './tooling/build/importBoundaries.js';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', '**/.__mf__temp/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', '**/vite.config.ts', '**/*.config.ts', 'e2e/**/*.ts', '**/build/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Playwright fixtures: `use` is not a React hook, and `({}, testInfo)` is its idiom.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // CommonJS is what these files are for (e2e/lighthouserc.cjs is read by Lighthouse CI's require).
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...importBoundaries,
);
