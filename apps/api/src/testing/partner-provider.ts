import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterEach } from 'vitest';
import type { AddressInfo } from 'node:net';

// A stand-in for a partner's real service on the loopback (DESIGN §1b): a real HTTP server, not a
// mock of fetch, so the partners' HTTP clients are tested as they run.

export type ProviderHandler = (
  body: unknown,
  request: IncomingMessage,
  response: ServerResponse,
) => void;

export type Provider = { url: string; stop: () => Promise<void> };

export async function startProvider(handler: ProviderHandler): Promise<Provider> {
  const server = createServer((incoming, response) => {
    let text = '';
    incoming.setEncoding('utf8');
    incoming.on('data', (chunk: string) => (text += chunk));
    incoming.on('end', () => handler(text ? JSON.parse(text) : undefined, incoming, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function reply(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * For a test file: starts stand-ins that are stopped after each test. Call it once at the top of
 * the file; it answers each stand-in's address.
 */
export function loopbackProviders(): (handler: ProviderHandler) => Promise<string> {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
  });
  return async (handler) => {
    const provider = await startProvider(handler);
    stops.push(provider.stop);
    return provider.url;
  };
}

/** An address on the loopback where nothing listens any more (a partner that is down). */
export async function addressWithNothingListening(): Promise<string> {
  const provider = await startProvider(() => undefined);
  await provider.stop();
  return provider.url;
}
