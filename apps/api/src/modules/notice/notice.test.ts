import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoticesResponse } from '@portal/contract/notice';
import { notices } from '../../db/schema';
import { Agent, signIn, startTestServer, type TestServer } from '../../testing/server';
import { noticeForMember, sourceSystemOfEntry } from './notice.service';

let server: TestServer;
let extraIds: number[] = [];

beforeAll(async () => {
  server = await startTestServer();
  // Two notices beside the seeded ones: one for the staff fund's members on the web app, one
  // marked for the staff fund but inactive (neither may leak to other members).
  const rows = await server.db
    .insert(notices)
    .values([
      {
        navigationType: 'Dashboard',
        sourceSystems: ['STAFF_AFCONNECT_WEB', 'STAFF_CALL_CENTRE'],
        categoryTitleToDisplay: 'Staff savings pot withdrawals',
        htmlContent:
          '<p onclick="alert(1)">Staff members use the <a href="javascript:alert(1)">staff form</a>.</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="https://example.test/form" target="_self">Form</a>',
      },
      {
        navigationType: 'Dashboard',
        sourceSystems: ['STAFF_AFCONNECT_WEB'],
        categoryTitleToDisplay: 'Expired staff notice',
        htmlContent: '<p>No longer shown.</p>',
        isActive: false,
      },
    ])
    .returning({ id: notices.id });
  extraIds = rows.map((row) => row.id);
});

afterAll(async () => {
  if (extraIds.length > 0) await server.db.delete(notices).where(inArray(notices.id, extraIds));
  await server.close();
});

async function noticesOf(username: string): Promise<NoticesResponse> {
  const agent = await signIn(server, username);
  const response = await agent.api('/api/Notice/GetNoticeToDisplay');
  expect(response.status).toBe(200);
  return (await response.json()) as NoticesResponse;
}

function titlesAndSystems(body: NoticesResponse) {
  return body.result.map((notice) => [notice.categoryTitleToDisplay, notice.sourceSystem]);
}

