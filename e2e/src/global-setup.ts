import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
  }
}

async function freePort(): Promise<number> {
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

let server: ChildProcess | undefined;
let browser: BrowserServer | undefined;
let dataDir: string | undefined;

/** Builds the web app if needed, starts the real server on a fresh database, and one Chromium. */
export async function setup(project: TestProject): Promise<void> {
  ensureChromium();
  const { webBuildIsStale } = (await import(path.join(root, 'scripts/start.mjs'))) as {
    webBuildIsStale: () => boolean;
  };
  if (webBuildIsStale()) {
    const build = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('the web build failed');
  }
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  let log = '';
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_MEMBERS: '12',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForHealth(baseUrl, server, () => log);
  browser = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  project.provide('baseUrl', baseUrl);
  project.provide('wsEndpoint', browser.wsEndpoint());
}

export async function teardown(): Promise<void> {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server?.once('exit', r));
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
