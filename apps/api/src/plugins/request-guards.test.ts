import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieName } from '../auth/session-cookie';
import { SIGN_IN_INVALID } from '../idp/interaction.routes';
import {
  Agent,
  DEMO_PASSWORD,
  signIn,
  startTestServer,
  submitSignIn,
  type TestServer,
} from '../testing/server';
import { DEFAULT_BODY_LIMIT, JSON_SHAPE_LIMITS, jsonShapeProblem } from './request-limits';

// The checks a request meets before the server does work for it: the session before the body,
// the body's size and shape, the path as the router reads it, the Origin of the cookie routes;
// and what an answer may leave in a cache.

const NOMINATION = '/api/Nomination/processNomination';
const IRR = '/api/Fund/GetFundDetails/ANY-SCHEME/Irr';

function nestedArrays(depth: number): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

describe('jsonShapeProblem', () => {
  it('passes ordinary JSON and ignores brackets, colons and commas inside strings', () => {
    expect(jsonShapeProblem('{"a":[1,2,{"b":"x"}]}')).toBeUndefined();
    const text = JSON.stringify({ note: `${'[{:,'.repeat(5000)} \\" [[[` });
    expect(jsonShapeProblem(text)).toBeUndefined();
  });

  it('refuses nesting, keys and values past the limits, counting as it reads', () => {
    const { maxDepth, maxKeys, maxItems } = JSON_SHAPE_LIMITS;
    expect(jsonShapeProblem(nestedArrays(maxDepth))).toBeUndefined();
    expect(jsonShapeProblem(nestedArrays(maxDepth + 1))).toBe(
      `nested more than ${maxDepth} levels deep`,
    );
    const keys = Object.fromEntries(Array.from({ length: maxKeys + 1 }, (_, i) => [`k${i}`, 1]));
    expect(jsonShapeProblem(JSON.stringify(keys))).toBe(`more than ${maxKeys} keys`);
    expect(jsonShapeProblem(JSON.stringify(Array(maxItems + 2).fill(0)))).toBe(
      `more than ${maxItems} values`,
    );
  });
});

