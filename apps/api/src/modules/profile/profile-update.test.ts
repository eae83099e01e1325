import { IDENTITY_DETAILS_MESSAGE } from '@portal/domain/profile-fields';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile, ProfileChange, ProfileUpdateBody } from '@portal/contract/profile';
import type { Database } from '../../db/client';
import { members, passwordResets, profileAudit } from '../../db/schema';
import { tokenHash } from '../../idp/account.service';
import { privateTestDatabase } from '../../testing/database';
import { queuedMail } from '../../testing/mail';
import { formOf, linkIn } from '../../testing/email-change';
import { payloadOf } from '../../testing/profile';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';

// PUT /api/Profile/UpdateProfileDetails and POST /api/Account/UpdatePersonalDetails (spec 1 §3,
// §4, §5, §7) on the real server and database. The test has a database of its own: it changes
// members' profiles, which other tests read.

const UPDATE = '/api/Profile/UpdateProfileDetails';
const PERSONAL = '/api/Account/UpdatePersonalDetails';
const CHANGES = '/api/Profile/GetProfileChanges';

let database: Database;
let server: TestServer;
beforeAll(async () => {
  database = await privateTestDatabase('profile_update');
  server = await startTestServer({}, { db: database.db });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

type Answer = {
  status: number;
  body: { success: boolean; message?: string; fieldErrors?: Record<string, string[]> };
};

async function send(agent: Agent, path: string, json: unknown, method = 'PUT'): Promise<Answer> {
  const response = await agent.api(path, { method, json });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function profileOf(agent: Agent): Promise<Profile> {
  const response = await agent.api('/api/Profile/GetProfileDetails');
  return ((await response.json()) as { profile: Profile }).profile;
}

async function changesOf(agent: Agent): Promise<ProfileChange[]> {
  const response = await agent.api(CHANGES);
  expect(response.status).toBe(200);
  return ((await response.json()) as { changes: ProfileChange[] }).changes;
}

async function auditRowsOf(memberId: number) {
  return server.db
    .select()
    .from(profileAudit)
    .where(eq(profileAudit.memberId, memberId))
    .orderBy(profileAudit.id);
}

async function memberIdOf(profile: Profile): Promise<number> {
  const rows = await server.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.primaryEmailAddress, profile.primaryEmailAddress ?? ''));
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('member not found');
  return id;
}

/** The update payload of spec 1 §3 for a profile as read: what the page sends unchanged. */
describe('PUT /api/Profile/UpdateProfileDetails', () => {
  it('saves the changed fields, audits them in one row and lists them in the recent changes', async () => {
    const agent = await signIn(server, 'institutional@demo.local');
    const before = await profileOf(agent);
    const memberId = await memberIdOf(before);
    const auditBefore = await auditRowsOf(memberId);

    // The whole payload unchanged: success, and nothing to audit.
    expect(await send(agent, UPDATE, payloadOf(before))).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await auditRowsOf(memberId)).toHaveLength(auditBefore.length);

    const answer = await send(agent, UPDATE, {
      ...payloadOf(before),
      primaryPhoneNumber: '270831234567', // sent with the 0: stored without it (spec 1 §5)
      city: 'Gqeberha',
      middleName: 'Lindiwe',
    });
    expect(answer).toEqual({ status: 200, body: { success: true } });

    const after = await profileOf(agent);
    expect(after).toEqual({
      ...before,
      middleName: 'Lindiwe',
      primaryContactNumber: '27831234567',
      address: { ...before.address, city: 'Gqeberha' },
    });

    const audit = await auditRowsOf(memberId);
    expect(audit).toHaveLength(auditBefore.length + 1);
    expect(audit.at(-1)).toMatchObject({
      memberId,
      source: 'UpdateProfileDetails',
      fields: ['middleName', 'primaryPhoneNumber', 'city'],
      before: {
        middleName: before.middleName ?? '',
        primaryPhoneNumber: before.primaryContactNumber,
        city: before.address.city,
      },
      after: { middleName: 'Lindiwe', primaryPhoneNumber: '27831234567', city: 'Gqeberha' },
    });
    expect(audit.at(-1)?.actor).toMatch(/\S/);

    const [latest] = await changesOf(agent);
    expect(latest?.fields).toEqual(['Middle name', 'Phone number', 'City']);
    expect(Date.parse(latest?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('tells the old address of a new email address asked for, and keeps it in force until confirmed', async () => {
    const agent = await signIn(server, 'retail@demo.local');
    const before = await profileOf(agent);
    const memberId = await memberIdOf(before);
    const oldAddress = before.primaryEmailAddress ?? '';
    expect(oldAddress).toMatch(/@/);
    const answer = await send(agent, UPDATE, {
      ...payloadOf(before),
      primaryEmailAddress: 'new.address@example.co.za',
      city: 'Kimberley',
    });
    expect(answer.status).toBe(200);
    // The rest of the save is saved; the address is not, yet.
    const after = await profileOf(agent);
    expect(after).toMatchObject({
      primaryEmailAddress: oldAddress,
      address: { city: 'Kimberley' },
      pendingEmailChange: { newAddress: 'new.address@example.co.za' },
    });
    // Nothing was mailed as changed; the new address is asked to confirm, the old one is told.
    expect(await queuedMail(server.db, memberId, 'email-changed')).toEqual([]);
    const confirm = await queuedMail(server.db, memberId, 'email-change-confirm');
    expect(confirm.map((m) => m.toAddress)).toEqual(['new.address@example.co.za']);
    const told = await queuedMail(server.db, memberId, 'email-change-requested');
    expect(told.map((m) => m.toAddress)).toEqual([oldAddress]);
    // The old address learns where mail would go, masked.
    expect(told[0]?.text).toContain('to n***@example.co.za was asked for');
    expect(told[0]?.text).not.toContain('new.address@');
    // The audit says a change was asked for; the recent changes list only what was saved.
    const audit = await auditRowsOf(memberId);
    expect(audit.at(-1)).toMatchObject({
      source: 'RequestEmailChange',
      before: { primaryEmailAddress: oldAddress },
      after: { requestedEmailAddress: 'new.address@example.co.za' },
    });
    expect((await changesOf(agent))[0]?.fields).toEqual(['City']);
  });

  it('closes the reset links mailed to the old address only when the new address is confirmed', async () => {
    const agent = await signIn(server, 'hybrid@demo.local');
    const before = await profileOf(agent);
    const memberId = await memberIdOf(before);
    const token = 'open-link-mailed-to-the-old-address';
    await server.db.insert(passwordResets).values({
      tokenHash: tokenHash(token),
      memberId,
      expiresAt: new Date(Date.now() + 600_000),
    });
    const link = `/idp/reset-password?token=${token}`;
    expect((await agent.request(link)).status).toBe(200);
    const answer = await send(agent, UPDATE, {
      ...payloadOf(before),
      primaryEmailAddress: 'hybrid.new@example.co.za',
    });
    expect(answer.status).toBe(200);
    // Asked for, not made: the old address still recovers the account.
    expect((await agent.request(link)).status).toBe(200);
    const [mail] = await queuedMail(server.db, memberId, 'email-change-confirm');
    const confirm = linkIn(mail?.text ?? '', '/email-address/confirm');
    expect((await agent.request(confirm, formOf(confirm))).status).toBe(200);
    expect((await profileOf(agent)).primaryEmailAddress).toBe('hybrid.new@example.co.za');
    expect((await agent.request(link)).status).toBe(400);
  });

  it('keeps what a request leaves out, and clears an optional field sent as null', async () => {
    const agent = await signIn(server, 'hybrid@demo.local');
    const before = await profileOf(agent);
    expect(await send(agent, UPDATE, { suburb: 'Sea Point', initials: null })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await profileOf(agent)).toEqual({
      ...before,
      initials: null,
      address: { ...before.address, suburb: 'Sea Point' },
    });
  });

  it.each([
    [
      'combined: phone and email both required',
      { registrationType: 'combined', primaryPhoneNumber: '', primaryEmailAddress: '' },
      {
        primaryPhoneNumber: ['Phone number is required'],
        primaryEmailAddress: ['Email address is required'],
      },
    ],
    [
      'individual preferring email: email required',
      { registrationType: 'individual', preferredContactMethod: 'Email', primaryEmailAddress: '' },
      { primaryEmailAddress: ['Email address is required'] },
    ],
    [
      'individual: phone required',
      { registrationType: 'individual', primaryPhoneNumber: null },
      { primaryPhoneNumber: ['Phone number is required'] },
    ],
    [
      'corporate: email required',
      { registrationType: 'corporate', primaryEmailAddress: '' },
      { primaryEmailAddress: ['Email address is required'] },
    ],
    [
      'a name with digits and a postal code of five',
      { firstName: 'Th4bo', postalCode: '60001' },
      {
        firstName: ['cannot contain numbers or special characters'],
        postalCode: ['Postal code must be no more than 4 characters'],
      },
    ],
    [
      'an unknown calling code, a bad email and a title not offered',
      { primaryPhoneNumber: '999123456789', primaryEmailAddress: 'me@', title: 'Sir' },
      {
        primaryPhoneNumber: ['Please select a valid Country code from the dropdown list'],
        primaryEmailAddress: ['Invalid Email address'],
        title: ['Please select a valid Title from the dropdown list'],
      },
    ],
    [
      'an address line over 100',
      { streetName: 'a'.repeat(101) },
      { streetName: ['Street name must be no more than 100 characters'] },
    ],
    [
      'a control character',
      { city: 'Cape\u0000Town' },
      { city: ['This field cannot contain control characters'] },
    ],
  ])('refuses %s with field errors and saves nothing', async (_name, overrides, fieldErrors) => {
    const agent = await signIn(server, 'retail@demo.local');
    const before = await profileOf(agent);
    const memberId = await memberIdOf(before);
    const audit = await auditRowsOf(memberId);
    const answer = await send(agent, UPDATE, {
      ...payloadOf(before),
      suburb: 'Not saved', // a valid change beside the bad ones: it must not be saved either
      ...overrides,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, fieldErrors });
    expect(await profileOf(agent)).toEqual(before);
    expect(await auditRowsOf(memberId)).toHaveLength(audit.length);
  });

  it('saves each registration type with only the fields it requires', async () => {
    const agent = await signIn(server, 'retail@demo.local');
    const before = await profileOf(agent);
    const steps: [ProfileUpdateBody, Partial<Profile>][] = [
      [
        { registrationType: 'corporate', primaryPhoneNumber: '' },
        { registrationType: 'corporate', primaryContactNumber: null },
      ],
      [
        {
          registrationType: 'Individual',
          preferredContactMethod: 'sms',
          primaryPhoneNumber: '447911123456',
          primaryEmailAddress: '',
        },
        {
          registrationType: 'individual',
          preferredContactMethod: 'SMS',
          primaryContactNumber: '447911123456',
          primaryEmailAddress: null,
        },
      ],
      [
        {
          registrationType: 'combined',
          primaryEmailAddress: 'pieter@example.co.za',
          primaryPhoneNumber: before.primaryContactNumber,
        },
        {
          registrationType: 'combined',
          // A new address waits for its confirmation (email-change.test.ts).
          primaryEmailAddress: null,
          pendingEmailChange: expect.objectContaining({ newAddress: 'pieter@example.co.za' }),
          primaryContactNumber: before.primaryContactNumber,
        },
      ],
    ];
    for (const [body, expected] of steps) {
      expect(await send(agent, UPDATE, body)).toEqual({ status: 200, body: { success: true } });
      expect(await profileOf(agent)).toMatchObject(expected);
    }
  });

  it.each([
    ['dateOfBirth', { dateOfBirth: '1990-01-01' }],
    ['identifierType', { identifierType: 'Passport' }],
    ['identityNumber', { identityNumber: '9001015800085' }],
    ['identityNumber', { identityNumber: null }],
  ])('refuses any change to %s, with the reason, and saves nothing', async (field, change) => {
    const agent = await signIn(server, 'staff@demo.local');
    const before = await profileOf(agent);
    const memberId = await memberIdOf(before);
    const audit = await auditRowsOf(memberId);
    const answer = await send(agent, UPDATE, { ...payloadOf(before), city: 'Durban', ...change });
    expect(answer).toEqual({
      status: 400,
      body: {
        success: false,
        code: 'BAD_REQUEST',
        message: IDENTITY_DETAILS_MESSAGE,
        fieldErrors: { [field]: [IDENTITY_DETAILS_MESSAGE] },
      },
    });
    expect(await profileOf(agent)).toEqual(before);
    expect(await auditRowsOf(memberId)).toHaveLength(audit.length);
  });

  it("changes only the signed-in member's profile, whatever ids the body carries", async () => {
    const agent = await signIn(server, 'member0005@demo.local');
    const other = await signIn(server, 'member0006@demo.local');
    const otherBefore = await profileOf(other);
    const otherChanges = await changesOf(other);
    const answer = await send(agent, UPDATE, {
      memberId: await memberIdOf(otherBefore),
      afGroupId: 'someone-else',
      identityNumber: otherBefore.idNumber,
      city: 'Polokwane',
    });
    // The other member's identity number is not this member's: refused as an identity change.
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({ identityNumber: [IDENTITY_DETAILS_MESSAGE] });

    expect(await send(agent, UPDATE, { memberId: 1, city: 'Polokwane' })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect((await profileOf(agent)).address.city).toBe('Polokwane');
    expect(await profileOf(other)).toEqual(otherBefore);
    expect(await changesOf(other)).toEqual(otherChanges);
  });

  it('refuses a caller without a session, and a cross-site request', async () => {
    const agent = await signIn(server, 'member0005@demo.local');
    const unsigned = await fetch(`${server.url}${UPDATE}`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        apikey: server.config.apiKey,
        origin: agent.origin,
      },
      body: JSON.stringify({ city: 'Nowhere' }),
    });
    expect(unsigned.status).toBe(401);
    // The member's own cookie, sent from another site's page.
    const crossSite = await agent.request(UPDATE, {
      method: 'PUT',
      json: { city: 'Nowhere' },
      headers: { apikey: server.config.apiKey, origin: 'https://attacker.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await profileOf(agent)).address.city).not.toBe('Nowhere');
  });

  it('keeps the audit append-only', async () => {
    const [row] = await server.db.select().from(profileAudit).limit(1);
    expect(row).toBeDefined();
    const own = eq(profileAudit.id, row?.id ?? -1);
    await expect(
      server.db.update(profileAudit).set({ source: 'tampered' }).where(own),
    ).rejects.toThrow();
    await expect(server.db.delete(profileAudit).where(own)).rejects.toThrow();
    await expect(server.db.execute(sql`truncate profile_audit`)).rejects.toThrow();
    expect(await server.db.select().from(profileAudit).where(own)).toEqual([row]);
  });

  it('leaves the old profile intact when the save fails half way (the audit insert here)', async () => {
    const agent = await signIn(server, 'member0007@demo.local');
    const before = await profileOf(agent);
    const memberId = await memberIdOf(before);
    await server.db.execute(
      sql.raw(`create function test_refuse_profile_audit() returns trigger language plpgsql as $$
        begin
          if new.member_id = ${memberId} then raise exception 'audit refused by the test'; end if;
          return new;
        end $$`),
    );
    await server.db.execute(
      sql.raw(`create trigger test_refuse_profile_audit before insert on profile_audit
        for each row execute function test_refuse_profile_audit()`),
    );
    try {
      const failed = await send(agent, UPDATE, { city: 'Mahikeng', surname: 'Mokoena' });
      expect(failed.status).toBe(500);
      expect(failed.body.message).toBe('Something went wrong. Please try again later.');
      expect(await profileOf(agent)).toEqual(before);
      expect(await auditRowsOf(memberId)).toEqual([]);
    } finally {
      await server.db.execute(sql.raw('drop trigger test_refuse_profile_audit on profile_audit'));
      await server.db.execute(sql.raw('drop function test_refuse_profile_audit()'));
    }
    expect(await send(agent, UPDATE, { city: 'Mahikeng', surname: 'Mokoena' })).toEqual({
      status: 200,
      body: { success: true },
    });
    expect(await profileOf(agent)).toMatchObject({
      lastName: 'Mokoena',
      address: { city: 'Mahikeng' },
    });
  });
});

describe('POST /api/Account/UpdatePersonalDetails', () => {
  it('saves the recovery contact number and email, audited as their own call', async () => {
    const agent = await signIn(server, 'member0008@demo.local');
    const before = await profileOf(agent);
    const memberId = await memberIdOf(before);
    const answer = await send(
      agent,
      PERSONAL,
      { recoveryContactNumber: '27721234567', recoveryEmailAddress: 'backup@example.co.za' },
      'POST',
    );
    expect(answer).toEqual({ status: 200, body: { success: true } });
    expect(await profileOf(agent)).toEqual({
      ...before,
      recoveryContactNumber: '27721234567',
      recoveryEmailAddress: 'backup@example.co.za',
    });
    const audit = await auditRowsOf(memberId);
    expect(audit.at(-1)).toMatchObject({
      source: 'UpdatePersonalDetails',
      after: { recoveryEmailAddress: 'backup@example.co.za' },
    });
    expect((await changesOf(agent))[0]?.fields).toContain('Recovery email address');
  });

  it('refuses a bad recovery number or email and saves nothing', async () => {
    const agent = await signIn(server, 'member0008@demo.local');
    const before = await profileOf(agent);
    const answer = await send(
      agent,
      PERSONAL,
      { recoveryContactNumber: '2772123', recoveryEmailAddress: 'not-an-email' },
      'POST',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      recoveryContactNumber: ['Recovery contact number must have 9 digits after the leading 0'],
      recoveryEmailAddress: ['Invalid Email address'],
    });
    expect(await profileOf(agent)).toEqual(before);
  });
});

describe('GET /api/Profile/GetProfileChanges', () => {
  it('answers an empty list for a member who changed nothing', async () => {
    const agent = await signIn(server, 'member0009@demo.local');
    expect(await changesOf(agent)).toEqual([]);
  });
});
