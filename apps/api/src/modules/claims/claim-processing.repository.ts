import { eq, sql } from 'drizzle-orm';
import { ClaimType, type ClaimStatus } from '@portal/domain/claims';
import type { Db } from '../../db/client';
import { claims, transactions } from '../../db/schema';

// What the background processing of submitted savings claims reads and writes (claim-processing.ts).
// A claim is worked on when it is a savings withdrawal made online (claim type 4 with the wizard's
// data in `draft`), open, and its current status is at least a step old. The processing keeps its
// own bookkeeping in `draft.processing` (attempts after a technical failure, and `notBefore`: the
// time until which a server has taken the claim, or until the next try), and the SARS directive's
// details in `draft.directive`.

/** The statuses a claim moves on from in the background, and Paid while its documents are due. */
export const PROCESSED_STATUSES = ['Submitted', 'DirectiveRequested', 'DirectiveIssued'] as const;
export type ProcessedStatus = (typeof PROCESSED_STATUSES)[number];

export type ProcessingState = {
  /** Technical failures of the current step in a row. */
  attempts?: number;
  /** ISO timestamp: the claim is not taken again before it. */
  notBefore?: string | null;
  /** 'pending' from the payment until the payment letter and tax certificate are issued. */
  documents?: 'pending' | 'issued';
};

export type ProcessableClaim = {
  id: number;
  caseNo: string;
  memberId: number;
  membershipId: number;
  status: ClaimStatus;
  version: number;
  grossCents: number;
  feeCents: number | null;
  taxCents: number | null;
  netCents: number | null;
  directiveNumber: string | null;
  submittedOn: string | null;
  draft: Record<string, unknown>;
  member: {
    firstName: string;
    lastName: string;
    idNumber: string | null;
  };
};

type ClaimSqlRow = {
  id: number | string;
  case_no: string;
  member_id: number | string;
  membership_id: number | string;
  status: ClaimStatus;
  version: number | string;
  gross_cents: number | string;
  fee_cents: number | string | null;
  tax_cents: number | string | null;
  net_cents: number | string | null;
  directive_number: string | null;
  submitted_on: string | null;
  draft: Record<string, unknown> | string | null;
  first_name: string;
  last_name: string;
  id_number: string | null;
};

const nullableNumber = (value: number | string | null): number | null =>
  value === null ? null : Number(value);

function processableOf(row: ClaimSqlRow): ProcessableClaim {
  const draft = typeof row.draft === 'string' ? JSON.parse(row.draft) : row.draft;
  return {
    id: Number(row.id),
    caseNo: row.case_no,
    memberId: Number(row.member_id),
    membershipId: Number(row.membership_id),
    status: row.status,
    version: Number(row.version),
    grossCents: Number(row.gross_cents),
    feeCents: nullableNumber(row.fee_cents),
    taxCents: nullableNumber(row.tax_cents),
    netCents: nullableNumber(row.net_cents),
    directiveNumber: row.directive_number,
    submittedOn: row.submitted_on,
    draft: (draft ?? {}) as Record<string, unknown>,
    member: { firstName: row.first_name, lastName: row.last_name, idNumber: row.id_number },
  };
}

async function claimById(
  db: Db,
  claimId: number,
  lock: 'none' | 'wait' | 'skip',
): Promise<ProcessableClaim | undefined> {
  const locking =
    lock === 'wait'
      ? sql`for update of c`
      : lock === 'skip'
        ? sql`for update of c skip locked`
        : sql``;
  const result = await db.execute(sql`
    select c.id, c.case_no, c.member_id, c.membership_id, c.status, c.version, c.gross_cents,
      c.fee_cents, c.tax_cents, c.net_cents, c.directive_number, c.submitted_on::text as submitted_on,
      c.draft, m.first_name, m.last_name, m.id_number
    from claims c join members m on m.id = c.member_id
    where c.id = ${claimId}
    ${locking}`);
  const row = (result as unknown as { rows: ClaimSqlRow[] }).rows[0];
  return row ? processableOf(row) : undefined;
}

