import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as afGroupIdContract from '@portal/contract/af-group-id';
import * as authContract from '@portal/contract/auth';
import * as claimsContract from '@portal/contract/claims';
import * as configContract from '@portal/contract/config';
import * as documentsContract from '@portal/contract/documents';
import { ErrorBodySchema } from '@portal/contract/errors';
import * as fundContract from '@portal/contract/fund';
import * as fundDetailsContract from '@portal/contract/fund-details';
import * as goalsContract from '@portal/contract/goals';
import * as nominationContract from '@portal/contract/nomination';
import * as noticeContract from '@portal/contract/notice';
import * as pdfContract from '@portal/contract/pdf';
import * as policiesContract from '@portal/contract/policies';
import * as portfolioContract from '@portal/contract/portfolio';
import * as profileContract from '@portal/contract/profile';
import * as referralContract from '@portal/contract/referral';
import * as savingsClaimContract from '@portal/contract/savings-claim';
import type { RouteDef } from '@portal/contract/route';
import * as statementsContract from '@portal/contract/statements';
import * as taxCertificatesContract from '@portal/contract/tax-certificates';
import * as twoPotContract from '@portal/contract/two-pot';
import { signIn, startTestServer, type Agent, type TestServer } from './testing/server';

// Schema fuzzing: every operation of the contract gets at least 100 requests built from its own
// schemas and mutated (wrong types, boundaries, control characters, huge and nested values).
// None may answer 5xx, and every answer must match what the route declares: its response schema
// on success, the error body otherwise. The member is one no other test changes (member0010).

const RUNS = 100;

const ROUTES = [
  afGroupIdContract,
  authContract,
  claimsContract,
  configContract,
  documentsContract,
  fundContract,
  fundDetailsContract,
  goalsContract,
  nominationContract,
  noticeContract,
  pdfContract,
  policiesContract,
  portfolioContract,
  profileContract,
  referralContract,
  savingsClaimContract,
  statementsContract,
  taxCertificatesContract,
  twoPotContract,
].flatMap((module) =>
  Object.values(module).filter(
    (value): value is RouteDef =>
      typeof value === 'object' &&
      value !== null &&
      'method' in value &&
      'path' in value &&
      'response' in value,
  ),
);

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Every key of every object schema inside `schema` (the vocabulary of the mutated inputs). */
function keysOf(schema: unknown, depth = 0): string[] {
  if (!schema || depth > 8) return [];
  const def = defOf(schema);
  const inner = (value: unknown) => keysOf(value, depth + 1);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([key, value]) => [
        key,
        ...inner(value),
      ]);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return inner(def.innerType);
    case 'array':
      return inner(def.element);
    case 'union':
      return (def.options as unknown[]).flatMap(inner);
    case 'pipe':
      return [...inner(def.in), ...inner(def.out)];
    case 'tuple':
      return (def.items as unknown[]).flatMap(inner);
    default:
      return [];
  }
}

const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'abc\u0000def',
  '\u001b[31m',
  'line\nbreak',
  '\t',
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '1e309',
  '-1',
  'NaN',
  'null',
  '🙂',
  'CMK00000001',
  'AF0000001',
);
const numbers = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 1, 2, 3, 100, 100.001, 1e308, -1e308, 2 ** 53, 0.1 + 0.2),
);
const scalar = fc.oneof(nastyStrings, fc.string(), numbers, fc.boolean(), fc.constant(null));

/** Values for keys of the route's vocabulary: scalars, arrays and objects, some deeply nested. */
function valueArbitrary(keys: string[]) {
  const keyArb = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), fc.string()) : fc.string();
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      scalar,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(keyArb, tie('value'), { maxKeys: 6 }),
    ),
  }));
  const deep = fc.integer({ min: 10, max: 40 }).map((depth) => {
    let nested: unknown = 1;
    for (let i = 0; i < depth; i += 1) nested = [nested];
    return nested;
  });
  return fc.oneof({ weight: 6, arbitrary: value }, { weight: 1, arbitrary: deep });
}

/** A request of the route: path parameters, query and body built from its vocabulary. */
function requestArbitrary(route: RouteDef) {
  const keys = [
    ...new Set([...keysOf(route.params), ...keysOf(route.query), ...keysOf(route.body)]),
  ];
  const value = valueArbitrary(keys);
  const pathParams = (route.path.match(/:\w+/g) ?? []).map((name) => name.slice(1));
  const text = fc.oneof(nastyStrings, fc.string({ minLength: 1 }), numbers.map(String));
  const queryKeys = keysOf(route.query);
  return fc.record({
    params: fc.tuple(...pathParams.map(() => text)),
    query: fc.dictionary(
      queryKeys.length > 0 ? fc.oneof(fc.constantFrom(...queryKeys), fc.string()) : fc.string(),
      text,
      { maxKeys: 8 },
    ),
    body: fc.oneof(
      {
        weight: 4,
        arbitrary: fc.dictionary(keys.length > 0 ? fc.constantFrom(...keys) : fc.string(), value, {
          maxKeys: 12,
        }),
      },
      { weight: 1, arbitrary: value },
    ),
  });
}

