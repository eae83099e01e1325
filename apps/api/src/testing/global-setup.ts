import { dropStaleTestDatabases } from './postgres';

/** Before the API tests: remove test databases left by an interrupted earlier run. */
export async function setup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) await dropStaleTestDatabases(process.env.TEST_DATABASE_URL);
}
