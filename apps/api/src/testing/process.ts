import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The server as its own process (`apps/api/src/server.ts`, as `npm start` runs it), for the tests
// that need a real process: signals, several replicas.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export type ServerProcess = {
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** What the process has written so far. */
  log: () => string;
};

/** Starts the server with `env` (PORT among it) and resolves once it answers /health. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`no start:\n${log}`);
    const ok = await fetch(`http://127.0.0.1:${env.PORT}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { child, exited, log: () => log };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
