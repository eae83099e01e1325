import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ErrorBody } from '@portal/contract/errors';

const SERVER_PREFIXES = ['/api', '/auth', '/idp', '/interaction', '/health'];

/** Serves the built web app; any other GET of a page gets index.html (client routing). */
export async function registerStaticWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const indexPath = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset; the best one the client accepts is sent.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Vite's hashed assets never change; everything else is revalidated.
        void reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  const notFound = (reply: FastifyReply) =>
    reply
      .status(404)
      .send({ success: false, code: 'NOT_FOUND', message: 'Not found.' } satisfies ErrorBody);
  const isServerPath = (pathname: string) =>
    SERVER_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  if (hasWeb) {
    // A route (not the not-found handler) so that the page is compressed like every answer.
    app.get('/*', (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (isServerPath(pathname) || path.extname(pathname)) return notFound(reply);
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    });
  }
  app.setNotFoundHandler((_request, reply) => notFound(reply));
}