function urlOf(route: RouteDef, params: string[], query: Record<string, string>): string {
  let index = 0;
  const path = route.path.replace(/:\w+/g, () => encodeURIComponent(params[index++] ?? ''));
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

let server: TestServer;
let member: Agent;
const counts = { requests: 0, serverErrors: 0, unauthorized: 0 };
/** The server's log of the fuzz run (every request, at info level). */
const logLines: string[] = [];
beforeAll(async () => {
  server = await startTestServer(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  member = await signIn(server, 'member0010@demo.local');
});
afterAll(async () => {
  await server.close();
  console.info(
    `schema fuzzing: ${counts.requests} requests, ${counts.serverErrors} answers of 5xx, ${counts.unauthorized} of 401`,
  );
});

describe('schema fuzzing', () => {
  it('covers every operation of the contract', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(25);
  });

  it.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: no 5xx, every answer as declared',
    async (_name, route) => {
      // A session of its own for each route: fuzzing /auth/logout ends the one it is given.
      member = await signIn(server, 'member0010@demo.local');
      const cookie = [...member.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async ({ params, query, body }) => {
          const hasBody = route.method !== 'GET';
          const response = await server.app.inject({
            method: route.method,
            url: urlOf(route, params, query),
            headers: {
              apikey: server.config.apiKey,
              origin: member.origin,
              cookie,
              ...(hasBody ? { 'content-type': 'application/json' } : {}),
            },
            ...(hasBody ? { payload: JSON.stringify(body) ?? 'null' } : {}),
          });
          counts.requests += 1;
          if (response.statusCode === 401) counts.unauthorized += 1;
          if (response.statusCode >= 500) counts.serverErrors += 1;
          expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
          const type = response.headers['content-type'] ?? '';
          if (!String(type).includes('application/json')) return;
          const schema: z.ZodType = response.statusCode < 300 ? route.response : ErrorBodySchema;
          const parsed = schema.safeParse(response.json());
          expect(parsed.success, `${response.statusCode} ${response.body.slice(0, 300)}`).toBe(
            true,
          );
        }),
        { numRuns: RUNS, seed: 20261124 },
      );
    },
    120_000,
  );

  it('answers every malformed multipart upload without a 5xx, in the error model', async () => {
    member = await signIn(server, 'member0010@demo.local');
    const cookie = [...member.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const field = fc.oneof(nastyStrings, fc.string(), fc.constant('WTN00000001'));
    const upload = fc.record({
      boundary: fc.oneof(
        fc.constant('b0undary'),
        fc.string({ minLength: 1, maxLength: 400 }).map((t) => t.replace(/[\r\n"]/g, 'x')),
        fc.integer({ min: 70, max: 400 }).map((n) => 'x'.repeat(n)),
      ),
      fields: fc.array(
        fc.tuple(fc.constantFrom('webTransactionNo', 'documentTypeId', 'other'), field),
        {
          maxLength: 6,
        },
      ),
      file: fc.option(fc.uint8Array({ maxLength: 2048 }), { nil: undefined }),
      fileName: field,
      closed: fc.boolean(),
      cut: fc.option(fc.nat(), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(upload, async ({ boundary, fields, file, fileName, closed, cut }) => {
        const parts = fields.map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        );
        let body = Buffer.from(parts.join(''), 'utf8');
        if (file)
          body = Buffer.concat([
            body,
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
            ),
            Buffer.from(file),
            Buffer.from('\r\n'),
          ]);
        if (closed) body = Buffer.concat([body, Buffer.from(`--${boundary}--\r\n`)]);
        if (cut !== undefined && body.length > 0) body = body.subarray(0, cut % body.length);
        const response = await server.app.inject({
          method: 'POST',
          url: '/api/Claims/UploadDocument',
          headers: {
            apikey: server.config.apiKey,
            origin: member.origin,
            cookie,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          payload: body,
        });
        counts.requests += 1;
        if (response.statusCode >= 500) counts.serverErrors += 1;
        expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
        if (response.statusCode >= 300)
          expect(ErrorBodySchema.safeParse(response.json()).success, response.body).toBe(true);
      }),
      { numRuns: RUNS * 2, seed: 20261125 },
    );
  }, 120_000);

  // The provider's own forms (sign-in, the account pages, "Forgot password?"): posted by a
  // browser as HTML forms, each from an address of its own so the provider's per-address limit
  // stays out of the way.
  const PROVIDER_FORMS: [string, string[]][] = [
    ['/idp/forgot-password', ['username']],
    ['/idp/reset-password', ['token', 'password', 'confirm']],
    ['/idp/account/password', ['current', 'password', 'confirm']],
    ['/idp/account/sessions/sign-out-others', []],
    ['/idp/account/two-step', ['code', 'password']],
    ['/idp/account/two-step/off', ['password']],
    ['/idp/account/passkeys/options', ['name', 'password', 'code']],
    ['/idp/account/passkeys', ['name', 'response']],
    ['/idp/account/passkeys/remove', ['id', 'password']],
    ['/interaction/fuzzed-interaction/second-step', ['code']],
    ['/interaction/fuzzed-interaction/passkey/options', []],
    ['/interaction/fuzzed-interaction/passkey', ['response']],
  ];
  it.each(PROVIDER_FORMS)(
    'answers every malformed form posted to %s without a 5xx',
    async (path, fields) => {
      member = await signIn(server, 'member0010@demo.local');
      const cookie = [...member.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const form = fc.dictionary(
        fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), fc.string()) : fc.string(),
        // WebAuthn answers are nested objects: those keys get nested values too.
        fc.oneof(
          nastyStrings,
          fc.string(),
          valueArbitrary([...fields, 'id', 'rawId', 'response', 'clientDataJSON', 'type']),
        ),
        { maxKeys: 5 },
      );
      const contentType = fc.constantFrom(
        'application/x-www-form-urlencoded',
        'application/json',
        'text/plain',
        'multipart/form-data; boundary=x',
      );
      let run = 0;
      await fc.assert(
        fc.asyncProperty(form, contentType, fc.boolean(), async (body, type, signedIn) => {
          run += 1;
          const payload =
            type === 'application/json'
              ? JSON.stringify(body)
              : new URLSearchParams(
                  Object.entries(body).map(([key, value]) => [
                    key,
                    typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
                  ]),
                ).toString();
          const response = await server.app.inject({
            method: 'POST',
            url: path,
            remoteAddress: `10.77.${Math.floor(run / 250)}.${run % 250}`,
            headers: { 'content-type': type, ...(signedIn ? { cookie } : {}) },
            payload,
          });
          expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
          expect(response.body).not.toMatch(/\bat \w+ \(|node_modules/);
        }),
        { numRuns: RUNS, seed: 20261126 },
      );
    },
    120_000,
  );

  // The provider's own pages, opened with any query (a link from a mail, a bookmark, a made-up
  // address): signed in or not, never a 5xx or a stack trace.
  const PROVIDER_PAGES: [string, string[]][] = [
    ['/idp/forgot-password', []],
    ['/idp/reset-password', ['token']],
    ['/idp/account', ['done']],
    ['/idp/account/password', []],
    ['/idp/account/two-step', []],
    ['/idp/account/passkeys/new', []],
    ['/idp/account/passkeys/remove', ['id']],
    ['/idp/mailbox', []],
  ];
  it.each(PROVIDER_PAGES)(
    'answers %s with any query without a 5xx',
    async (path, fields) => {
      member = await signIn(server, 'member0010@demo.local');
      const cookie = [...member.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const query = fc.dictionary(
        fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), fc.string()) : fc.string(),
        fc.oneof(nastyStrings, fc.string()),
        { maxKeys: 4 },
      );
      let run = 0;
      await fc.assert(
        fc.asyncProperty(query, fc.boolean(), async (parameters, signedIn) => {
          run += 1;
          const search = new URLSearchParams(parameters).toString();
          const response = await server.app.inject({
            method: 'GET',
            url: search ? `${path}?${search}` : path,
            remoteAddress: `10.78.${Math.floor(run / 250)}.${run % 250}`,
            headers: signedIn ? { cookie } : {},
          });
          expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
          expect(response.body).not.toMatch(/\bat \w+ \(|node_modules/);
        }),
        { numRuns: RUNS, seed: 20261127 },
      );
    },
    120_000,
  );

  it('answers any made-up message id in the demo mailbox without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(nastyStrings, fc.string({ minLength: 1 })), async (id) => {
        const response = await server.app.inject({
          method: 'GET',
          url: `/idp/mailbox/${encodeURIComponent(id)}`,
        });
        expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
        expect(response.body).not.toMatch(/\bat \w+ \(|node_modules/);
      }),
      { numRuns: RUNS, seed: 20261128 },
    );
  });

  it('leaves none of the member’s personal data, tokens or cookies in the log', async () => {
    member = await signIn(server, 'member0010@demo.local');
    const { profile } = (await (await member.api('/api/Profile/GetProfileDetails')).json()) as {
      profile: { idNumber: string | null; primaryEmailAddress: string | null };
    };
    const log = logLines.join('');
    expect(log).toContain('incoming request');
    const secrets = [
      profile.idNumber,
      profile.primaryEmailAddress,
      ...[...member.cookies]
        .filter(([name]) => !name.startsWith('_interaction'))
        .map(([, value]) => value),
    ].filter((value): value is string => Boolean(value));
    expect(secrets.length).toBeGreaterThan(1);
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    expect(log).not.toMatch(/code=(?!\[redacted\])[\w-]{8,}/);
  });
});
