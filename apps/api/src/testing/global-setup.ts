import { execFileSync } from 'node:child_process';
import { dropStaleTestDatabases } from './postgres';

/** Debian's qpdf reads the PDFs' objects for the tagged-PDF checker (pdf-structure.ts). */
function ensureQpdf(): void {
  try {
    execFileSync('qpdf', ['--version'], { stdio: 'ignore' });
  } catch {
    console.log('Installing Debian qpdf for the PDF checks…');
    execFileSync(
      'bash',
      ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq qpdf'],
      { stdio: 'inherit' },
    );
  }
}

/** Before the API tests: qpdf there, and test databases left by an interrupted run removed. */
export async function setup(): Promise<void> {
  ensureQpdf();
  if (process.env.TEST_DATABASE_URL) await dropStaleTestDatabases(process.env.TEST_DATABASE_URL);
}
