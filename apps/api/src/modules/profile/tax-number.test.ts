import { sql } from 'drizzle-orm';
import { buildTaxNumber } from '@portal/domain/tax-number';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { privateTestDatabase } from '../../testing/database';
import { memberIdOfUsername } from '../../testing/members';
import {
  claimTaxNumberOf,
  memberTaxNumberOf,
  recordGivenTaxNumber,
  storedTaxNumberOf,
  taxNumberForDocuments,
} from './tax-number';

// The member's income tax number for documents (issue 45): the one the fund holds, else the
// latest given with a claim, else none; a claim records the number given only where none is held.

const HELD = buildTaxNumber('0', '14729365');
const GIVEN = buildTaxNumber('1', '23456789');
const LATER = buildTaxNumber('2', '34567891');

describe('taxNumberForDocuments', () => {
  it('takes the number held, else the first valid one given with a claim, else none', () => {
    expect(taxNumberForDocuments(HELD, [GIVEN])).toBe(HELD);
    expect(taxNumberForDocuments(null, [null, '0123456789', LATER, GIVEN])).toBe(LATER);
    expect(taxNumberForDocuments('0123456789', [GIVEN])).toBe(GIVEN);
    expect(taxNumberForDocuments(null, [])).toBeNull();
  });

  it('reads a claim’s number only when it is valid', () => {
    expect(claimTaxNumberOf({ draft: { taxNumber: GIVEN } })).toBe(GIVEN);
    expect(claimTaxNumberOf({ draft: { taxNumber: '0123456789' } })).toBeNull();
    expect(claimTaxNumberOf({ draft: null })).toBeNull();
  });
});

describe('memberTaxNumberOf and recordGivenTaxNumber', () => {
  let database: Database;
  let memberId: number;
  beforeAll(async () => {
    database = await privateTestDatabase('member_tax_numbers');
    memberId = await memberIdOfUsername(database.db, 'institutional@demo.local');
  });
  afterAll(async () => database?.close());

  /** A claim of the member's given `taxNumber`, in `status`, made `secondsAgo` before now. */
  async function giveWithClaim(taxNumber: string, status: string, secondsAgo: number) {
    const result = await database.db.execute(sql`
      update claims set draft = coalesce(draft, '{}'::jsonb) || ${JSON.stringify({ taxNumber })}::jsonb,
        status = ${status}, created_at = now() - make_interval(secs => ${secondsAgo})
      where id = (select id from claims where member_id = ${memberId}
        and not coalesce(draft ? 'taxNumber', false) order by id limit 1)
      returning id`);
    expect((result as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  }

  it('answers the number held; without one, the latest given with a claim not declined', async () => {
    expect(await memberTaxNumberOf(database.db, memberId)).toBe('0147293658');
    await database.db.execute(
      sql`update members set income_tax_number = null where id = ${memberId}`,
    );
    await database.db.execute(
      sql`update claims set draft = draft - 'taxNumber' where member_id = ${memberId}`,
    );
    expect(await memberTaxNumberOf(database.db, memberId)).toBeNull();
    await giveWithClaim(GIVEN, 'Paid', 3600);
    await giveWithClaim(LATER, 'Declined', 60);
    expect(await memberTaxNumberOf(database.db, memberId)).toBe(GIVEN);
  });

  it('records the number given on a member who had none, once, and never overwrites one', async () => {
    await database.db.execute(
      sql`update members set income_tax_number = null where id = ${memberId}`,
    );
    const at = new Date();
    expect(await recordGivenTaxNumber(database.db, memberId, '0123456789', at)).toBe(false);
    expect(await recordGivenTaxNumber(database.db, memberId, HELD, at)).toBe(true);
    expect(await recordGivenTaxNumber(database.db, memberId, LATER, at)).toBe(false);
    expect(await storedTaxNumberOf(database.db, memberId)).toBe(HELD);
    expect(await memberTaxNumberOf(database.db, memberId)).toBe(HELD);
    const audit = await database.db.execute(sql`
      select source, fields, after from profile_audit
      where member_id = ${memberId} and 'incomeTaxNumber' = any(fields)`);
    expect((audit as unknown as { rows: unknown[] }).rows).toEqual([
      {
        source: 'SubmitSavingsClaim',
        fields: ['incomeTaxNumber'],
        after: { incomeTaxNumber: HELD },
      },
    ]);
  });

  it('refuses a stored number not of the tax number’s form (the column’s check)', async () => {
    await expect(
      database.db.execute(
        sql`update members set income_tax_number = '4123456789' where id = ${memberId}`,
      ),
    ).rejects.toThrow();
  });
});
