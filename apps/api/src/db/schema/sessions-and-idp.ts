import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members-and-accounts';
import { createdAt } from './columns';

// Sessions of the backend-for-frontend and the storage of the embedded identity provider.

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
    /**
     * The embedded provider's session this one came from (its `uid`, as the refresh token records
     * it): it ends with this one, so the next person at a shared computer is asked for the
     * password. Null with an external provider.
     */
    providerSessionUid: text('provider_session_uid'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
    /**
     * When the member last proved who they are (the ID token's auth_time), and whether with the
     * strongest method they have (its acr): money and identity changes ask for both to be recent.
     */
    authTime: timestamp('auth_time', { withTimezone: true }),
    acr: text('acr'),
    /** The browser and system it was signed in from ("Chrome on Android"), for the account page. */
    browser: text('browser').notNull().default(''),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sessions_last_seen_idx').on(t.lastSeenAt),
    index('sessions_provider_session_idx').on(t.providerSessionUid),
  ],
);

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

/**
 * What a member is asked to confirm at a step-up before money moves (a savings withdrawal, the
 * bank account it is paid into): the details as the member sees them, and a hash of the details
 * that the confirmation holds for. The provider's page shows the summary and notes when the
 * member proved who they are on it (`seenAt`; with a passkey the signature covers the hash); the
 * portal then ties it to the session (`confirmedAt`), and the change it was for uses it once.
 */
export const stepUpConfirmations = pgTable(
  'step_up_confirmations',
  {
    /** A random id, carried by the step-up's authorization request. */
    id: text('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The session that asked; only it may use the confirmation. */
    sessionIdHash: text('session_id_hash').notNull(),
    purpose: text('purpose').notNull(),
    /** The lines the confirmation page shows: [label, value] in order. */
    summary: jsonb('summary').$type<[string, string][]>().notNull(),
    detailsHash: text('details_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('step_up_confirmations_member_idx').on(t.memberId, t.createdAt)],
);
