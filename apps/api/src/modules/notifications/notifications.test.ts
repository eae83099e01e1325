import { addDays } from '@portal/domain/dates';
import {
  DECEASED_ALERT_REFERENCE_PATTERN,
  deceasedAlertMessages,
} from '@portal/domain/deceased-alert';
import { buildSaId, Citizenship, Gender } from '@portal/domain/sa-id';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deceasedMemberAlerts, profileAudit } from '../../db/schema';
import { TEST_TODAY } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import {
  DECEASED_ALERT_AUDIT_SOURCE,
  deceasedAlertLimitMessage,
  sendDeceasedMemberAlert,
} from './notifications.service';

// spec 3 §7 SendDeceasedMemberAlert ('Report a death'): stored with an audit row in one
// transaction and acknowledged with a random reference; a refused report leaves nothing behind.
// Issue 26: a repeat (same reporter, same deceased ID number) answers the first reference, the
// reporter's own ID number is refused, and a reporter's new reports are bounded per day.

const USERNAME = 'staff@demo.local';
/** staff@demo.local's ID number (db/seed/declared.ts). */
const STAFF_ID = '8002198642082';

let server: TestServer;
let member: Agent;
let memberId: number;

beforeAll(async () => {
  server = await startTestServer();
  member = await signIn(server, USERNAME);
  memberId = await memberIdOfUsername(server.db, USERNAME);
});
afterAll(async () => server.close());

const REPORT = {
  deceasedFirstName: 'Nomsa',
  deceasedLastName: 'Dlamini',
  deceasedIdNumber: '5203140123089',
  dateOfDeath: addDays(TEST_TODAY, -10),
  relationship: 'Child',
  reporterName: "Sipho O'Neill-Dlamini",
  reporterPhone: '+27 82 555 0199',
  reporterEmail: 'sipho@example.co.za',
  message: 'She was a member of the fund through her employer.',
};

const OTHER_DECEASED = idNumberBornOn('1958-07-07');

/** A valid SA ID number of someone born on `dateOfBirth` (a deceased no other test reports). */
function idNumberBornOn(dateOfBirth: string): string {
  return buildSaId({
    dateOfBirth,
    gender: Gender.Female,
    sequence: 123,
    citizenship: Citizenship.Citizen,
  });
}

const send = (body: unknown) =>
  member.api('/api/Notifications/SendDeceasedMemberAlert', { method: 'POST', json: body });

async function rows() {
  const alerts = await server.db
    .select()
    .from(deceasedMemberAlerts)
    .where(eq(deceasedMemberAlerts.reportedByMemberId, memberId));
  const audits = await server.db
    .select()
    .from(profileAudit)
    .where(
      and(
        eq(profileAudit.memberId, memberId),
        eq(profileAudit.source, DECEASED_ALERT_AUDIT_SOURCE),
      ),
    );
  return { alerts, audits };
}

