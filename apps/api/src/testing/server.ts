import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Db } from '../db/client';
import { TEST_TODAY, testDatabase } from './database';

export type TestServer = {
  app: FastifyInstance;
  config: AppConfig;
  db: Db;
  url: string;
  close: () => Promise<void>;
};

/** A loopback port nobody listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
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

/**
 * The real server on a loopback port: the BFF discovers the embedded provider over HTTP, just as
 * in production. Tests that need no sign-in may use `app.inject()` on it as well.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    logStream?: DestinationStream;
    /** Another database than the worker's shared one (e.g. one reached through a proxy). */
    db?: Db;
  } = {},
): Promise<TestServer> {
  const db = options.db ?? (await testDatabase()).db;
  // A port found free may be taken by another process (test runs side by side) before this one
  // listens on it: then the server is built again on another port.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const config = loadConfig({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      PORTAL_TODAY: TEST_TODAY,
      ...env,
    });
    const app = await buildApp({
      config,
      db,
      ...(options.logStream ? { logStream: options.logStream } : {}),
    });
    try {
      await app.listen({ port, host: '127.0.0.1' });
    } catch (error) {
      await app.close();
      if ((error as { code?: string }).code === 'EADDRINUSE' && attempt < 5) continue;
      throw error;
    }
    return { app, config, db, url: config.publicUrl, close: () => app.close() };
  }
}

/** Where a server answers and its settings: all an agent needs (a test server, or a process). */
export type ServerAddress = Pick<TestServer, 'url' | 'config'>;

/** A tiny cookie-keeping HTTP agent that behaves like a browser for redirects and forms. */
export class Agent {
  readonly cookies = new Map<string, string>();
  readonly base: string;
  readonly apiKey: string;
  /** The site's address a browser sends as Origin: the public URL, whichever replica answers. */
  readonly origin: string;

  constructor(server: ServerAddress) {
    this.base = server.url;
    this.apiKey = server.config.apiKey;
    this.origin = new URL(server.config.publicUrl).origin;
  }

  async request(pathOrUrl: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const url = new URL(pathOrUrl, this.base);
    const headers = new Headers(init.headers);
    if (this.cookies.size)
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await fetch(url, { ...init, headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some(
        (a) =>
          /max-age=0/i.test(a.trim()) ||
          (/^expires=/i.test(a.trim()) && Date.parse(a.trim().slice(8)) < Date.now()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** A call from the web app: apikey header, and the site's Origin on mutating calls. */
  async api(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('apikey', this.apiKey);
    if (init.method && init.method !== 'GET') headers.set('origin', this.origin);
    return this.request(path, { ...init, headers });
  }

  /** Follows same-site redirects like a browser; returns the final response and URL. */
  async navigate(
    pathOrUrl: string,
    init: RequestInit & { json?: unknown } = {},
  ): Promise<{ response: Response; url: string }> {
    let url = new URL(pathOrUrl, this.base).toString();
    let response = await this.request(url, init);
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops += 1) {
      const location = response.headers.get('location');
      if (!location) break;
      url = new URL(location, url).toString();
      if (!url.startsWith(this.base)) break;
      response = await this.request(url);
    }
    return { response, url };
  }
}

export const DEMO_PASSWORD = 'Demo-1234';

/** Submits the provider's sign-in form on an interaction page; returns where the browser lands. */
/** The sign-in page's form as a browser posts it (`headers` adds to it, e.g. a forwarded address). */
export function signInForm(
  username: string,
  password: string,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ username, password }).toString(),
  };
}

export async function submitSignIn(
  agent: Agent,
  interactionUrl: string,
  username: string,
  password: string,
  headers: Record<string, string> = {},
) {
  return agent.navigate(`${interactionUrl}/login`, signInForm(username, password, headers));
}

/** The whole authorization-code flow through the real provider, as a browser would run it. */
export async function signIn(
  server: ServerAddress,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Agent> {
  const agent = new Agent(server);
  const start = await agent.navigate('/auth/login');
  if (!/\/interaction\//.test(start.url))
    throw new Error(`expected the sign-in page, got ${start.url}`);
  const done = await submitSignIn(agent, start.url, username, password);
  if (!done.url.endsWith('/loading'))
    throw new Error(`sign-in of ${username} ended at ${done.url} (${done.response.status})`);
  return agent;
}
