import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './tools/eslint/layers.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { layers: layersPlugin },
    rules: {
      'layers/dependency-direction': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TSEnumDeclaration',
          message: 'Use `as const` objects and z.enum instead of enum (DESIGN §4 habit 9).',
        },
        {
          selector: 'ExportDefaultDeclaration',
          message: 'Named exports only (DESIGN §4 habit 9).',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Only src/lib/api-client.ts calls fetch (DESIGN §4 habit 2).' },
      ],
    },
  },
  {
    files: [
      'apps/web/src/lib/api-client.ts',
      'apps/web/**/*.test.{ts,tsx}',
      'apps/web/src/testing/**',
    ],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // Tool configuration files must default-export by convention.
    files: ['**/*.config.{ts,js,mjs}', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
