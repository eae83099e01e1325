import { sql } from 'drizzle-orm';
import {
  bigserial,
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
  uuid,
} from 'drizzle-orm/pg-core';
import { cents, updatedAt } from './columns';
import { memberships } from './funds';
import { members } from './members-and-accounts';

// Covers and nominations (spec 1 §3): unapproved covers, beneficiary lists, their audit trail and
// the value sets of the beneficiary forms.

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
    /** The cover policy's product id in the administrator's records (spec 1 §3 productGuid). */
    productGuid: uuid('product_guid').notNull().defaultRandom(),
  },
  (t) => [
    uniqueIndex('covers_product_guid_key').on(t.productGuid),
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
    /** When the member last saved this nomination online; null when it came on a signed form. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
    /** The day the fund had this nomination on its records; null while it waits for the fund. */
    receivedOn: date('received_on'),
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
    /**
     * spec 1 §3 Beneficiary personId: the nominated person, kept while the row is updated or moved
     * (the list is rewritten on every save); a new or replacing row is a new person.
     */
    personId: uuid('person_id').notNull().defaultRandom(),
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
