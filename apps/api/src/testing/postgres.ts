import pg from 'pg';

// On PostgreSQL each test worker gets a database of its own, created from TEST_DATABASE_URL.
const PREFIX = 'portal_test_';

export async function createTestDatabase(baseUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists "${PREFIX}${name}" with (force)`);
    await client.query(`create database "${PREFIX}${name}"`);
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