/**
 * Takes the next claim that is due: an online savings claim (an employer fund's or a retail
 * product's) whose current status is at least `stepSeconds` old (by its history), not taken by
 * another server nor waiting to be tried again, with fewer than `maxAttempts` technical failures
 * of its step; or a Paid one whose documents are still to be issued. It is marked taken for `leaseSeconds` (`draft.processing.notBefore`), so that
 * other servers leave it alone meanwhile; `for update skip locked` keeps two servers from taking
 * it at the same moment.
 */
export async function takeDueClaim(
  db: Db,
  options: { stepSeconds: number; leaseSeconds: number; maxAttempts: number },
): Promise<ProcessableClaim | undefined> {
  const result = await db.execute(sql`
    update claims set draft = jsonb_set(draft, '{processing}',
      coalesce(draft->'processing', '{}'::jsonb)
        || jsonb_build_object('notBefore', to_jsonb(now() + make_interval(secs => ${options.leaseSeconds}))))
    where id = (
      select c.id from claims c
      where c.claim_type in (${ClaimType.Savings}, ${ClaimType.RetailSavings})
        and c.draft->>'webTransactionNo' is not null
        and coalesce((c.draft->'processing'->>'notBefore')::timestamptz, '-infinity'::timestamptz) <= now()
        and (
          (c.status in ('Submitted', 'DirectiveRequested', 'DirectiveIssued')
            and coalesce((c.draft->'processing'->>'attempts')::int, 0) < ${options.maxAttempts}
            and coalesce(
              (select max(e.at) from claim_events e where e.claim_id = c.id and e.status = c.status),
              c.updated_at) <= now() - make_interval(secs => ${options.stepSeconds}))
          or (c.status = 'Paid' and c.draft->'processing'->>'documents' = 'pending')
        )
      order by c.id
      limit 1
      for update of c skip locked
    )
    returning id`);
  const id = (result as unknown as { rows: { id: number | string }[] }).rows[0]?.id;
  return id === undefined ? undefined : claimById(db, Number(id), 'none');
}

/** The claim, its row locked until the transaction ends (call inside a transaction). */
export async function lockClaim(tx: Db, claimId: number): Promise<ProcessableClaim | undefined> {
  return claimById(tx, claimId, 'wait');
}

/** The claim unless another transaction holds its row (call inside a transaction). */
export async function lockClaimUnlessTaken(
  tx: Db,
  claimId: number,
): Promise<ProcessableClaim | undefined> {
  return claimById(tx, claimId, 'skip');
}

/** Replaces the processing bookkeeping (`draft.processing`) of a claim. */
export async function setProcessingState(
  db: Db,
  claimId: number,
  state: ProcessingState,
): Promise<void> {
  await db.execute(sql`
    update claims set draft = jsonb_set(draft, '{processing}', ${JSON.stringify(state)}::jsonb)
    where id = ${claimId} and draft is not null`);
}

/** Records a technical failure: one more attempt, and not tried again before `retrySeconds`. */
export async function recordFailedAttempt(
  db: Db,
  claimId: number,
  retrySeconds: number,
): Promise<number> {
  const result = await db.execute(sql`
    update claims set draft = jsonb_set(draft, '{processing}',
      coalesce(draft->'processing', '{}'::jsonb) || jsonb_build_object(
        'attempts', coalesce((draft->'processing'->>'attempts')::int, 0) + 1,
        'notBefore', to_jsonb(now() + make_interval(secs => ${retrySeconds}))))
    where id = ${claimId} and draft is not null
    returning (draft->'processing'->>'attempts')::int as attempts`);
  return Number((result as unknown as { rows: { attempts: number }[] }).rows[0]?.attempts ?? 0);
}

/** Sets a key of the claim's data (`draft`), e.g. the directive's details. */
export async function setClaimDataKey(
  tx: Db,
  claimId: number,
  key: string,
  value: unknown,
): Promise<void> {
  await tx.execute(sql`
    update claims set draft = jsonb_set(draft, ${`{${key}}`}::text[], ${JSON.stringify(value)}::jsonb)
    where id = ${claimId} and draft is not null`);
}

/** The directive's figures on the claim's own columns (call inside a transaction). */
export async function setDirectiveFigures(
  tx: Db,
  claimId: number,
  figures: { directiveNumber: string; taxCents: number; netCents: number },
): Promise<void> {
  await tx
    .update(claims)
    .set({
      directiveNumber: figures.directiveNumber,
      taxCents: figures.taxCents,
      netCents: figures.netCents,
    })
    .where(eq(claims.id, claimId));
}