describe('GET /api/Notice/GetNoticeToDisplay', () => {
  it('answers an institutional member the notices of their source system, marked entries only', async () => {
    const body = await noticesOf('institutional@demo.local');
    expect(body.isSuccess).toBe(true);
    // Umbrella funds only: the two-pot notice, listing only its Umbrella web-app entry.
    expect(titlesAndSystems(body)).toEqual([
      ['Two-pot retirement system', ['UMBRELLA_AFCONNECT_WEB']],
    ]);
    expect(body.result[0]).toMatchObject({
      navigationType: 'Dashboard',
      htmlContent: expect.stringContaining('<strong>'),
    });
  });

  it('answers a retail member (Retail and Glacier products) both of their notices', async () => {
    const body = await noticesOf('retail@demo.local');
    expect(titlesAndSystems(body)).toEqual([
      ['Two-pot retirement system', ['RETAIL_AFCONNECT_WEB']],
      ['Tax certificates', ['GLACIER_AFCONNECT_WEB']],
    ]);
  });

  it('never answers a notice without the web-app marker, nor an inactive one', async () => {
    const body = await noticesOf('staff@demo.local');
    const titles = body.result.map((notice) => notice.categoryTitleToDisplay);
    expect(titles).toContain('Staff savings pot withdrawals');
    expect(titles).not.toContain('Call centre scripts');
    expect(titles).not.toContain('Expired staff notice');
    const staff = body.result.find((n) => n.categoryTitleToDisplay.startsWith('Staff'));
    expect(staff?.sourceSystem).toEqual(['STAFF_AFCONNECT_WEB']);
  });

  it('answers the notices’ HTML already through the allow-list sanitiser', async () => {
    const body = await noticesOf('staff@demo.local');
    const staff = body.result.find((n) => n.categoryTitleToDisplay.startsWith('Staff'));
    expect(staff?.htmlContent).toBe(
      '<p>Staff members use the <a>staff form</a>.</p><a href="https://example.test/form" target="_blank" rel="noopener noreferrer">Form</a>',
    );
    for (const notice of (await noticesOf('retail@demo.local')).result) {
      expect(notice.htmlContent).not.toMatch(/<script|\son\w+=|javascript:/i);
    }
  });

  it('does not show the staff notice to a member outside the staff fund', async () => {
    const body = await noticesOf('hybrid@demo.local');
    const titles = body.result.map((notice) => notice.categoryTitleToDisplay);
    expect(titles).toEqual(['Two-pot retirement system', 'Tax certificates']);
  });

  it('answers 401 without a session', async () => {
    const response = await new Agent(server).api('/api/Notice/GetNoticeToDisplay');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('answers 401 without the apikey header', async () => {
    const response = await server.app.inject({ url: '/api/Notice/GetNoticeToDisplay' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the tax certificates notice', () => {
  async function certificateCount(username: string): Promise<number> {
    const agent = await signIn(server, username);
    const response = await agent.api('/api/TaxCertificates/Count');
    expect(response.status).toBe(200);
    return ((await response.json()) as { count: number }).count;
  }

  const systemsOfTaxNotices = (body: NoticesResponse) =>
    body.result
      .filter((notice) => notice.categoryTitleToDisplay === 'Tax certificates')
      .map((notice) => notice.sourceSystem);

  it('is answered only to a member who has a tax certificate (a paid claim’s lump sum too)', async () => {
    // The hybrid member's Glacier product (an investment plan) bears no tax certificate; their
    // paid savings claim's lump sum certificate is one, so the notice leads somewhere.
    expect(await certificateCount('hybrid@demo.local')).toBeGreaterThan(0);
    expect(systemsOfTaxNotices(await noticesOf('hybrid@demo.local'))).toEqual([
      ['GLACIER_AFCONNECT_WEB'],
    ]);
    // The same notice for the Umbrella funds: the institutional member has no certificate (no
    // retirement annuity or tax-free account, no paid claim) and is not told theirs are ready.
    const [row] = await server.db
      .insert(notices)
      .values({
        navigationType: 'Dashboard',
        sourceSystems: ['UMBRELLA_AFCONNECT_WEB'],
        categoryTitleToDisplay: 'Tax certificates',
        htmlContent: '<p>Your tax certificates are ready.</p>',
      })
      .returning({ id: notices.id });
    try {
      expect(await certificateCount('institutional@demo.local')).toBe(0);
      const institutional = await noticesOf('institutional@demo.local');
      expect(systemsOfTaxNotices(institutional)).toEqual([]);
      expect(titlesAndSystems(institutional)).toEqual([
        ['Two-pot retirement system', ['UMBRELLA_AFCONNECT_WEB']],
      ]);
      expect(systemsOfTaxNotices(await noticesOf('hybrid@demo.local'))).toEqual([
        ['GLACIER_AFCONNECT_WEB'],
        ['UMBRELLA_AFCONNECT_WEB'],
      ]);
    } finally {
      if (row) await server.db.delete(notices).where(inArray(notices.id, [row.id]));
    }
  });
});

describe('notice filtering', () => {
  it.each([
    ['UMBRELLA_AFCONNECT_WEB', 'UMBRELLA'],
    ['retail_afconnect_web', 'RETAIL'],
    ['AFCONNECT_WEB', ''],
    ['UMBRELLA_CALL_CENTRE', null],
  ])('reads the source system of %s as %s', (entry, system) => {
    expect(sourceSystemOfEntry(entry)).toBe(system);
  });

  it('keeps a notice only when a marked entry names one of the member’s source systems', () => {
    const notice = {
      navigationType: 'Dashboard',
      sourceSystems: ['UMBRELLA_AFCONNECT_WEB', 'GLACIER_CALL_CENTRE', 'GLACIER_AFCONNECT_WEB'],
      categoryTitleToDisplay: 'Title',
      htmlContent: '<p>Text</p>',
    };
    expect(noticeForMember(notice, new Set(['GLACIER']))?.sourceSystem).toEqual([
      'GLACIER_AFCONNECT_WEB',
    ]);
    expect(noticeForMember(notice, new Set(['RETAIL']))).toBeNull();
    expect(noticeForMember(notice, new Set())).toBeNull();
  });
});
