// `npm run checks`: ESLint and Prettier beside the TypeScript checks (each mostly uses one core),
// and the import cycle finder (tools/import-cycles.mjs: no two modules may load each other).
import { run } from './test-dates.mjs';

const codes = await Promise.all([
  run('lint', 'npm', ['run', 'lint']),
  run('typecheck', 'npm', ['run', 'typecheck']),
  run('import-cycles', 'node', ['tools/import-cycles.mjs']),
]);
if (codes.some((code) => code !== 0)) {
  console.error('\nThe checks failed.');
  process.exit(1);
}