describe('POST /api/Notifications/SendDeceasedMemberAlert', () => {
  it('stores the report with an audit row and answers its reference', async () => {
    const before = await rows();
    const response = await send(REPORT);
    const body = (await response.json()) as { success: boolean; reference: string };
    expect(response.status).toBe(200);
    const after = await rows();
    expect(after.alerts).toHaveLength(before.alerts.length + 1);
    const stored = after.alerts.find((alert) => alert.reference === body.reference);
    expect(stored).toMatchObject({
      deceasedFirstName: 'Nomsa',
      deceasedLastName: 'Dlamini',
      deceasedIdNumber: '5203140123089',
      dateOfDeath: REPORT.dateOfDeath,
      relationship: 'Child',
      reporterName: "Sipho O'Neill-Dlamini",
      reporterPhone: '27825550199',
      reporterEmail: 'sipho@example.co.za',
      message: REPORT.message,
    });
    const audit = after.audits.find((row) => row.after.reference === body.reference);
    expect(audit).toMatchObject({
      actor: 'AF0000004',
      after: {
        reference: body.reference,
        deceased: 'Nomsa Dlamini',
        dateOfDeath: REPORT.dateOfDeath,
        relationship: 'Child',
      },
    });
    // The reference is drawn at random: not the row's id in eight digits (DMA00000001, ...).
    expect(body.reference).toMatch(DECEASED_ALERT_REFERENCE_PATTERN);
    expect(body.reference).not.toBe(`DMA${String(stored?.id).padStart(8, '0')}`);
    // Another deceased gets another reference.
    const second = (await (
      await send({ ...REPORT, deceasedIdNumber: OTHER_DECEASED, message: undefined })
    ).json()) as { reference: string };
    expect(second.reference).toMatch(DECEASED_ALERT_REFERENCE_PATTERN);
    expect(second.reference).not.toBe(body.reference);
  });

  it('answers a repeat, however often and however parallel, with the first report’s reference', async () => {
    const deceasedIdNumber = idNumberBornOn('1961-01-01');
    const first = await send({ ...REPORT, deceasedIdNumber });
    expect(first.status).toBe(200);
    const { reference } = (await first.json()) as { reference: string };
    const before = await rows();
    // The same report 30 times, and with other words: one report, one reference, one audit row.
    const repeats = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        send({ ...REPORT, deceasedIdNumber, message: i % 2 ? 'Again' : undefined }),
      ),
    );
    for (const repeat of repeats) {
      expect(repeat.status).toBe(200);
      expect(((await repeat.json()) as { reference: string }).reference).toBe(reference);
    }
    expect(await rows()).toEqual(before);
  });

  it('makes one report when the first reports of a death race', async () => {
    const deceasedIdNumber = idNumberBornOn('1962-02-02');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send({ ...REPORT, deceasedIdNumber })),
    );
    const references = new Set<string>();
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      references.add(((await answer.json()) as { reference: string }).reference);
    }
    expect(references.size).toBe(1);
    const { alerts, audits } = await rows();
    expect(alerts.filter((alert) => alert.deceasedIdNumber === deceasedIdNumber)).toHaveLength(1);
    expect(audits.filter((audit) => references.has(String(audit.after.reference)))).toHaveLength(1);
  });

  it('refuses the reporter’s own ID number as the deceased’s, and stores nothing', async () => {
    const before = await rows();
    const response = await send({
      ...REPORT,
      deceasedIdNumber: `${STAFF_ID.slice(0, 6)} ${STAFF_ID.slice(6)}`,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; fieldErrors: unknown };
    expect(body.fieldErrors).toEqual({ deceasedIdNumber: [deceasedAlertMessages.ownIdNumber] });
    expect(body.message).toBe(deceasedAlertMessages.ownIdNumber);
    expect(await rows()).toEqual(before);
  });

  it('refuses bad input field by field in the form’s words, and stores nothing', async () => {
    const before = await rows();
    const response = await send({
      ...REPORT,
      deceasedFirstName: 'N0msa',
      deceasedLastName: '',
      deceasedIdNumber: '5203140123088',
      dateOfDeath: addDays(TEST_TODAY, 1),
      relationship: 'Neighbour',
      reporterPhone: '082 555 01',
      reporterEmail: 'sipho@',
      message: 'Call me <now>',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors).toEqual({
      deceasedFirstName: ['cannot contain numbers or special characters'],
      deceasedLastName: ['Surname of the deceased is required'],
      deceasedIdNumber: ['Please enter a valid ID number'],
      dateOfDeath: ['Selection cannot be a future date.'],
      relationship: [
        'Please select a valid Your relationship to the deceased from the dropdown list',
      ],
      reporterPhone: ['Your phone number must have 9 digits after the leading 0'],
      reporterEmail: ['Invalid Email address'],
      message: [
        'Special characters are not permitted in this text field. Only letters, numbers, pecentage sign and standard punctuation are allowed.',
      ],
    });
    const died = await send({ ...REPORT, dateOfDeath: '1952-03-13' });
    expect(died.status).toBe(400);
    expect(((await died.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({
      dateOfDeath: ['The date of death cannot be before the date of birth in the ID number'],
    });
    const missing = await send({});
    expect(missing.status).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it('keeps no report when its audit row cannot be written', async () => {
    const before = await rows();
    // An audit row without its actor is refused by the database after the report was written.
    const noActor = {
      memberId,
      afGroupId: null as unknown as string,
      isRecentlyConfirmed: false,
    };
    await expect(
      // A deceased not reported before (a repeat writes nothing, so it would not fail).
      sendDeceasedMemberAlert(
        server.db,
        noActor,
        { ...REPORT, deceasedIdNumber: idNumberBornOn('1966-06-06') },
        {
          today: TEST_TODAY,
          now: new Date(),
          perDay: 5,
          callCentrePhone: '0860 000 000',
          portalName: 'Member Portal',
        },
      ),
    ).rejects.toThrow();
    expect(await rows()).toEqual(before);
  });
});

describe('reports of a death a day', () => {
  const REPORTER = 'member0010@demo.local';
  let limited: TestServer;
  let reporter: Agent;
  let reporterId: number;

  beforeAll(async () => {
    limited = await startTestServer({ DEATH_REPORTS_PER_MEMBER_PER_DAY: '2' });
    reporter = await signIn(limited, REPORTER);
    reporterId = await memberIdOfUsername(limited.db, REPORTER);
  });
  afterAll(async () => limited.close());

  const report = (deceasedIdNumber: string) =>
    reporter.api('/api/Notifications/SendDeceasedMemberAlert', {
      method: 'POST',
      json: { ...REPORT, deceasedIdNumber },
    });

  it('takes at most the day’s new reports of a member, in parallel too; a repeat still answers', async () => {
    const ids = ['1950-01-01', '1951-02-02', '1953-03-03', '1954-04-04', '1955-05-05'].map(
      idNumberBornOn,
    );
    const answers = await Promise.all(ids.map(report));
    const accepted = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(accepted).toHaveLength(2);
    expect(refused).toHaveLength(3);
    for (const answer of refused) {
      expect(await answer.json()).toEqual({
        success: false,
        code: 'RATE_LIMITED',
        message: deceasedAlertLimitMessage(2, '0860 000 000'),
      });
      // Until midnight in Johannesburg.
      const retryAfter = Number(answer.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(86_400);
    }
    const stored = await limited.db
      .select()
      .from(deceasedMemberAlerts)
      .where(eq(deceasedMemberAlerts.reportedByMemberId, reporterId));
    expect(stored).toHaveLength(2);
    // A repeat of an accepted report is not a new one: its reference, even past the day's bound.
    const first = stored[0];
    const repeat = await report(first?.deceasedIdNumber ?? '');
    expect(repeat.status).toBe(200);
    expect(((await repeat.json()) as { reference: string }).reference).toBe(first?.reference);
  });
});
