import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// The web project of the root Vitest run (`npx vitest run --project web`).
export default defineProject({
  plugins: [react()],
  // `@/` is src/ (tsconfig.json paths).
  resolve: { tsconfigPaths: true },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    // Whole-page renders with user events take seconds on a busy two-core machine (the unit run
    // shares it with the API tests); speed is measured by the bench, never by these limits.
    testTimeout: 20_000,
  },
});
