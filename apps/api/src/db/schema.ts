import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// The whole specification's data model (spec 1 §3, spec 2 §3, spec 3 §3). Money is integer cents,
// shares are basis points (10 000 = 100 %), units are ten-thousandths (4 decimals) and unit prices
// micro-rand (6 decimals), so no total ever drifts (DESIGN §1a, §4 habit 5).

const cents = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A member: every profile field of spec 1 §3. The user type is derived from the products held. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    /** The `afgroupid` claim of the member's access token. */
    afGroupId: text('af_group_id').notNull(),
    identifierType: text('identifier_type', { enum: ['ID', 'Passport'] }).notNull(),
    title: text('title'),
    initials: text('initials'),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    gender: text('gender', { enum: ['Female', 'Male'] }),
    maritalStatus: text('marital_status'),
    retirementAge: integer('retirement_age'),
    smokingInd: boolean('smoking_ind'),
    idNumber: text('id_number'),
    passportNumber: text('passport_number'),
    passportExpiryDate: date('passport_expiry_date'),
    passportCountry: text('passport_country'),
    samAccount: text('sam_account'),
    /** Calling code digits followed by the local number without its leading 0 (spec 1 §3). */
    primaryContactNumber: text('primary_contact_number'),
    recoveryContactNumber: text('recovery_contact_number'),
    workNumber: text('work_number'),
    homeNumber: text('home_number'),
    primaryEmailAddress: text('primary_email_address'),
    recoveryEmailAddress: text('recovery_email_address'),
    addressStreet: text('address_street'),
    addressSuburb: text('address_suburb'),
    addressCity: text('address_city'),
    addressPostalCode: text('address_postal_code'),
    addressCountry: text('address_country'),
    registrationType: text('registration_type', { enum: ['combined', 'individual', 'corporate'] }),
    preferredContactMethod: text('preferred_contact_method'),
    employer: text('employer'),
    employeeNumber: text('employee_number'),
    userPin: text('user_pin'),
    /** Optimistic concurrency for profile updates. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('members_af_group_id_key').on(t.afGroupId),
    check(
      'members_identity_check',
      sql`(${t.identifierType} = 'ID' and ${t.idNumber} is not null) or (${t.identifierType} = 'Passport' and ${t.passportNumber} is not null)`,
    ),
  ],
);

/** Sign-in accounts of the embedded identity provider. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('accounts_username_key').on(t.username)],
);

/** Failed sign-ins per username, for rate limiting across server replicas. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    username: text('username').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_attempts_username_idx').on(t.username, t.attemptedAt)],
);

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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('products_scheme_number_key').on(t.schemeNumber)],
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
  },
  (t) => [
    uniqueIndex('portfolios_code_key').on(t.code),
    uniqueIndex('portfolios_udw_id_key').on(t.udwId),
  ],
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

export const TRANSACTION_TYPES = [
  'contribution',
  'transfer_in',
  'switch_in',
  'withdrawal',
  'fee',
  'switch_out',
] as const;
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
  },
  (t) => [
    index('transactions_membership_date_idx').on(t.membershipId, t.txDate),
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

/** Unapproved life and funeral covers (spec 1 §3 nobCovers). */
export const covers = pgTable(
  'covers',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    header: text('header', {
      enum: ['Unapproved Funeral Cover', 'Unapproved Life Cover'],
    }).notNull(),
    caseKey: text('case_key').notNull(),
    caseMemberKey: text('case_member_key').notNull(),
    fundName: text('fund_name').notNull(),
    memberNumber: text('member_number').notNull(),
    sourceSystemName: text('source_system_name').notNull(),
  },
  (t) => [
    uniqueIndex('covers_case_member_key_key').on(t.caseMemberKey),
    index('covers_member_idx').on(t.memberId),
  ],
);

