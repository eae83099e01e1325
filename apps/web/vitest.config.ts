import react from '@vitejs/plugin-react';
import { configDefaults, defineProject } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Tests that need the app's modules as a page first loads them, so they run apart, each file with
 * modules of its own (the project web-fresh-modules): what a page draws before a part's code has
 * arrived, and a drawing on the server hydrated in the browser in one test (React warns when its
 * contexts were last used by another file's server render).
 */
const FRESH_MODULE_TESTS = [
  'src/features/claims/components/report-death-form.test.tsx',
  'src/components/ui/horizontal-scroller.test.tsx',
];

/** The web projects' settings; `test` adds to them. */
function webProject(test: NonNullable<TestProjectInlineConfiguration['test']>) {
  return defineProject({
    plugins: [react()],
    // `@/` is src/ (tsconfig.json paths).
    resolve: { tsconfigPaths: true },
    test: {
      environment: 'happy-dom',
      setupFiles: ['./src/testing/setup.ts'],
      // Whole-page renders with user events take seconds on a busy two-core machine (the unit run
      // shares it with the API tests); speed is measured by the bench, never by these limits.
      testTimeout: 20_000,
      ...test,
    },
  });
}

/** The tests that need modules of their own (the root config adds it beside this one). */
export function freshModulesProject() {
  return webProject({ name: 'web-fresh-modules', include: FRESH_MODULE_TESTS, isolate: true });
}

// The web project of the root Vitest run (`npx vitest run --project web`).
export default webProject({
  name: 'web',
  include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  exclude: [...configDefaults.exclude, ...FRESH_MODULE_TESTS],
  // The files of a worker share its modules and its window: React, Mantine and the app are
  // loaded once per worker, not once per file (with isolation the project took three times the
  // processor time). Each file still starts on a clean window (src/testing/setup.ts).
  isolate: false,
});
