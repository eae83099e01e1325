import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DETAILS_CHANGED_MESSAGE,
  type DetailsConfirmation,
} from '@portal/contract/details-confirmation';
import type { BeneficiariesDetailsResponse } from '@portal/contract/nomination';
import type { Profile } from '@portal/contract/profile';
import { addMonths } from '@portal/domain/dates';
import type { Database } from '../../db/client';
import { detailsConfirmations, members } from '../../db/schema';
import { privateTestDatabase, TEST_TODAY } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import { phoneForDisplay } from '../pdf/staff-withdrawal-form.service';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';

// Staying traceable (issue 49 point 6), on the real server and database: a member who never
// confirmed is asked to; the confirmation records the day and what was shown, and the portal asks
// again a year later; details that changed after they were shown are not confirmed; bad input
// records nothing.

let database: Database;
let server: TestServer;

beforeAll(async () => {
  database = await privateTestDatabase('details-confirmation');
  server = await startTestServer({}, { db: database.db });
});
afterAll(async () => {
  await server.close();
  await database.close();
});

async function confirmationOf(agent: Agent): Promise<DetailsConfirmation> {
  const response = await agent.api('/api/Profile/GetDetailsConfirmation');
  expect(response.status).toBe(200);
  return ((await response.json()) as { confirmation: DetailsConfirmation }).confirmation;
}

function confirm(agent: Agent, digest: string): Promise<Response> {
  return agent.api('/api/Profile/ConfirmDetails', { method: 'POST', json: { digest } });
}

async function confirmationsOf(memberId: number): Promise<number> {
  const [row] = await database.db
    .select({ n: count() })
    .from(detailsConfirmations)
    .where(eq(detailsConfirmations.memberId, memberId));
  return row?.n ?? 0;
}

describe('the yearly confirmation of contact details and beneficiaries', () => {
  it('asks a member who never confirmed, records the day and what was shown, and asks again a year later', async () => {
    const username = 'member0011@demo.local';
    const agent = await signIn(server, username);
    const memberId = await memberIdOfUsername(database.db, username);

    const asked = await confirmationOf(agent);
    expect(asked).toMatchObject({ isDue: true, lastConfirmedOn: null, nextDueOn: null });
    // What is shown is what the profile and the beneficiary pages show.
    const { profile } = (await (await agent.api('/api/Profile/GetProfileDetails')).json()) as {
      profile: Profile;
    };
    expect(asked.contact.email).toBe(profile.primaryEmailAddress);
    expect(asked.contact.mobile).toBe(phoneForDisplay(profile.primaryContactNumber));
    expect(asked.contact.mobile).toMatch(/^0\d{9}$/);
    expect(asked.contact.postalAddress).toContain(profile.address.city ?? '');
    const { beneficiariesDetails } = (await (
      await agent.api('/api/beneficiaries/GetBeneficiariesDetails')
    ).json()) as BeneficiariesDetailsResponse;
    expect(asked.nominations.map((n) => n.key)).toEqual(beneficiariesDetails.map((n) => n.key));
    expect(asked.nominations.flatMap((n) => n.beneficiaries.map((b) => b.allocation))).toEqual(
      beneficiariesDetails.flatMap((n) => n.beneficiaries.map((b) => b.allocation)),
    );

    const confirmed = await confirm(agent, asked.digest);
    expect(confirmed.status).toBe(200);
    const after = ((await confirmed.json()) as { confirmation: DetailsConfirmation }).confirmation;
    expect(after).toMatchObject({
      isDue: false,
      lastConfirmedOn: TEST_TODAY,
      nextDueOn: addMonths(TEST_TODAY, 12),
      digest: asked.digest,
    });
    expect(await confirmationOf(agent)).toEqual(after);
    const [row] = await database.db
      .select()
      .from(detailsConfirmations)
      .where(eq(detailsConfirmations.memberId, memberId));
    expect(row).toMatchObject({
      confirmedOn: TEST_TODAY,
      contact: asked.contact,
      nominations: asked.nominations,
      digest: asked.digest,
    });

    // A year on: the confirmation of a year ago is due again (and kept). On 29 Feb, a year ago is
    // 28 Feb, due again on 28 Feb: the day before.
    const yearAgo = addMonths(TEST_TODAY, -12);
    await database.db
      .update(detailsConfirmations)
      .set({ confirmedOn: yearAgo })
      .where(eq(detailsConfirmations.memberId, memberId));
    expect(await confirmationOf(agent)).toMatchObject({
      isDue: true,
      lastConfirmedOn: yearAgo,
      nextDueOn: addMonths(yearAgo, 12),
    });
    expect((await confirm(agent, asked.digest)).status).toBe(200);
    expect(await confirmationsOf(memberId)).toBe(2);
  });

  it('does not record details that changed after they were shown, and shows them again', async () => {
    const username = 'member0012@demo.local';
    const agent = await signIn(server, username);
    const memberId = await memberIdOfUsername(database.db, username);
    const shown = await confirmationOf(agent);
    await database.db
      .update(members)
      .set({ primaryContactNumber: '27829990001' })
      .where(eq(members.id, memberId));

    const refused = await confirm(agent, shown.digest);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(DETAILS_CHANGED_MESSAGE);
    expect(await confirmationsOf(memberId)).toBe(0);
    const again = await confirmationOf(agent);
    expect(again.digest).not.toBe(shown.digest);
    expect(again.contact.mobile).toBe('0829990001');
    expect((await confirm(agent, again.digest)).status).toBe(200);
    expect(await confirmationsOf(memberId)).toBe(1);
  });

  it('records nothing for a digest that is not one, or none', async () => {
    const username = 'member0010@demo.local';
    const agent = await signIn(server, username);
    const memberId = await memberIdOfUsername(database.db, username);
    for (const body of [{ digest: 'not-a-digest' }, {}, { digest: 'A'.repeat(64) }]) {
      const response = await agent.api('/api/Profile/ConfirmDetails', {
        method: 'POST',
        json: body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await confirm(agent, '0'.repeat(64))).status).toBe(409);
    const rows = await database.db
      .select({ n: count() })
      .from(detailsConfirmations)
      .where(eq(detailsConfirmations.memberId, memberId));
    expect(rows[0]?.n).toBe(0);
  });
});
