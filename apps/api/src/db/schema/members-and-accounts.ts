import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

// Members (spec 1 §3), the history of their profile changes, and the sign-in accounts of the
// embedded identity provider.

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
    /**
     * The member's income tax reference number (ten digits, valid by the domain's tax-number.ts),
     * as the fund holds it; null: the fund has none. Kept from the administration's records, or
     * from the first claim the member gave one with (issue 45); changed through the contact centre.
     */
    incomeTaxNumber: text('income_tax_number'),
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
    // The form of an income tax number (its check digit is the domain's to check).
    check('members_income_tax_number_check', sql`${t.incomeTaxNumber} ~ '^[01239][0-9]{9}$'`),
  ],
);

/**
 * Append-only history of every profile change a member saved (DESIGN §4 habit 13): who, when,
 * through which call, the fields changed and their values before and after. Written in the same
 * transaction as the change; a trigger refuses updates and deletes (migration 0007).
 */
export const profileAudit = pgTable(
  'profile_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** The member's afgroupid: who made the change (a member only ever changes their own). */
    actor: text('actor').notNull(),
    /** The call that saved it: UpdateProfileDetails or UpdatePersonalDetails. */
    source: text('source').notNull(),
    fields: text('fields').array().notNull(),
    before: jsonb('before').$type<Record<string, string>>().notNull(),
    after: jsonb('after').$type<Record<string, string>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_audit_member_idx').on(t.memberId, t.at)],
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

/**
 * Failed sign-ins per username and the address they came from, for limits that hold across server
 * replicas (per username and address, per address, and the slowing down of a username).
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    /** An attempt is recorded before its password is checked and removed by this id on success. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    address: text('address').notNull().default(''),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_attempts_username_idx').on(t.username, t.attemptedAt),
    index('sign_in_attempts_address_idx').on(t.address, t.attemptedAt),
  ],
);
