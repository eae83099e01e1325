import net from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors';
import { signIn, startTestServer, type Agent, type TestServer } from '../testing/server';

// What a connection may hold: a body must arrive within the request timeout, a request refused
// before its body is read has its connection closed after the answer, and a client that goes
// away mid-request is an information line in the log, never an alarm.

const NOMINATION = '/api/Nomination/processNomination';

type Exchange = { answer: string; closed: boolean };

/**
 * Sends `head` and then `first` on a raw connection and trickles a byte of `rest` every
 * `everyMs` until the server closes it or `giveUpMs` passes; returns what the server answered.
 */
function trickle(
  url: string,
  head: string,
  { first = '', everyMs = 500, giveUpMs = 20_000 } = {},
): Promise<Exchange> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ answer, closed });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('close', () => finish(true));
    socket.on('error', (error) =>
      (error as NodeJS.ErrnoException).code === 'ECONNRESET' ? finish(true) : reject(error),
    );
    socket.on('connect', () => {
      socket.write(head + first);
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write('x');
      }, everyMs);
    });
  });
}

function postHead(server: TestServer, path: string, headers: Record<string, string>): string {
  const { host } = new URL(server.url);
  const lines = Object.entries({
    host,
    apikey: server.config.apiKey,
    origin: server.url,
    'content-length': '100000',
    ...headers,
  }).map(([name, value]) => `${name}: ${value}`);
  return `POST ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

function cookieOf(agent: Agent): string {
  return [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

describe('connections', () => {
  const lines: string[] = [];
  let server: TestServer;
  let member: Agent;
  beforeAll(async () => {
    server = await startTestServer(
      { LOG_LEVEL: 'info', REQUEST_TIMEOUT_SECONDS: '2' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    member = await signIn(server, 'institutional@demo.local');
  });
  afterAll(async () => server.close());

  it('closes the connection after a 401 without waiting for the body', async () => {
    // No session: refused before the body is read, and the trickle is not waited for.
    const { answer, closed } = await trickle(
      server.url,
      postHead(server, NOMINATION, { 'content-type': 'application/json' }),
      { first: '{"a":', giveUpMs: 1_500 },
    );
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(closed).toBe(true);
  });

  it('answers 408 and closes when a signed-in member’s body does not arrive in time', async () => {
    const { answer, closed } = await trickle(
      server.url,
      postHead(server, NOMINATION, {
        'content-type': 'application/json',
        cookie: cookieOf(member),
      }),
      { first: '{"a":' },
    );
    expect(closed).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('a client that goes away mid-request', () => {
  it('is an information line in the log, never the database being unreachable', async () => {
    const lines: string[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    registerErrorHandling(app);
    // A route that reads its body as a stream itself, as the upload's multipart parser does.
    app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null));
    app.post('/stream', async (request) => {
      await new Promise((resolve, reject) => {
        request.raw.on('data', () => undefined);
        request.raw.on('end', resolve);
        request.raw.on('error', reject);
      });
      return { read: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as net.AddressInfo;
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write(
            'POST /stream HTTP/1.1\r\nhost: 127.0.0.1\r\n' +
              'content-type: application/octet-stream\r\ncontent-length: 100000\r\n\r\npart',
          );
          // The member's phone loses its signal: the connection is reset mid-body.
          setTimeout(() => socket.resetAndDestroy(), 200);
        });
        socket.on('close', () => resolve());
        socket.on('error', () => undefined);
      });
      type Entry = { level: number; msg?: string };
      const entries = () => lines.map((line) => JSON.parse(line) as Entry);
      await expect
        .poll(
          () =>
            entries().some(
              (entry) => entry.level !== 30 || /closed|unreachable|failed/.test(entry.msg ?? ''),
            ),
          {
            timeout: 10_000,
          },
        )
        .toBe(true);
      expect(entries().filter((entry) => entry.level >= 50)).toEqual([]);
      expect(
        entries().some((entry) => entry.msg === 'client closed the connection before the answer'),
      ).toBe(true);
    } finally {
      await app.close();
    }
  });
});
