import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_KEY_HEADER } from '@portal/contract/errors';

/** The contract as OpenAPI at /api/docs, generated from the same zod schemas. */
export async function registerOpenApi(app: FastifyInstance, portalName: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${portalName} member API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          apikey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
          session: { type: 'apiKey', in: 'cookie', name: 'portal_session' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI's own policy (hashes of its inline script and style), with the portal's frame
    // policy: no page of the portal may be framed.
    staticCSP: true,
    transformStaticCSP: docsPolicy,
  });
}

/** Swagger UI's policy with `frame-ancestors 'none'` and without 'unsafe-inline'. */
export function docsPolicy(header: string): string {
  const directives = header
    .split(';')
    .map((directive) => directive.trim().replace(/\s+'unsafe-inline'/g, ''))
    .filter((directive) => directive !== '' && !directive.startsWith('frame-ancestors'));
  return [...directives, "frame-ancestors 'none'"].join('; ');
}
