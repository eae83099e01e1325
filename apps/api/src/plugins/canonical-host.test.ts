import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { TEST_TODAY, testDatabase } from '../testing/database';
import { isLoopbackHostname } from './canonical-host';

// With PUBLIC_URL unset the portal lives at http://localhost:$PORT; a page asked for under another
// name of this machine is sent there before sign-in, any other name is told what to do, and the
// health check and the API answer under every name.

const PORT = 3987;
let open: FastifyInstance;
let configured: FastifyInstance;
beforeAll(async () => {
  const { db } = await testDatabase();
  const base = { PORT: String(PORT), LOG_LEVEL: 'silent', PORTAL_TODAY: TEST_TODAY };
  open = await buildApp({ config: loadConfig({ ...base, WEB_DIST: '/nonexistent' }), db });
  configured = await buildApp({
    config: loadConfig({ ...base, PUBLIC_URL: `http://localhost:${PORT}` }),
    db,
  });
});
afterAll(async () => Promise.all([open.close(), configured.close()]));

describe('the default address', () => {
  it('sends a page asked for on 127.0.0.1 to localhost, path and query kept', async () => {
    for (const host of [`127.0.0.1:${PORT}`, `[::1]:${PORT}`, `127.0.1.1:${PORT}`]) {
      const response = await open.inject({ url: '/login?next=%2Fclaims', headers: { host } });
      expect(response.statusCode, host).toBe(307);
      expect(response.headers.location).toBe(`http://localhost:${PORT}/login?next=%2Fclaims`);
    }
  });

  it('serves the page on its own address, and checks and calls under any name', async () => {
    const own = await open.inject({ url: '/login', headers: { host: `localhost:${PORT}` } });
    expect(own.statusCode).not.toBe(307);
    expect(own.statusCode).not.toBe(421);
    const health = await open.inject({ url: '/health', headers: { host: `127.0.0.1:${PORT}` } });
    expect(health.statusCode).toBe(200);
    const config = await open.inject({
      url: '/api/Config',
      headers: { host: `127.0.0.1:${PORT}`, apikey: 'af-connect-web' },
    });
    expect(config.statusCode).toBe(200);
  });

  it('tells a visitor on another name which address to open and how to choose another', async () => {
    const response = await open.inject({
      url: '/dashboard',
      headers: { host: `portal.example.test:${PORT}` },
    });
    expect(response.statusCode).toBe(421);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`href="http://localhost:${PORT}/"`);
    expect(response.body).toContain(`PUBLIC_URL=http://portal.example.test:${PORT}`);
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it('leaves every name alone once PUBLIC_URL is set', async () => {
    const response = await configured.inject({
      url: '/login',
      headers: { host: `127.0.0.1:${PORT}` },
    });
    expect(response.statusCode).not.toBe(307);
    expect(response.statusCode).not.toBe(421);
  });

  it('knows the loopback names', () => {
    expect(
      ['localhost', 'LOCALHOST', '127.0.0.1', '127.8.9.10', '[::1]'].every(isLoopbackHostname),
    ).toBe(true);
    expect(['192.0.2.2', 'example.test', '1270.0.0.1', '0.0.0.0'].some(isLoopbackHostname)).toBe(
      false,
    );
  });
});