/** Insured amounts of a cover: one row for life cover, one per label for funeral cover. */
export const coverAmounts = pgTable(
  'cover_amounts',
  {
    coverId: integer('cover_id')
      .notNull()
      .references(() => covers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Funeral labels such as 'Main member' or '6 to 13' (spec 1 §3); empty for life cover. */
    label: text('label').notNull().default(''),
    amountCents: cents('amount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.coverId, t.position] })],
);

/**
 * A nomination: the beneficiary list of one membership (retirement) or one cover (life, funeral).
 * Type ids Funeral 1, Retirement 2, LifeCover 3 (DESIGN §5). `version` guards against lost updates.
 */
export const nominations = pgTable(
  'nominations',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nominationTypeId: integer('nomination_type_id').notNull(),
    membershipId: integer('membership_id').references(() => memberships.id, {
      onDelete: 'cascade',
    }),
    coverId: integer('cover_id').references(() => covers.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('nominations_membership_key').on(t.membershipId),
    uniqueIndex('nominations_cover_key').on(t.coverId),
    index('nominations_member_idx').on(t.memberId),
    check('nominations_type_check', sql`${t.nominationTypeId} in (1, 2, 3)`),
    check(
      'nominations_target_check',
      sql`(${t.nominationTypeId} = 2 and ${t.membershipId} is not null and ${t.coverId} is null) or (${t.nominationTypeId} in (1, 3) and ${t.coverId} is not null and ${t.membershipId} is null)`,
    ),
  ],
);

/** A nominated beneficiary (spec 1 §3 Beneficiary). */
export const beneficiaries = pgTable(
  'beneficiaries',
  {
    id: serial('id').primaryKey(),
    nominationId: integer('nomination_id')
      .notNull()
      .references(() => nominations.id, { onDelete: 'cascade' }),
    /** Order of consideration; funeral rows are swapped by exchanging it. */
    nomineeIdentifier: integer('nominee_identifier').notNull(),
    beneficiaryTypeId: integer('beneficiary_type_id').notNull(),
    genderId: integer('gender_id'),
    titleId: integer('title_id').notNull(),
    relationshipId: integer('relationship_id').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    initials: text('initials'),
    dateOfBirth: date('date_of_birth').notNull(),
    identityNumber: text('identity_number'),
    passportNumber: text('passport_number'),
    expiryDate: date('expiry_date'),
    country: text('country'),
    countryCode: text('country_code'),
    phoneNumber: text('phone_number'),
    email: text('email'),
    notes: text('notes'),
    allocationBp: integer('allocation_bp').notNull(),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
    dateModified: timestamp('date_modified', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedBy: text('last_modified_by').notNull(),
  },
  (t) => [
    uniqueIndex('beneficiaries_nomination_order_key').on(t.nominationId, t.nomineeIdentifier),
    check(
      'beneficiaries_allocation_check',
      sql`${t.allocationBp} > 0 and ${t.allocationBp} <= 10000`,
    ),
  ],
);

/** Append-only history of every nomination save; a trigger refuses updates and deletes. */
export const nominationAudit = pgTable(
  'nomination_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    nominationId: integer('nomination_id').notNull(),
    memberId: integer('member_id').notNull(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    versionBefore: integer('version_before').notNull(),
    versionAfter: integer('version_after').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nomination_audit_nomination_idx').on(t.nominationId, t.at)],
);

/** Lookups for the beneficiary forms (spec 1 §3 Value sets). */
export const valueSets = pgTable(
  'value_sets',
  {
    type: text('type', {
      enum: ['titles', 'relationship', 'beneficiarytype', 'nominationtype', 'actions', 'gender'],
    }).notNull(),
    id: integer('id').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.type, t.id] })],
);

/** Notification banners (spec 1 §3 Notification). */
export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  navigationType: text('navigation_type').notNull(),
  sourceSystems: jsonb('source_systems').$type<string[]>().notNull(),
  categoryTitleToDisplay: text('category_title_to_display').notNull(),
  htmlContent: text('html_content').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
});

/** Server-side sessions of the backend-for-frontend: the browser holds only an opaque id. */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value, so a database read never yields a usable cookie. */
    idHash: text('id_hash').primaryKey(),
    afGroupId: text('af_group_id').notNull(),
    subject: text('subject').notNull(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    idToken: text('id_token').notNull(),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_last_seen_idx').on(t.lastSeenAt)],
);

/** Referral leads (spec 3 §3 referral payload). */
export const referralLeads = pgTable('referral_leads', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
});

/** Goal proposals (spec 3 §3 proposal request); the portal serves the page its link opens. */
export const proposals = pgTable('proposals', {
  id: text('id').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  goalCategory: integer('goal_category').notNull(),
  payload: jsonb('payload').notNull(),
  createdAt: createdAt(),
});

/** Keys and secrets the embedded identity provider keeps across restarts. */
export const idpSettings = pgTable('idp_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Storage of the embedded identity provider (grants, sessions, refresh tokens ...). */
export const idpPayloads = pgTable(
  'idp_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('idp_payloads_grant_idx').on(t.grantId),
    index('idp_payloads_uid_idx').on(t.uid),
  ],
);
