import pg from 'pg';

// On PostgreSQL each test worker gets a database of its own, created from TEST_DATABASE_URL.
const PREFIX = 'portal_test_';

/**
 * Creates (again) the database `portal_test_<name>`, empty or as a copy of the database
 * `template`; its URL.
 */
export async function createTestDatabase(
  baseUrl: string,
  name: string,
  template?: string,
): Promise<string> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${PREFIX}${name}" with (force)`);
    await client.query(
      template
        ? `create database "${PREFIX}${name}" template "${template}" strategy file_copy`
        : `create database "${PREFIX}${name}"`,
    );
  } finally {
    await client.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${PREFIX}${name}`;
  return url.toString();
}

export async function dropStaleTestDatabases(baseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname like '${PREFIX}%'`,
    );
    for (const row of rows)
      await client.query(`drop database if exists "${row.datname}" with (force)`);
  } finally {
    await client.end();
  }
}

/** Drops the database `name` (a run's template at its end). */
export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}
