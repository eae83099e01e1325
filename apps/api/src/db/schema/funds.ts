import { sql } from 'drizzle-orm';
import { TRANSACTION_TYPES } from '@portal/domain/period';
import { ASSET_CLASSES } from '@portal/domain/projection-assumptions';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns';
import { members } from './members-and-accounts';

// Funds (spec 2 §3): products, memberships, portfolios with their unit prices, and the unit
// transactions the fund figures are computed from.

/** A fund or product (spec 2 §3 "Fund summary"), shared by its members. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    schemeNumber: text('scheme_number').notNull(),
    fullProductName: text('full_product_name').notNull(),
    heading: text('heading').notNull(),
    fundName: text('fund_name').notNull(),
    schemeName: text('scheme_name'),
    schemeNumberRef: text('scheme_number_ref'),
    employerName: text('employer_name'),
    sourceSystemName: text('source_system_name').notNull(),
    productTypeCategory: text('product_type_category', {
      enum: ['Retail', 'Institutional'],
    }).notNull(),
    isGlobalProduct: boolean('is_global_product').notNull().default(false),
    twoPotIndicator: text('two_pot_indicator', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    nobIndicator: text('nob_indicator', { enum: ['Y', 'N'] })
      .notNull()
      .default('N'),
    caseKey: text('case_key').notNull(),
    /** The product's id in the administrator's records (spec 1 §3 Membership productGuid). */
    productGuid: uuid('product_guid').notNull().defaultRandom(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_scheme_number_key').on(t.schemeNumber),
    uniqueIndex('products_product_guid_key').on(t.productGuid),
  ],
);

/** A member's membership of a product, with the member-information fields of spec 2 §3. */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    membershipNumber: text('membership_number').notNull(),
    refNum1: text('ref_num1'),
    caseMemberKey: text('case_member_key').notNull(),
    isRestricted: boolean('is_restricted').notNull().default(false),
    isCustomView: boolean('is_custom_view').notNull().default(false),
    accountStatus: text('account_status'),
    masterMemberStatus: text('master_member_status'),
    category: text('category'),
    billGroup: text('bill_group'),
    payrollRef: text('payroll_ref'),
    dateJoined: date('date_joined').notNull(),
    dateJoinedScheme: date('date_joined_scheme'),
    dateOfTransfer: date('date_of_transfer'),
    pensionableServiceDate: date('pensionable_service_date'),
    accountStatusEffectiveDate: date('account_status_effective_date'),
    normalRetirementDate: date('normal_retirement_date'),
    pensionServiceCommencementDate: date('pension_service_commencement_date'),
    annualPensionableSalaryCents: cents('annual_pensionable_salary_cents'),
    memberContributionRateBp: integer('member_contribution_rate_bp'),
    employerContributionRateBp: integer('employer_contribution_rate_bp'),
    lastContributionRateBp: integer('last_contribution_rate_bp'),
    /**
     * The fund's charges on this membership as its rules set them (the fee rows follow them): the
     * monthly administration fee in cents, VAT included, never more than `adminFeeCapBp` a year of
     * the value; and the asset-based fee, basis points a year of the value. Null where the fund
     * states none (the Effective Annual Cost then counts none).
     */
    adminFeeCents: cents('admin_fee_cents'),
    adminFeeCapBp: integer('admin_fee_cap_bp'),
    assetFeeBp: integer('asset_fee_bp'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('memberships_member_product_key').on(t.memberId, t.productId),
    uniqueIndex('memberships_case_member_key_key').on(t.caseMemberKey),
    index('memberships_product_idx').on(t.productId),
  ],
);

/** An investment portfolio with its own daily unit price series, shared by many members. */
export const portfolios = pgTable(
  'portfolios',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull().default('ZAR'),
    /** Exchange rate to rand in micro-units; 1 000 000 for rand portfolios. */
    exchangeRateMicro: bigint('exchange_rate_micro', { mode: 'number' })
      .notNull()
      .default(1_000_000),
    /** Fact-sheet document id (spec 2 §3 udwID). */
    udwId: text('udw_id').notNull(),
    /**
     * The portfolio's total expense ratio (its investment charges a year, in basis points), stated
     * on its fact sheet; the unit prices are after it (priced into the units).
     */
    totalExpenseRatioBp: integer('total_expense_ratio_bp'),
    /**
     * The portfolio's transaction costs (TC), basis points a year, from its fact sheet; the TER and
     * TC make its total investment charge (TIC). Priced into the units like the TER.
     */
    transactionCostsBp: integer('transaction_costs_bp'),
    /** The fact sheet's (minimum disclosure document's) particulars. */
    asisaCategory: text('asisa_category'),
    benchmarkName: text('benchmark_name'),
    manager: text('manager'),
    /** Whether the portfolio complies with Regulation 28 of the Pension Funds Act. */
    regulation28Compliant: boolean('regulation28_compliant'),
    inceptionDate: date('inception_date'),
  },
  (t) => [
    uniqueIndex('portfolios_code_key').on(t.code),
    uniqueIndex('portfolios_udw_id_key').on(t.udwId),
  ],
);

/**
 * A portfolio's holdings by asset class as its fact sheet gives them (the projection's mix,
 * docs/decisions/039-one-projection.md): shares in basis points, a portfolio's adding up to 10 000.
 */
