import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { TEST_MEMBERS, TEST_SEED, TEST_TODAY } from './database';
import { dropDatabase, dropStaleTestDatabases } from './postgres';
import { pgliteTemplate, postgresTemplate, TEMPLATE_ENV } from './template';

/** Debian's qpdf reads the PDFs' objects for the tagged-PDF checker (pdf-structure.ts). */
function ensureQpdf(): void {
  try {
    execFileSync('qpdf', ['--version'], { stdio: 'ignore' });
  } catch {
    console.log('Installing Debian qpdf for the PDF checks…');
    // One install at a time (e2e/src/chromium.ts takes the same lock).
    execFileSync(
      'flock',
      [
        '/tmp/portal-apt-install.lock',
        'bash',
        '-c',
        'command -v qpdf || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq qpdf)',
      ],
      { stdio: 'inherit' },
    );
  }
}

/** The test data every worker's database starts from (database.ts). */
const TEMPLATE = { members: TEST_MEMBERS, seed: TEST_SEED, today: TEST_TODAY };

/**
 * Before the API tests: qpdf there; on PostgreSQL, test databases left by an interrupted run
 * removed; and the run's template database made (template.ts), handed to the workers through the
 * environment they start with.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureQpdf();
  const baseUrl = process.env.TEST_DATABASE_URL;
  const onPostgres = (project.config.env?.TEST_DB_KIND ?? process.env.TEST_DB_KIND) === 'postgres';
  if (onPostgres && baseUrl) {
    await dropStaleTestDatabases(baseUrl);
    const name = await postgresTemplate(baseUrl, TEMPLATE);
    process.env[TEMPLATE_ENV.postgres] = name;
    return async () => {
      delete process.env[TEMPLATE_ENV.postgres];
      await dropDatabase(baseUrl, name);
    };
  }
  const file = await pgliteTemplate(TEMPLATE);
  process.env[TEMPLATE_ENV.pglite] = file;
  return async () => {
    delete process.env[TEMPLATE_ENV.pglite];
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  };
}
