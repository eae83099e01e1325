import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_TODAY } from './testing/database';
import { startServerProcess } from './testing/process';
import { freePort } from './testing/server';

// SIGTERM under load, on the real server process: /ready turns 503 at once while requests are
// still served for the drain time (SHUTDOWN_DRAIN_SECONDS), every request is answered, and the
// process then exits by itself with code 0.

const API_KEY = 'af-connect-web';

type Outcome = { path: string; at: number; status?: number; error?: string };

/** One request on a connection of its own (no keep-alive): accepted and answered, or refused. */
function get(port: number, pathname: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: pathname, agent: false, headers: { apikey: API_KEY } },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ path: pathname, at: Date.now(), status: response.statusCode ?? 0 }),
        );
        response.on('error', (error) =>
          resolve({ path: pathname, at: Date.now(), error: String(error) }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ path: pathname, at: Date.now(), error: error.code ?? String(error) }),
    );
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shutdown-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('shutting down on SIGTERM', () => {
  it('drains, answers every accepted request and exits 0', async () => {
    const port = await freePort();
    const { child, exited, log } = await startServerProcess({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_MEMBERS: '12',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      PORTAL_TODAY: TEST_TODAY,
      SHUTDOWN_DRAIN_SECONDS: '1',
      RATE_LIMIT_PER_MINUTE: '1000000',
    });
    expect((await get(port, '/ready')).status).toBe(200);

    // Load: eight clients calling the API while a load balancer's probe asks /ready; like a load
    // balancer, the clients stop sending once /ready says the server is draining.
    const api: Outcome[] = [];
    const probes: Outcome[] = [];
    let draining = false;
    const client = async () => {
      while (!draining) api.push(await get(port, '/api/Config'));
    };
    const probe = async () => {
      while (!draining) {
        const outcome = await get(port, '/ready');
        probes.push(outcome);
        if (outcome.status !== 200) draining = true;
      }
    };
    const clients = [...Array.from({ length: 8 }, client), probe()];
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    await Promise.all(clients);
    // Draining: /ready says 503 while the API is still served.
    expect(probes.at(-1)?.status).toBe(503);
    const duringDrain = await get(port, '/api/Config');
    const code = await exited;

    expect(code, log()).toBe(0);
    expect(duringDrain.status).toBe(200);
    expect(duringDrain.at).toBeGreaterThan(signalledAt);
    // Every request the clients sent was answered with 200: none failed or was cut off.
    expect(api.length).toBeGreaterThan(20);
    expect(api.filter((outcome) => outcome.status !== 200)).toEqual([]);
    // Once closed, the server refuses connections.
    expect((await get(port, '/health')).error).toBe('ECONNREFUSED');
  }, 120_000);
});
