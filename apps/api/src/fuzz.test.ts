import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import * as afGroupIdContract from '@portal/contract/af-group-id';
import * as authContract from '@portal/contract/auth';
import * as claimsContract from '@portal/contract/claims';
import * as configContract from '@portal/contract/config';
import * as contributionsContract from '@portal/contract/contributions';
import * as costsContract from '@portal/contract/costs';
import * as detailsConfirmationContract from '@portal/contract/details-confirmation';
import * as documentsContract from '@portal/contract/documents';
import { ErrorBodySchema } from '@portal/contract/errors';
import * as fundContract from '@portal/contract/fund';
import * as fundDetailsContract from '@portal/contract/fund-details';
import * as fundIdentityContract from '@portal/contract/fund-identity';
import * as goalsContract from '@portal/contract/goals';
import * as inboxContract from '@portal/contract/inbox';
import * as complaintsContract from '@portal/contract/complaints';
import * as leavingServiceContract from '@portal/contract/leaving-service';
import * as myDataContract from '@portal/contract/my-data';
import * as messagesContract from '@portal/contract/messages';
import * as nominationContract from '@portal/contract/nomination';
import * as noticeContract from '@portal/contract/notice';
import * as pdfContract from '@portal/contract/pdf';
import * as policiesContract from '@portal/contract/policies';
import * as privacyContract from '@portal/contract/privacy';
import * as portfolioContract from '@portal/contract/portfolio';
import * as profileContract from '@portal/contract/profile';
import * as projectionContract from '@portal/contract/projection';
import * as referralContract from '@portal/contract/referral';
import * as retirementOptionsContract from '@portal/contract/retirement-options';
import * as savingsClaimContract from '@portal/contract/savings-claim';
import type { RouteDef } from '@portal/contract/route';
import * as statementsContract from '@portal/contract/statements';
import * as switchesContract from '@portal/contract/switches';
import * as taxCertificatesContract from '@portal/contract/tax-certificates';
import * as twoPotContract from '@portal/contract/two-pot';
import { secondFactors, sessions, signInAttempts } from './db/schema';
import { SIGN_IN_EXPIRED } from './idp/interaction.routes';
import { CONTROL_CHARACTER_MESSAGE } from './idp/provider-params';
import { escapeHtml } from './lib/html';
import { SECOND_STEP_EXPIRED } from './idp/second-step.routes';
import { memberIdOfUsername } from './testing/members';
import {
  Agent,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  submitSignIn,
  type TestServer,
} from './testing/server';
import { formPost, turnOnTwoStep } from './testing/two-step';
import { providerRoutes } from './testing/routes';

// Schema fuzzing: every operation of the contract gets at least 100 requests built from its own
// schemas and mutated (wrong types, boundaries, control characters, huge and nested values).
// None may answer 5xx, and every answer must match what the route declares: its response schema
// on success, the error body otherwise. The member is one no other test changes (member0010).

const RUNS = 100;