export const portfolioAssetMix = pgTable(
  'portfolio_asset_mix',
  {
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    assetClass: text('asset_class', { enum: ASSET_CLASSES }).notNull(),
    shareBp: integer('share_bp').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.portfolioId, t.assetClass] }),
    check('portfolio_asset_mix_share_check', sql`${t.shareBp} between 0 and 10000`),
    check(
      'portfolio_asset_mix_class_check',
      sql`${t.assetClass} in ${sql.raw(`(${ASSET_CLASSES.map((c) => `'${c}'`).join(', ')})`)}`,
    ),
  ],
);

/**
 * A product's investment range as its rules list it: the portfolios its members may choose for
 * their savings and contributions (the projection's what-ifs offer these). Read by every member of
 * the product, so a change moves every member's data version (migration 0028).
 */
export const productPortfolios = pgTable(
  'product_portfolios',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id),
    /** The product's default portfolio (Regulation 37), where a member who chooses none is invested. */
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.portfolioId] }),
    uniqueIndex('product_portfolios_one_default_key')
      .on(t.productId)
      .where(sql`${t.isDefault}`),
  ],
);

/** A portfolio's largest holdings as its fact sheet lists them, largest first. */
export const portfolioTopHoldings = pgTable(
  'portfolio_top_holdings',
  {
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    shareBp: integer('share_bp').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.portfolioId, t.position] }),
    check('portfolio_top_holdings_share_check', sql`${t.shareBp} between 0 and 10000`),
  ],
);

/**
 * A portfolio's benchmark as a level at each month end (the fact sheet's returns against it), in
 * micro-units: its composite of the market's indices, before any charge.
 */
export const portfolioBenchmarkLevels = pgTable(
  'portfolio_benchmark_levels',
  {
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'cascade' }),
    monthEnd: date('month_end').notNull(),
    levelMicro: bigint('level_micro', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.portfolioId, t.monthEnd] })],
);

export const unitPrices = pgTable(
  'unit_prices',
  {
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id),
    priceDate: date('price_date').notNull(),
    priceMicro: bigint('price_micro', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.portfolioId, t.priceDate] }),
    check('unit_prices_positive', sql`${t.priceMicro} > 0`),
  ],
);

/** How a membership's contributions are spread over portfolios (spec 2 §3 contributionAllocation). */
export const membershipPortfolios = pgTable(
  'membership_portfolios',
  {
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id),
    contributionAllocationBp: integer('contribution_allocation_bp').notNull(),
    effectiveDate: date('effective_date').notNull(),
  },
  (t) => [primaryKey({ columns: [t.membershipId, t.portfolioId] })],
);

/** The kinds of transaction a fund books: the domain's one list (period.ts). */
export { TRANSACTION_TYPES };

export const POTS = ['vested', 'savings', 'retirement'] as const;

/**
 * A unit transaction. `amountCents` is signed from the fund's side (DESIGN §1a): money in
 * positive, money out negative; `units` carries the same sign.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id),
    txDate: date('tx_date').notNull(),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    name: text('name').notNull(),
    /** Units in ten-thousandths (4 decimals), signed. */
    units: bigint('units', { mode: 'number' }).notNull(),
    unitPriceMicro: bigint('unit_price_micro', { mode: 'number' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    pot: text('pot', { enum: POTS }).notNull(),
    /** For the vested pot: whether the money is available or not (spec 2 §3). */
    vestedStatus: text('vested_status', { enum: ['available', 'notAvailable'] }),
    /** The member's switch instruction a switch row carries out (switches.ts); null otherwise. */
    switchInstructionId: integer('switch_instruction_id'),
  },
  (t) => [
    index('transactions_membership_date_idx').on(t.membershipId, t.txDate),
    // The contributions that arrived lately, for their notices (contribution-arrears.ts).
    index('transactions_contribution_date_idx')
      .on(t.txDate, t.membershipId)
      .where(sql`${t.type} = 'contribution'`),
    check(
      'transactions_sign_check',
      sql`(${t.amountCents} >= 0 and ${t.units} >= 0 and ${t.type} in ('contribution','transfer_in','switch_in')) or (${t.amountCents} <= 0 and ${t.units} <= 0 and ${t.type} in ('withdrawal','fee','switch_out'))`,
    ),
    check(
      'transactions_vested_status_check',
      sql`(${t.pot} = 'vested') = (${t.vestedStatus} is not null)`,
    ),
  ],
);

/** The pot buckets of spec 2 §3: vested money available or not, the savings and retirement pots. */
export const POT_BUCKETS = ['available', 'notAvailable', 'savings', 'retirement'] as const;

/**
 * DESIGN §1a "Positions": for each membership × portfolio × pot bucket, a row for each date on
 * which it had transactions, holding the units at the end of that day (the signed sum of every
 * transaction up to and including it). The database keeps it in step with `transactions` in the
 * same transaction as the rows themselves (triggers of migration 0003), so units on any date are
 * the latest row on or before it: one indexed read, never a scan of the history.
 */
export const positions = pgTable(
  'positions',
  {
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id),
    bucket: text('bucket', { enum: POT_BUCKETS }).notNull(),
    asOf: date('as_of').notNull(),
    /** Units held at the end of `asOf`, in ten-thousandths. */
    units: bigint('units', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.membershipId, t.portfolioId, t.bucket, t.asOf] })],
);
