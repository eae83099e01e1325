import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { DEMO_PASSWORD, FIXED_MEMBERS } from './db/seed/declared';

const started = performance.now();
const config = loadConfig();
const { database, seeded } = await prepareDatabase(config);
const app = await buildApp({ config, db: database.db });
await app.listen({ port: config.port, host: config.host });

const lines = [
  '',
  `${config.portalName} is running at ${config.publicUrl} (ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  seeded
    ? `Loaded demo data: ${seeded.members} members, ${seeded.transactions} transactions (${(seeded.ms / 1000).toFixed(1)} s).`
    : `Database: ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL (DATABASE_URL)'}`,
  `Demo sign-ins (password ${DEMO_PASSWORD}):`,
  ...Object.values(FIXED_MEMBERS).map((m) => `  ${m.username}`),
  '',
];
console.log(lines.join('\n'));

async function shutdown(signal: string): Promise<void> {
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