const ROUTES = [
  afGroupIdContract,
  authContract,
  claimsContract,
  complaintsContract,
  configContract,
  contributionsContract,
  costsContract,
  detailsConfirmationContract,
  documentsContract,
  fundContract,
  fundDetailsContract,
  fundIdentityContract,
  goalsContract,
  inboxContract,
  leavingServiceContract,
  messagesContract,
  myDataContract,
  nominationContract,
  noticeContract,
  pdfContract,
  privacyContract,
  policiesContract,
  portfolioContract,
  profileContract,
  projectionContract,
  referralContract,
  retirementOptionsContract,
  savingsClaimContract,
  statementsContract,
  switchesContract,
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

/**
 * Every cookie value the fuzz run's browsers held, none of which may reach the log: provider and
 * portal sessions, their signatures, the browser's id. (The `_interaction` cookies hold the
 * interaction's id, which is in the sign-in page's address by design.)
 */
const usedCookies = new Set<string>();
function remembered(agent: Agent): Agent {
  for (const [name, value] of agent.cookies)
    if (!name.startsWith('_interaction')) usedCookies.add(value);
  return agent;
}

/** What the server wrote to the console beside its log (e.g. a library printing an error). */
const consoleLines: string[] = [];

/** The Cookie header a browser sends with the agent's cookies. */
function cookieOf(agent: Agent): string {
  return [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

let server: TestServer;
let member: Agent;
const counts = { requests: 0, serverErrors: 0, unauthorized: 0 };
/** The server's log of the fuzz run (every request, at info level). */
const logLines: string[] = [];
beforeAll(async () => {
  for (const level of ['error', 'warn'] as const) {
    const write = console[level].bind(console);
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      consoleLines.push(
        args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '),
      );
      write(...args);
    });
  }
  server = await startTestServer(
    {
      LOG_LEVEL: 'info',
      // The member is signed in afresh for each case, all from the loopback address and faster
      // than any browser: the per-address limits of the sign-in and the provider's pages would
      // refuse the later sign-ins (those limits are tested on their own, in limits.test.ts).
      RATE_LIMIT_PER_MINUTE: '100000',
      IDP_RATE_LIMIT_PER_MINUTE: '100000',
      // The fuzz's wrong codes at the second step come from many addresses on purpose: the
      // member's own count of them from any address would pause the step after a few runs, and
      // the rest would only meet the pause.
      SECOND_STEP_MAX_FAILURES: '100000',
    },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  member = remembered(await signIn(server, 'member0010@demo.local'));
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
      member = remembered(await signIn(server, 'member0010@demo.local'));
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
    member = remembered(await signIn(server, 'member0010@demo.local'));
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

  it('answers every malformed message, complaint or correction request without a 5xx, in the error model', async () => {
    member = remembered(await signIn(server, 'member0010@demo.local'));
    const field = fc.oneof(
      nastyStrings,
      fc.string(),
      fc.constantFrom('claim', 'other', 'Hello.', 'dateOfBirth', '1980-01-01'),
    );
    const message = fc.record({
      url: fc.constantFrom(
        '/api/Messages/StartThread',
        '/api/Messages/Reply?reference=MSG-00000000',
        '/api/Messages/Reply?reference=%00',
        '/api/Complaints/Lodge',
        '/api/Privacy/RequestCorrection',
      ),
      fields: fc.array(
        fc.tuple(
          fc.constantFrom(
            'topic',
            'subject',
            'body',
            'idempotencyKey',
            'other',
            'schemeNumber',
            'category',
            'remedy',
            'detail',
            'value',
            'reason',
          ),
          field,
        ),
        { maxLength: 8 },
      ),
      files: fc.array(fc.tuple(fc.uint8Array({ maxLength: 1024 }), field), { maxLength: 5 }),
      closed: fc.boolean(),
      cut: fc.option(fc.nat(), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(message, async ({ url, fields, files, closed, cut }) => {
        const boundary = 'm3ssage';
        const parts = fields.map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        );
        let body = Buffer.from(parts.join(''), 'utf8');
        for (const [file, name] of files)
          body = Buffer.concat([
            body,
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="${name.replace(/["\r\n]/g, '')}"\r\nContent-Type: application/pdf\r\n\r\n`,
            ),
            Buffer.from(file),
            Buffer.from('\r\n'),
          ]);
        if (closed) body = Buffer.concat([body, Buffer.from(`--${boundary}--\r\n`)]);
        if (cut !== undefined && body.length > 0) body = body.subarray(0, cut % body.length);
        const response = await server.app.inject({
          method: 'POST',
          url,
          headers: {
            apikey: server.config.apiKey,
            origin: member.origin,
            cookie: cookieOf(member),
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          payload: body,
        });
        counts.requests += 1;
        if (response.statusCode >= 500) counts.serverErrors += 1;
        expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
        const schema =
          response.statusCode >= 300
            ? ErrorBodySchema
            : url.startsWith('/api/Complaints/')
              ? complaintsContract.lodgeComplaint.response
              : url.startsWith('/api/Privacy/')
                ? privacyContract.requestCorrection.response
                : messagesContract.startMessageThread.response;
        expect(schema.safeParse(response.json()).success, response.body).toBe(true);
      }),
      { numRuns: RUNS, seed: 20261130 },
    );
  }, 120_000);

  // The provider's own forms (sign-in, the account pages, "Forgot password?"): posted by a
  // browser as HTML forms, each from an address of its own so the provider's per-address limit
  // stays out of the way. The sign-in's routes are named as the router knows them (`:uid`, the
  // interaction): here they are posted for an interaction that does not exist, and below, on a
  // live sign-in.
  const PROVIDER_FORMS: [string, string[]][] = [
    ['/idp/forgot-password', ['username']],
    ['/idp/reset-password', ['token', 'password', 'confirm']],
    ['/idp/account/password', ['current', 'password', 'confirm']],
    ['/idp/account/sessions/sign-out-others', []],
    ['/idp/account/two-step', ['code', 'password']],
    ['/idp/account/two-step/off', ['password']],
    ['/idp/account/passkeys/options', ['name', 'password', 'code', 'confirmation']],
    ['/idp/account/passkeys', ['name', 'response']],
    ['/idp/account/passkeys/remove', ['id', 'password']],
    ['/interaction/:uid/login', ['username', 'password']],
    ['/interaction/:uid/continue', []],
    ['/interaction/:uid/second-step', ['code']],
    ['/interaction/:uid/passkey/options', []],
    ['/interaction/:uid/passkey', ['response']],
    // Not the provider's, but posted the same way: the buttons of the links mailed for a change
    // of email address (modules/profile/email-change.routes.ts), which need no session.
    ['/email-address/confirm', ['token']],
    ['/email-address/cancel', ['token']],
  ];

  /** The address of a sign-in route for an interaction that does not exist. */
  const withMadeUpInteraction = (path: string) => path.replace(':uid', 'fuzzed-interaction');

  /** A form of the route's fields and others. */
  function formArbitrary(fields: string[]) {
    return fc.dictionary(
      fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), fc.string()) : fc.string(),
      // WebAuthn answers are nested objects: those keys get nested values too.
      fc.oneof(
        nastyStrings,
        fc.string(),
        valueArbitrary([...fields, 'id', 'rawId', 'response', 'clientDataJSON', 'type']),
      ),
      { maxKeys: 5 },
    );
  }
  const formTypes = fc.constantFrom(
    'application/x-www-form-urlencoded',
    'application/json',
    'text/plain',
    'multipart/form-data; boundary=x',
  );

  /** The form as sent in `type`: JSON, or fields with nested values written as JSON. */
  function payloadOf(body: Record<string, unknown>, type: string): string {
    return type === 'application/json'
      ? JSON.stringify(body)
      : new URLSearchParams(
          Object.entries(body).map(([key, value]) => [
            key,
            typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
          ]),
        ).toString();
  }

  /** Any query of the page's parameters and others. */
  function queryArbitrary(fields: string[]) {
    return fc.dictionary(
      fields.length > 0 ? fc.oneof(fc.constantFrom(...fields), fc.string()) : fc.string(),
      fc.oneof(nastyStrings, fc.string()),
      { maxKeys: 4 },
    );
  }

  /** The `run`th address of its own under `prefix` (e.g. 10.77). */
  const addressOf = (prefix: string, run: number) =>
    `${prefix}.${Math.floor(run / 250)}.${run % 250}`;

  /**
   * Posts a fuzzed form from `address`: never a 5xx or a stack trace. The wrong passwords and
   * codes it sent from there are then forgotten: a username that fails from many addresses waits
   * longer at each sign-in (up to 5 seconds, sign-in-limits.ts), which would slow every later
   * request for the fuzz's made-up usernames and for its member.
   */
  async function postForm(
    url: string,
    sent: { address: string; type: string; payload: string; cookie?: string },
  ) {
    const response = await server.app.inject({
      method: 'POST',
      url,
      remoteAddress: sent.address,
      headers: { 'content-type': sent.type, ...(sent.cookie ? { cookie: sent.cookie } : {}) },
      payload: sent.payload,
    });
    await server.db.delete(signInAttempts).where(eq(signInAttempts.address, sent.address));
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
    expect(response.body).not.toMatch(/\bat \w+ \(|node_modules/);
    return response;
  }

  /** Opens a page with `search` from `address`: never a 5xx or a stack trace. */
  async function openPage(url: string, sent: { address: string; search: string; cookie?: string }) {
    const response = await server.app.inject({
      method: 'GET',
      url: sent.search ? `${url}?${sent.search}` : url,
      remoteAddress: sent.address,
      headers: sent.cookie ? { cookie: sent.cookie } : {},
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
    expect(response.body).not.toMatch(/\bat \w+ \(|node_modules/);
    return response;
  }

  it.each(PROVIDER_FORMS.map(([path, fields]) => [withMadeUpInteraction(path), fields] as const))(
    'answers every malformed form posted to %s without a 5xx',
    async (path, fields) => {
      member = remembered(await signIn(server, 'member0010@demo.local'));
      const cookie = cookieOf(member);
      let run = 0;
      await fc.assert(
        fc.asyncProperty(
          formArbitrary(fields),
          formTypes,
          fc.boolean(),
          async (body, type, signedIn) => {
            run += 1;
            await postForm(path, {
              address: addressOf('10.77', run),
              type,
              payload: payloadOf(body, type),
              ...(signedIn ? { cookie } : {}),
            });
          },
        ),
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
    ['/interaction/:uid', []],
    ['/interaction/:uid/second-step', []],
    ['/email-address/confirm', ['token']],
    ['/email-address/cancel', ['token']],
  ];
  /** The demo mailbox's page of one message: any id, fuzzed on its own below. */
  const MAILBOX_MESSAGE = '/idp/mailbox/:id';

  it.each(PROVIDER_PAGES.map(([path, fields]) => [withMadeUpInteraction(path), fields] as const))(
    'answers %s with any query without a 5xx',
    async (path, fields) => {
      member = remembered(await signIn(server, 'member0010@demo.local'));
      const cookie = cookieOf(member);
      let run = 0;
      await fc.assert(
        fc.asyncProperty(queryArbitrary(fields), fc.boolean(), async (parameters, signedIn) => {
          run += 1;
          await openPage(path, {
            address: addressOf('10.78', run),
            search: new URLSearchParams(parameters).toString(),
            ...(signedIn ? { cookie } : {}),
          });
        }),
        { numRuns: RUNS, seed: 20261127 },
      );
    },
    120_000,
  );

  // The sign-in's routes on a live interaction: a browser that has started a sign-in (and, for
  // the second step, has given the password of a member with two-step sign-in on) sends the
  // fuzzed requests with its own cookies, so that the route's own reading of them runs, not the
  // refusal of an interaction that does not exist. No run may finish the sign-in, end it, send
  // the browser back to the password, or use up one of the member's codes.
  describe('on a live sign-in', () => {
    const username = 'member0010@demo.local';
    type Stage = 'just started' | 'at the second step';
    /** The fuzz's member, signed in to turn two-step sign-in on for this block and off after it. */
    let owner: Agent;
    let memberId: number;

    beforeAll(async () => {
      memberId = await memberIdOfUsername(server.db, username);
      ({ member: owner } = await turnOnTwoStep(server, username));
    });
    afterAll(async () => {
      // The rest of the file signs the member in with the password alone.
      const off = await owner.request(
        '/idp/account/two-step/off',
        formPost({ password: DEMO_PASSWORD }),
      );
      expect(off.status).toBe(303);
    });

    /** A new browser's sign-in, at `stage`: its interaction's uid. */
    async function liveSignIn(stage: Stage) {
      const browser = new Agent(server);
      const start = await browser.navigate('/auth/login');
      const uid = /\/interaction\/([\w-]+)$/.exec(start.url)?.[1];
      if (!uid) throw new Error(`expected the sign-in page, got ${start.url}`);
      if (stage === 'at the second step') {
        const step = await submitSignIn(browser, start.url, username, DEMO_PASSWORD);
        expect(step.url).toBe(`${server.url}/interaction/${uid}/second-step`);
      }
      return { browser, uid, cookie: cookieOf(browser) };
    }

    /** What no run may change: how many portal sessions there are, and the member's codes. */
    async function stateOf() {
      const [portalSessions] = await server.db.select({ count: count() }).from(sessions);
      const [codes] = await server.db
        .select({
          lastTimeStep: secondFactors.lastTimeStep,
          recoveryHashes: secondFactors.recoveryHashes,
        })
        .from(secondFactors)
        .where(eq(secondFactors.memberId, memberId));
      return { portalSessions: portalSessions?.count, codes };
    }

    /** An answer on the live sign-in: still on it, neither finished nor back at its start. */
    function expectStillSigningIn(
      response: { body: string; headers: Record<string, unknown> },
      uid: string,
      stage: Stage,
    ) {
      expect(response.body).not.toContain(SIGN_IN_EXPIRED);
      expect(response.body).not.toContain(SECOND_STEP_EXPIRED);
      const location = response.headers.location;
      if (location !== undefined) {
        expect(String(location)).toMatch(new RegExp(`^/interaction/${uid}(?:/|$)`));
        if (stage === 'at the second step') expect(location).not.toBe(`/interaction/${uid}`);
      }
      // Every finished sign-in gives the browser its long-lived id (the new sign-in email).
      expect(String(response.headers['set-cookie'] ?? '')).not.toContain('portal_browser=');
    }

    /** After the runs: the browser's sign-in is where it was, and nothing else changed. */
    async function expectUnchanged(
      browser: Agent,
      uid: string,
      stage: Stage,
      before: Awaited<ReturnType<typeof stateOf>>,
    ) {
      const page = await browser.request(
        stage === 'just started' ? `/interaction/${uid}` : `/interaction/${uid}/second-step`,
      );
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(
        stage === 'just started' ? `action="/interaction/${uid}/login"` : 'Enter your code',
      );
      expect(await stateOf()).toEqual(before);
    }

    /** The matrix's sign-in routes, on a sign-in just started. */
    const justStarted = (matrix: [string, string[]][]) =>
      matrix
        .filter(([path]) => path.includes(':uid'))
        .map(([path, fields]): [string, Stage, string[]] => [path, 'just started', fields]);
    // Every sign-in route on a sign-in just started; the second step also once the password was
    // right, as its code is read only then.
    const LIVE_FORMS: [string, Stage, string[]][] = [
      ...justStarted(PROVIDER_FORMS),
      ['/interaction/:uid/second-step', 'at the second step', ['code']],
    ];
    const LIVE_PAGES: [string, Stage, string[]][] = [
      ...justStarted(PROVIDER_PAGES),
      ['/interaction/:uid/second-step', 'at the second step', []],
    ];

    it.each(LIVE_FORMS)(
      'answers every malformed form posted to %s on a sign-in %s without a 5xx, and changes nothing',
      async (path, stage, fields) => {
        const { browser, uid, cookie } = await liveSignIn(stage);
        const before = await stateOf();
        let run = 0;
        await fc.assert(
          fc.asyncProperty(formArbitrary(fields), formTypes, async (body, type) => {
            run += 1;
            const response = await postForm(path.replace(':uid', uid), {
              address: addressOf('10.79', run),
              type,
              payload: payloadOf(body, type),
              cookie,
            });
            expectStillSigningIn(response, uid, stage);
          }),
          { numRuns: RUNS, seed: 20261129 },
        );
        await expectUnchanged(browser, uid, stage, before);
      },
      120_000,
    );

    it.each(LIVE_PAGES)(
      'answers %s on a sign-in %s with any query without a 5xx, and changes nothing',
      async (path, stage, fields) => {
        const { browser, uid, cookie } = await liveSignIn(stage);
        const before = await stateOf();
        let run = 0;
        await fc.assert(
          fc.asyncProperty(queryArbitrary(fields), async (parameters) => {
            run += 1;
            const response = await openPage(path.replace(':uid', uid), {
              address: addressOf('10.80', run),
              search: new URLSearchParams(parameters).toString(),
              cookie,
            });
            expectStillSigningIn(response, uid, stage);
          }),
          { numRuns: RUNS, seed: 20261130 },
        );
        await expectUnchanged(browser, uid, stage, before);
      },
      120_000,
    );
  });

  /**
   * The routes of the provider's pages this file does not fuzz, and why. The OpenID Connect
   * endpoints under /idp (authorization, token, keys, discovery, sign-out) are oidc-provider's
   * own and answered ahead of the route table, so they are not among these routes at all.
   */
  const NOT_FUZZED: Record<string, string> = {
    'GET /interaction-assets/webauthn.js': 'a script file, the same for everyone: reads no input',
    'GET /interaction-assets/passkeys.js': 'a script file, the same for everyone: reads no input',
    'GET /interaction-assets/autosubmit.js': 'a script file, the same for everyone: reads no input',
    'GET /interaction-assets/pages.css': 'the pages’ stylesheet, the same for everyone',
  };

  it('fuzzes every route of the provider’s pages that the server has, or says why not', () => {
    const routes = providerRoutes(server.app);
    // The route table was read: the sign-in form's own route is among it.
    expect(routes).toContain('POST /interaction/:uid/login');
    const fuzzed = [
      ...PROVIDER_FORMS.map(([path]) => `POST ${path}`),
      ...PROVIDER_PAGES.map(([path]) => `GET ${path}`),
      `GET ${MAILBOX_MESSAGE}`,
    ];
    const named = new Set([...fuzzed, ...Object.keys(NOT_FUZZED)]);
    expect(routes.filter((route) => !named.has(route))).toEqual([]);
    // Nor does either list name a route the server no longer has (its fuzz would only see 404s).
    expect([...named].filter((route) => !routes.includes(route))).toEqual([]);
  });

  it('answers any made-up message id in the demo mailbox without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(nastyStrings, fc.string({ minLength: 1 })), async (id) => {
        const response = await server.app.inject({
          method: 'GET',
          url: MAILBOX_MESSAGE.replace(':id', encodeURIComponent(id)),
        });
        expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
        expect(response.body).not.toMatch(/\bat \w+ \(|node_modules/);
      }),
      { numRuns: RUNS, seed: 20261128 },
    );
  });

  // The provider's own endpoints (oidc-provider's, under /idp): a control character in any
  // parameter, of the query or of a form, is refused before the provider or its storage sees it
  // (PostgreSQL refuses a NUL in text): 400 with `invalid_request`, or the portal's error page
  // where a browser is sent. Signed in or not: a signed-in browser's provider session is saved
  // on these requests, which is where a NUL once failed the query.
  describe('the provider’s own endpoints', () => {
    const CONTROL = fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '\u0001',
      '\u001b[31m',
      'line\nbreak',
      '\t',
      '\u007f',
    );
    const authorization = () => ({
      client_id: server.config.oidc.clientId,
      redirect_uri: `${server.url}/auth/callback`,
      response_type: 'code',
      scope: 'openid profile',
      state: 'fuzz-state',
      nonce: 'fuzz-nonce',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
      prompt: 'select_account',
      login_hint: 'member0010@demo.local',
    });
    const ENDPOINTS: ['GET' | 'POST', string, () => Record<string, string>][] = [
      ['GET', '/idp/auth', authorization],
      ['POST', '/idp/auth', authorization],
      [
        'GET',
        '/idp/session/end',
        () => ({
          client_id: server.config.oidc.clientId,
          post_logout_redirect_uri: server.url,
          state: 'fuzz-state',
        }),
      ],
      ['POST', '/idp/session/end/confirm', () => ({ xsrf: 'fuzz', logout: 'yes' })],
      [
        'POST',
        '/idp/token',
        () => ({
          grant_type: 'authorization_code',
          code: 'fuzz-code',
          client_id: server.config.oidc.clientId,
          redirect_uri: `${server.url}/auth/callback`,
          code_verifier: 'x'.repeat(43),
        }),
      ],
      [
        'POST',
        '/idp/token/revocation',
        () => ({ token: 'fuzz-token', token_type_hint: 'refresh_token', client_id: 'x' }),
      ],
      ['GET', '/idp/me', () => ({ access_token: 'fuzz-token' })],
      ['GET', '/idp/jwks', () => ({ client_id: 'x' })],
    ];

    /** The parameters sent as the endpoint takes them: a GET's query, or a POST's form. */
    function sendParams(
      method: 'GET' | 'POST',
      path: string,
      params: URLSearchParams,
      sent: { address: string; cookie?: string },
    ) {
      counts.requests += 1;
      const headers: Record<string, string> = sent.cookie ? { cookie: sent.cookie } : {};
      return server.app.inject(
        method === 'GET'
          ? { method, url: `${path}?${params}`, headers, remoteAddress: sent.address }
          : {
              method,
              url: path,
              headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
              payload: params.toString(),
              remoteAddress: sent.address,
            },
      );
    }

    it.each(ENDPOINTS)(
      '%s %s refuses a control character in any parameter',
      async (method, path, base) => {
        const browser = remembered(await signIn(server, 'member0010@demo.local'));
        let run = 0;
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...Object.keys(base()), 'client_id', 'made_up'),
            CONTROL,
            fc.boolean(),
            fc.boolean(),
            async (name, control, inName, signedIn) => {
              run += 1;
              const params = new URLSearchParams(base());
              if (inName) params.set(`${name}${control}`, 'x');
              else params.set(name, `${params.get(name) ?? ''}${control}`);
              const response = await sendParams(method, path, params, {
                address: addressOf('10.79', run),
                ...(signedIn ? { cookie: cookieOf(browser) } : {}),
              });
              expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
              if (
                (response.headers['content-type'] ?? '').toString().startsWith('application/json')
              )
                expect(response.json()).toMatchObject({ error: 'invalid_request' });
              else expect(response.body).toContain(escapeHtml(CONTROL_CHARACTER_MESSAGE));
            },
          ),
          { numRuns: 40, seed: 20261129 },
        );
      },
      120_000,
    );

    it.each(ENDPOINTS)(
      '%s %s answers any other value without a 5xx',
      async (method, path, base) => {
        const browser = remembered(await signIn(server, 'member0010@demo.local'));
        let run = 0;
        await fc.assert(
          fc.asyncProperty(
            fc.dictionary(
              fc.constantFrom(...Object.keys(base()), 'made_up'),
              fc.oneof(nastyStrings, fc.string()),
              { maxKeys: 4 },
            ),
            fc.boolean(),
            async (changes, signedIn) => {
              run += 1;
              const params = new URLSearchParams({ ...base(), ...changes });
              const response = await sendParams(method, path, params, {
                address: addressOf('10.80', run),
                ...(signedIn ? { cookie: cookieOf(browser) } : {}),
              });
              expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
              expect(response.body).not.toMatch(/\bat \w+ \(|node_modules/);
            },
          ),
          { numRuns: 40, seed: 20261130 },
        );
      },
      120_000,
    );
  });

  it('leaves none of the member’s personal data, tokens or cookies in the log', async () => {
    member = remembered(await signIn(server, 'member0010@demo.local'));
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
    // Nor any cookie a browser of the run held (provider sessions among them), in the log or on
    // the console.
    expect(usedCookies.size).toBeGreaterThan(10);
    const printed = consoleLines.join('\n');
    for (const cookie of usedCookies) {
      expect(log).not.toContain(cookie);
      expect(printed).not.toContain(cookie);
    }
    expect(printed).not.toMatch(/Failed query|params:/);
    expect(log).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    expect(log).not.toMatch(/code=(?!\[redacted\])[\w-]{8,}/);
  });
});