describe('on the server', () => {
  let server: TestServer;
  let member: Agent;
  beforeAll(async () => {
    server = await startTestServer();
    member = await signIn(server, 'institutional@demo.local');
  });
  afterAll(async () => server.close());

  const apiHeaders = () => ({
    apikey: server.config.apiKey,
    origin: server.url,
    'content-type': 'application/json',
  });

  describe('the session is checked before the body is read', () => {
    it('refuses a member route without a session before parsing its body', async () => {
      for (const payload of ['{ not json', nestedArrays(200_000)]) {
        const response = await server.app.inject({
          method: 'POST',
          url: NOMINATION,
          headers: apiHeaders(),
          payload,
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({
          code: 'UNAUTHORIZED',
          message: 'Please sign in to continue.',
        });
      }
      const random = await server.app.inject({
        method: 'POST',
        url: IRR,
        headers: { ...apiHeaders(), cookie: `${sessionCookieName(server.config)}=made-up` },
        payload: '{ not json',
      });
      expect(random.statusCode).toBe(401);
    });

    it('still answers the configuration without a session', async () => {
      const response = await server.app.inject({ url: '/api/Config', headers: apiHeaders() });
      expect(response.statusCode).toBe(200);
    });
  });

  describe("a member's body", () => {
    it('is refused by its shape before it is parsed', async () => {
      const response = await member.api(IRR, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: nestedArrays(JSON_SHAPE_LIMITS.maxDepth + 1),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: `The request body is nested more than ${JSON_SHAPE_LIMITS.maxDepth} levels deep.`,
      });
    });

    it('is refused past its route’s size (16 KiB by default, more for the nomination forms)', async () => {
      const big = JSON.stringify({ startDate: 'x'.repeat(DEFAULT_BODY_LIMIT), endDate: 'y' });
      const tooLarge = await member.api(IRR, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: big,
      });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.headers.get('cache-control')).toBe('no-store');
      // The same size reaches the nomination route's validation (400 with the fields), not 413.
      const nomination = await member.api(NOMINATION, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ membership: 'x'.repeat(DEFAULT_BODY_LIMIT) }),
      });
      expect(nomination.status).toBe(400);
    });
  });

  describe('the path as the router reads it', () => {
    it('asks for the apikey on an encoded /api path', async () => {
      for (const url of ['/%61pi/Config', '/%61pi/Fund/Internal', '/api/%43onfig']) {
        const response = await server.app.inject({ url });
        expect(response.statusCode, url).toBe(401);
        expect(response.json()).toMatchObject({ message: 'A valid apikey header is required.' });
      }
    });

    it('checks the Origin of a cookie route whatever its spelling or a bearer header', async () => {
      const agent = await signIn(server, 'retail@demo.local');
      const attempts: Record<string, string>[] = [
        { origin: 'https://attacker.example' },
        { origin: 'https://attacker.example', authorization: 'Bearer anything' },
        { authorization: 'Bearer anything' },
      ];
      for (const url of ['/auth/%6Cogout', '/auth/logout', '/auth/keepalive']) {
        for (const headers of attempts) {
          const response = await agent.request(url, {
            method: 'POST',
            headers: { apikey: server.config.apiKey, ...headers },
          });
          expect(response.status, `${url} ${JSON.stringify(headers)}`).toBe(403);
        }
      }
      const session = await agent.api('/auth/session');
      expect(await session.json()).toMatchObject({ authenticated: true });
    });
  });

  describe('bad strings', () => {
    it('answer 400 with the field, never 500, when a string holds a NUL byte', async () => {
      const path = await member.api('/api/Fund/GetFundDetails/AB%00CD');
      expect(path.status).toBe(400);
      const query = await member.api(
        '/api/Statements/TransactionSummary?dateFrom=2026-01-01&dateTo=2026-02-01&caseKey=A%00&caseMemberKey=B',
      );
      expect(query.status).toBe(400);
      expect(await query.json()).toMatchObject({
        fieldErrors: { caseKey: ['This field cannot contain control characters'] },
      });
      const body = await member.api('/api/Nomination/processNomination', {
        method: 'POST',
        json: {
          membership: { caseMbrKey: 'K1', nominationTypeId: 1, version: 1 },
          beneficiaries: [
            { action: 'Insert', firstName: 'Nom\u0000sa', notes: 'Line one\nline two' },
          ],
          consent: true,
        },
      });
      expect(body.status).toBe(400);
      const { fieldErrors } = (await body.json()) as { fieldErrors: Record<string, string[]> };
      expect(fieldErrors['beneficiaries.0.firstName']).toEqual([
        'This field cannot contain control characters',
      ]);
      expect(fieldErrors['beneficiaries.0.notes']).toBeUndefined();
    });

    it('the sign-in form refuses a body that is not its own with the page, not a 500', async () => {
      const agent = new Agent(server);
      const start = await agent.navigate('/auth/login');
      const post = (contentType: string, body: string) =>
        agent.request(`${start.url}/login`, {
          method: 'POST',
          headers: { 'content-type': contentType },
          body,
        });
      const form = (fields: Record<string, string>) =>
        post('application/x-www-form-urlencoded', new URLSearchParams(fields).toString());
      const answers = [
        await post('application/json', '[1, 2]'),
        await post('application/json', '"retail@demo.local"'),
        await post('application/json', JSON.stringify({ username: 5, password: {} })),
        await form({ username: 'a'.repeat(250), password: 'x' }),
        await form({ username: 'retail@demo.local\u0000', password: DEMO_PASSWORD }),
      ];
      for (const response of answers) {
        expect(response.status).toBe(400);
        expect((await response.text()).replaceAll('&#39;', "'")).toContain(SIGN_IN_INVALID);
      }
      // The same sign-in still goes through with the member's own form.
      const done = await submitSignIn(agent, start.url, 'retail@demo.local', DEMO_PASSWORD);
      expect(done.url).toMatch(/\/loading$/);
    });
  });

  describe('caching', () => {
    it('marks member data, the sign-in routes and every error no-store', async () => {
      const answers = [
        await member.api('/api/Fund/Internal'),
        await member.api('/api/Profile/GetProfileDetails'),
        await member.api('/auth/session'),
        await member.api('/api/Config'),
        await member.api('/api/Fund/GetFundDetails/NO-SUCH-SCHEME'),
        await new Agent(server).request('/api/Fund/Internal'),
        await new Agent(server).request('/assets/missing.js'),
        await new Agent(server).request('/auth/login'),
      ];
      expect(answers.map((response) => response.status)).toEqual([
        200, 200, 200, 200, 404, 401, 404, 302,
      ]);
      for (const response of answers) {
        expect(response.headers.get('cache-control'), response.url).toBe('no-store');
      }
    });
  });
});