export async function setDeclineReason(tx: Db, claimId: number, reason: string): Promise<void> {
  await tx.update(claims).set({ declineReason: reason }).where(eq(claims.id, claimId));
}

export async function setPaidOn(tx: Db, claimId: number, paidOn: string): Promise<void> {
  await tx.update(claims).set({ paidOn }).where(eq(claims.id, claimId));
}

/** One portfolio of a membership as a payment from its savings pot needs it. */
export type SavingsHolding = {
  portfolioId: number;
  /** The portfolio's latest price on or before the day, and its date. */
  priceDate: string;
  priceMicro: number;
  /** Units of every pot bucket at the end of the day (ten-thousandths). */
  totalUnits: number;
  /** Units of the savings pot at the end of the day. */
  savingsUnits: number;
};

/**
 * The membership's portfolios that hold savings units, each at its latest price on or before
 * `onOrBefore` (DESIGN §1a: units on a date are the latest position row on or before it).
 */
export async function savingsHoldingsOf(
  db: Db,
  membershipId: number,
  onOrBefore: string,
): Promise<SavingsHolding[]> {
  const result = await db.execute(sql`
    with held as (
      select distinct p.portfolio_id from positions p
      where p.membership_id = ${membershipId} and p.bucket = 'savings'
    ), priced as (
      select h.portfolio_id, up.price_date, up.price_micro
      from held h cross join lateral (
        select u.price_date, u.price_micro from unit_prices u
        where u.portfolio_id = h.portfolio_id and u.price_date <= ${onOrBefore}::date
        order by u.price_date desc limit 1
      ) up
    )
    select pr.portfolio_id, pr.price_date::text as price_date, pr.price_micro::text as price_micro,
      (select coalesce(sum(latest.units), 0)
        from (values ('available'), ('notAvailable'), ('savings'), ('retirement')) b(bucket)
        cross join lateral (
          select p.units from positions p
          where p.membership_id = ${membershipId} and p.portfolio_id = pr.portfolio_id
            and p.bucket = b.bucket and p.as_of <= ${onOrBefore}::date
          order by p.as_of desc limit 1
        ) latest)::text as total_units,
      coalesce((
        select p.units from positions p
        where p.membership_id = ${membershipId} and p.portfolio_id = pr.portfolio_id
          and p.bucket = 'savings' and p.as_of <= ${onOrBefore}::date
        order by p.as_of desc limit 1), 0)::text as savings_units
    from priced pr
    order by pr.portfolio_id`);
  const rows = (
    result as unknown as {
      rows: {
        portfolio_id: number | string;
        price_date: string;
        price_micro: string;
        total_units: string;
        savings_units: string;
      }[];
    }
  ).rows;
  return rows.map((row) => ({
    portfolioId: Number(row.portfolio_id),
    priceDate: row.price_date,
    priceMicro: Number(row.price_micro),
    totalUnits: Number(row.total_units),
    savingsUnits: Number(row.savings_units),
  }));
}

export type SavingsSale = {
  portfolioId: number;
  txDate: string;
  type: 'withdrawal' | 'fee';
  name: string;
  /** Negative: units leave the fund. */
  units: number;
  unitPriceMicro: number;
  /** Negative: money leaves the fund. */
  amountCents: number;
};

/**
 * Writes the payment's rows from the savings pot; the positions follow in the same transaction
 * (the triggers of migration 0003).
 */
export async function insertSavingsSales(
  tx: Db,
  membershipId: number,
  sales: readonly SavingsSale[],
): Promise<void> {
  if (sales.length === 0) return;
  await tx.insert(transactions).values(
    sales.map((sale) => ({
      membershipId,
      portfolioId: sale.portfolioId,
      txDate: sale.txDate,
      type: sale.type,
      name: sale.name,
      units: sale.units,
      unitPriceMicro: sale.unitPriceMicro,
      amountCents: sale.amountCents,
      pot: 'savings' as const,
      vestedStatus: null,
    })),
  );
}
