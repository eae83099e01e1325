import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../testing/server';

// Text goes over the wire compressed: API answers and index.html on the fly, the build's hashed
// assets from the .br and .gz files written beside them at build time.

const script = `export const greeting = ${JSON.stringify('Sawubona '.repeat(400))};\n`;
let server: TestServer;
let webDist: string;
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><html><head><title>Portal</title></head><body>${'<div></div>'.repeat(200)}</body></html>`,
  );
  const asset = path.join(webDist, 'assets', 'app-3f9a1c.js');
  fs.writeFileSync(asset, script);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
  server = await startTestServer({ WEB_DIST: webDist });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('compression', () => {
  it('sends a member’s API answers in brotli or gzip as the browser accepts', async () => {
    const agent = await signIn(server, 'institutional@demo.local');
    for (const encoding of ['br', 'gzip']) {
      const response = await agent.api('/api/Fund/Internal', {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      const body = (await response.json()) as { success: boolean; internalFunds: unknown[] };
      expect(body.success).toBe(true);
      expect(body.internalFunds.length).toBeGreaterThan(0);
    }
    const plain = await agent.api('/api/Fund/Internal', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('serves the precompressed file of a hashed asset, with the same content', async () => {
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const response = await server.app.inject({
        url: '/assets/app-3f9a1c.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length).toBeLessThan(script.length / 10);
      expect(decode(response.rawPayload).toString()).toBe(script);
    }
  });

  it('compresses the page a client route answers with', async () => {
    const response = await server.app.inject({
      url: '/login',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('<title>Portal');
  });
});
