import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';
import { members } from './members-and-accounts';

// Outgoing mail, the embedded catcher's mailbox, and the member's account on the embedded
// identity provider: password resets, the browsers a member has signed in from and the account's
// history of security events (DESIGN §1d).

/**
 * Mail waiting to go out, and what became of it. A member's request only adds a row (in the same
 * transaction as what it tells of); the outbox worker sends it (`for update skip locked`), trying
 * again with a growing pause after a failure, MAIL_MAX_ATTEMPTS times.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    /** Which message (mail/mail-templates.ts), for the audit and the tests. */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: ['Pending', 'Sent', 'Failed'] })
      .notNull()
      .default('Pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may next take it (after a failure, later each time). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.dueAt),
    index('mail_outbox_member_idx').on(t.memberId, t.createdAt),
  ],
);

/** What the embedded SMTP catcher received (no SMTP_URL): the demo mailbox page lists it. */
export const caughtMail = pgTable(
  'caught_mail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromAddress: text('from_address').notNull(),
    toAddresses: text('to_addresses').array().notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('caught_mail_received_idx').on(t.receivedAt)],
);

/** "Forgot password?" links: single use, valid PASSWORD_RESET_MINUTES; only the hash is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_member_idx').on(t.memberId, t.createdAt)],
);

/**
 * Requests for a reset link, per username and per address, whether or not the username exists
 * (the limits must not tell which usernames do).
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    address: text('address').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('password_reset_requests_username_idx').on(t.username, t.requestedAt),
    index('password_reset_requests_address_idx').on(t.address, t.requestedAt),
  ],
);

/** The browsers a member has signed in from (a hash of a long-lived random cookie). */
export const knownBrowsers = pgTable(
  'known_browsers',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    browserHash: text('browser_hash').notNull(),
    label: text('label').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.browserHash] })],
);

/**
 * The account's security history, append-only (migration 0018's trigger): sign-ins from new
 * browsers, password changes and resets, sessions ended, mail sent about the account.
 */
export const accountAudit = pgTable(
  'account_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    event: text('event').notNull(),
    /** Never a password, code, token or full address: what happened, e.g. the browser's label. */
    detail: jsonb('detail').$type<Record<string, string | number>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_audit_member_idx').on(t.memberId, t.at)],
);

/**
 * A member's second factor (TOTP, RFC 6238): the shared secret, pending until the member has
 * entered a code from it; the last time step used (each code works once); and the SHA-256 of the
 * recovery codes not used yet.
 */
export const secondFactors = pgTable('second_factors', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  recoveryHashes: text('recovery_hashes').array().notNull().default([]),
  createdAt: createdAt(),
});

/**
 * Wrong codes at the second step of sign-in, counted per member from any address. The count is
 * its own, apart from the password's failures: only someone who got the member's password right
 * reaches this step, so no one else can raise it. It caps code guessing spread over many
 * addresses, which the per-address limits alone would not.
 */
export const secondStepFailures = pgTable(
  'second_step_failures',
  {
    /** A code is recorded as wrong before it is checked and removed by this id when it is right. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    address: text('address').notNull().default(''),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('second_step_failures_member_idx').on(t.memberId, t.attemptedAt)],
);

/**
 * A member's passkeys (WebAuthn discoverable credentials): the credential id, its public key
 * (COSE), the signature counter last seen (a counter that does not grow marks a cloned
 * authenticator), and the name the member gave it.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    credentialId: text('credential_id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_member_idx').on(t.memberId)],
);

/**
 * WebAuthn challenges, each used once: what it is for (adding a passkey for a member, confirming
 * with one of the member's passkeys before another is added, or signing in on an interaction)
 * and until when. An answer signed over a used or expired challenge (a
 * replay) is refused.
 */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose', { enum: ['register', 'confirm', 'sign-in'] }).notNull(),
  /** The member adding or confirming with a passkey, or the interaction signing in. */
  owner: text('owner').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A new primary email address waiting to be confirmed from that address (decision 032): the
 * address on the profile stays in force until the confirmation link is opened. Each link is kept
 * only as its SHA-256, like a reset link's; the confirmation link goes to the new address, the
 * cancel link to the old one. At most one change is open per member: a newer request closes the
 * older as replaced. `outcome` says how a closed change ended (confirmed, cancelled, replaced), so
 * that a link opened after it can say why it no longer works.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    newAddress: text('new_address').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    cancelTokenHash: text('cancel_token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Times the confirmation mail was sent again at the member's request. */
    resends: integer('resends').notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    outcome: text('outcome'),
  },
  (t) => [
    uniqueIndex('email_changes_one_open_per_member')
      .on(t.memberId)
      .where(sql`${t.closedAt} is null`),
  ],
);
