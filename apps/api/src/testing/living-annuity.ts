import { addMonths } from '@portal/domain/dates';
import { annuityYearOf } from '@portal/domain/living-annuity';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { membershipPortfolios, memberships, transactions } from '../db/schema';

// A living annuity a test declares in its own book, whatever else the book holds: bought on
// `startDate` with a transfer in, paying a monthly income fixed for each annuity year, each payment
// written as two rows on its day (60 % and 40 %), as an administration writes a payment drawn from
// two sales.

export type DeclaredAnnuity = {
  startDate: string;
  transferInCents: number;
  /** The monthly income of each annuity year, the first year first. */
  monthlyIncomeCents: readonly number[];
  membershipNumber: string;
};

type Rows<T> = { rows: T[] };

async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const row = ((await db.execute(query)) as unknown as Rows<T>).rows[0];
  if (!row) throw new Error('nothing found');
  return row;
}

/**
 * Writes the declared annuity for the oldest member who holds no living annuity, with its payments
 * up to `today`; answers the member's and the membership's ids.
 */
export async function declareLivingAnnuity(
  db: Db,
  declared: DeclaredAnnuity,
  today: string,
): Promise<{ memberId: number; membershipId: number }> {
  const member = await one<{ id: number | string }>(
    db,
    sql`
    select mb.id from members mb join accounts a on a.member_id = mb.id
    where not exists (select 1 from memberships m join products p on p.id = m.product_id
      where m.member_id = mb.id and p.heading = 'Post Retirement')
    order by mb.date_of_birth, mb.id limit 1`,
  );
  const product = await one<{ id: number | string }>(
    db,
    sql`select id from products where heading = 'Post Retirement' order by id limit 1`,
  );
  const portfolio = await one<{ id: number | string }>(
    db,
    sql`
    select p.id from portfolios p
    where exists (select 1 from unit_prices u where u.portfolio_id = p.id
      and u.price_date <= ${declared.startDate}::date)
    order by (p.code = 'AFINC') desc, p.id limit 1`,
  );
  const portfolioId = Number(portfolio.id);
  const [membership] = await db
    .insert(memberships)
    .values({
      memberId: Number(member.id),
      productId: Number(product.id),
      membershipNumber: declared.membershipNumber,
      caseMemberKey: `${declared.membershipNumber}-CASE`,
      accountStatus: 'Active',
      dateJoined: declared.startDate,
      pensionServiceCommencementDate: declared.startDate,
    })
    .returning({ id: memberships.id });
  if (!membership) throw new Error('membership not written');
  await db.insert(membershipPortfolios).values({
    membershipId: membership.id,
    portfolioId,
    contributionAllocationBp: 10_000,
    effectiveDate: declared.startDate,
  });
  const priceOn = async (date: string) =>
    Number(
      (
        await one<{ price: string }>(
          db,
          sql`
          select price_micro::text as price from unit_prices
          where portfolio_id = ${portfolioId} and price_date <= ${date}::date
          order by price_date desc limit 1`,
        )
      ).price,
    );
  const row = async (
    date: string,
    type: 'transfer_in' | 'withdrawal',
    name: string,
    cents: number,
  ) => {
    const price = await priceOn(date);
    return {
      membershipId: membership.id,
      portfolioId,
      txDate: date,
      type,
      name,
      units: Math.round((cents * 100_000_000) / price),
      unitPriceMicro: price,
      amountCents: cents,
      pot: 'vested' as const,
      vestedStatus: 'available' as const,
    };
  };
  const rows = [
    await row(declared.startDate, 'transfer_in', 'Transfer in', declared.transferInCents),
  ];
  for (let month = 1; ; month += 1) {
    const date = addMonths(declared.startDate, month);
    if (date > today) break;
    const gross = declared.monthlyIncomeCents[annuityYearOf(declared.startDate, date).index] ?? 0;
    const part = Math.round(gross * 0.6);
    rows.push(await row(date, 'withdrawal', 'Annuity income payment', -part));
    rows.push(await row(date, 'withdrawal', 'Annuity income payment', -(gross - part)));
  }
  await db.insert(transactions).values(rows);
  return { memberId: Number(member.id), membershipId: membership.id };
}
