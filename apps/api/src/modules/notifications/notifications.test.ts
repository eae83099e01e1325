import { addDays } from '@portal/domain/dates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deceasedMemberAlerts, profileAudit } from '../../db/schema';
import { TEST_TODAY } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';
import { DECEASED_ALERT_AUDIT_SOURCE, sendDeceasedMemberAlert } from './notifications.service';

// spec 3 §7 SendDeceasedMemberAlert ('Report a death'): stored with an audit row in one
// transaction and acknowledged with a reference; a refused report leaves nothing behind.

const USERNAME = 'staff@demo.local';

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
    expect(body.reference).toMatch(/^DMA\d{8}$/);
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
    // Another report gets another reference.
    const second = (await (await send({ ...REPORT, message: undefined })).json()) as {
      reference: string;
    };
    expect(second.reference).not.toBe(body.reference);
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
    const noActor = { memberId, afGroupId: null as unknown as string };
    await expect(
      sendDeceasedMemberAlert(server.db, noActor, REPORT, { today: TEST_TODAY, now: new Date() }),
    ).rejects.toThrow();
    expect(await rows()).toEqual(before);
  });
});
