import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { DEMO_PASSWORD, FIXED_MEMBERS } from './db/seed/declared';

const started = performance.now();
const config = loadConfig();
// The database starts while the server's modules load: the two are most of a start's time.
const [{ database, seeded }, { buildApp }] = await Promise.all([
  prepareDatabase(config),
  import('./app'),
]);
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

// A graceful stop: /ready turns 503 at once and requests are still served for the drain time
// (a load balancer stops sending new ones); then the server stops accepting, finishes the
// requests it has accepted, closes the database and exits.
let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  // SIGTERM comes from an orchestrator, which needs the drain; Ctrl+C (SIGINT) stops at once.
  const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
  app.log.info(`${signal}: draining for ${drainMs} ms, then shutting down`);
  app.startDraining();
  await sleep(drainMs);
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
