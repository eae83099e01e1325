// `npm run checks`: ESLint and Prettier beside the TypeScript checks (each mostly uses one core).
import { run } from './test-dates.mjs';

const codes = await Promise.all([
  run('lint', 'npm', ['run', 'lint']),
  run('typecheck', 'npm', ['run', 'typecheck']),
]);
if (codes.some((code) => code !== 0)) {
  console.error('\nThe checks failed.');
  process.exit(1);
}
