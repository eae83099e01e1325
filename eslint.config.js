import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Which local layers each layer may import (DESIGN §3). Layers not listed here (main.tsx, the
// web app's build configuration, e2e/, the root tooling) are not restricted.
const FEATURE_IMPORTS = [
  'domain',
  'contract',
  'web-feature',
  'web-components',
  'web-lib',
  'web-config',
  'web-assets',
  'web-testing',
];
const LOCAL_LAYERS = {
  domain: ['domain'],
  contract: ['domain', 'contract'],
  api: ['domain', 'contract', 'api'],
  'web-lib': ['domain', 'contract', 'web-lib', 'web-config'],
  'web-config': ['domain', 'contract', 'web-config'],
  'web-components': ['domain', 'contract', 'web-components', 'web-lib', 'web-config', 'web-assets'],
  'web-feature': FEATURE_IMPORTS,
  // app → features → components/lib/config
  'web-app': ['web-app', 'web-theme', ...FEATURE_IMPORTS],
  // The theme's values (colours, font, radius): the app's, and the build's for the pages drawn
  // outside the app (the sign-in provider's).
  'web-theme': [],
  // The web build's own plugins (byte budget, precompression, Mantine's styles): none of the app
  // but its theme's values.
  'web-build': ['web-build', 'web-theme'],
};
// DESIGN §4 habit 4: no I/O, no framework in the domain package (Node's built-ins are refused too).
const IMPURE_MODULES = [
  'react*',
  'fastify*',
  'drizzle-orm',
  'pg',
  '@electric-sql/*',
  '@mantine/*',
  '@tanstack/*',
];
const DATABASE_MODULES = ['drizzle-orm', 'pg', '@electric-sql/pglite'];

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
    rules: {
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
    // Dependency direction (DESIGN §3), enforced with eslint-plugin-boundaries
    // (docs/decisions/008): domain ← contract ← apps; inside the web app app → features →
    // components/lib/config; a feature never imports another feature; the domain package is pure;
    // only *.repository.ts files (and the database layer itself) touch the database.
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      // Follow the same module resolution as TypeScript: `@portal/*` through the packages'
      // `exports` subpaths, `@/` through apps/web/tsconfig.json `paths`.
      'import/resolver': {
        typescript: {
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          // One tsconfig per workspace package, as the packages typecheck; no solution file.
          noWarnOnMultipleProjects: true,
        },
      },
      // Imports, `export … from` and lazy `import()` (the web routes) all count as dependencies.
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'boundaries/legacy-templates': false,
      'boundaries/elements': [
        { type: 'domain', pattern: 'packages/domain', partialMatch: false },
        { type: 'contract', pattern: 'packages/contract', partialMatch: false },
        { type: 'api', pattern: 'apps/api', partialMatch: false },
        { type: 'web-theme', pattern: 'apps/web/src/theme', partialMatch: false },
        { type: 'web-app', pattern: 'apps/web/src/app', partialMatch: false },
        {
          type: 'web-feature',
          pattern: 'apps/web/src/features/*',
          partialMatch: false,
          capture: ['feature'],
        },
        { type: 'web-components', pattern: 'apps/web/src/components', partialMatch: false },
        { type: 'web-lib', pattern: 'apps/web/src/lib', partialMatch: false },
        { type: 'web-config', pattern: 'apps/web/src/config', partialMatch: false },
        { type: 'web-assets', pattern: 'apps/web/src/assets', partialMatch: false },
        { type: 'web-testing', pattern: 'apps/web/src/testing', partialMatch: false },
        { type: 'web-build', pattern: 'apps/web/build', partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'test', pattern: ['apps/**/*.test.{ts,tsx}', 'packages/**/*.test.ts'] },
        { category: 'repository', pattern: 'apps/api/**/*.repository.ts' },
        {
          category: 'database-layer',
          pattern: ['apps/api/src/db/**', 'apps/api/src/testing/**', 'apps/api/bench/**'],
        },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          checkAllOrigins: true,
          checkUnknownLocals: true,
          // Policies are read top to bottom; the last one that matches decides.
          policies: [
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            {
              // A workspace import the resolver cannot follow would otherwise pass as a package.
              disallow: { to: { module: { origin: 'external', source: ['@portal/*', '@/*'] } } },
              message: 'Cannot resolve "{{ dependency.source }}" to a file in the repository.',
            },
            ...Object.entries(LOCAL_LAYERS).map(([from, to]) => ({
              from: { element: { type: from } },
              allow: { to: { element: { types: { anyOf: to } } } },
            })),
            {
              // The web test helpers wire the whole app together for tests: not restricted.
              from: { element: { type: 'web-testing' } },
              allow: { to: { module: { origin: '*' } } },
            },
            {
              // Shared test helpers (render, api stubs) serve every test file.
              from: { file: { categories: 'test' } },
              allow: { to: { element: { type: 'web-testing' } } },
            },
            {
              // The build's tests hold its page list to the router's pages.
              from: { element: { type: 'web-build' }, file: { categories: 'test' } },
              allow: { to: { element: { type: 'web-app' } } },
            },
            {
              from: { element: { type: 'web-feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'web-feature',
                    captured: { feature: '!{{ from.element.captured.feature }}' },
                  },
                },
              },
              message:
                'Feature "{{ from.element.captured.feature }}" may not import feature "{{ to.element.captured.feature }}": compose them in app/.',
            },
            {
              from: { element: { type: 'domain' } },
              disallow: {
                to: [
                  { module: { origin: 'core' } },
                  { module: { origin: 'external', source: IMPURE_MODULES } },
                ],
              },
              message: 'The domain package is pure: it may not import "{{ dependency.source }}".',
            },
            {
              from: { element: { type: 'api' } },
              disallow: { to: { module: { origin: 'external', source: DATABASE_MODULES } } },
              message: 'Only *.repository.ts files touch the database ("{{ dependency.source }}").',
            },
            {
              // `sql` template tags and types are still database access: keep them in repositories.
              from: {
                element: { type: 'api' },
                file: { categories: { anyOf: ['repository', 'database-layer', 'test'] } },
              },
              allow: { to: { module: { origin: 'external', source: DATABASE_MODULES } } },
            },
          ],
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
    // Every source file under 400 physical lines (blank lines and comments count): a file that
    // grows past it is split along its seams (its sections, its use cases). Tests, browser
    // journeys and generated migrations are not held to it.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.e2e.ts'],
    rules: { 'max-lines': ['error', { max: 399, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Tool configuration files must default-export by convention.
    files: ['**/*.config.{ts,js,mjs}', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
