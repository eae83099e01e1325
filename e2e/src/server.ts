import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portalToday } from '@portal/domain/dates';

// The real server (API, sign-in, embedded provider and the built web app) on a fresh database:
// the global setup starts the one every journey shares; a journey that needs other settings (the
// idle journey's short session timings) starts its own with the same helper.

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The run's today by the portal's one clock, read once: every server of the run is fixed to it
 * (PORTAL_TODAY) and every page's clock is put on it, so a run that crosses midnight still agrees.
 */
export const runToday = portalToday(process.env.PORTAL_TODAY, new Date());

export type PortalServer = {
  baseUrl: string;
  stop: () => Promise<void>;
  /** What the server has written to its standard output and error so far. */
  log: () => string;
};

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer within 150 s:\n${output()}`);
}

/**
 * Starts the server with the 20 declared demo members on a fresh data directory, submitted claims
 * moving on every second and members' messages answered after a second; `env` adds settings.
 */
export async function startPortalServer(env: Record<string, string> = {}): Promise<PortalServer> {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_MEMBERS: '20',
      CLAIM_STEP_SECONDS: '1',
      // The fund answers a member's message a second after it is sent (messages.e2e.ts).
      MESSAGE_REPLY_SECONDS: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      PORTAL_TODAY: runToday,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    await waitForHealth(baseUrl, child, () => log);
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    log: () => log,
    stop: async () => {
      // E2E_SERVER_LOG=path keeps the server's output for a failed run.
      if (process.env.E2E_SERVER_LOG) fs.appendFileSync(process.env.E2E_SERVER_LOG, log);
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
