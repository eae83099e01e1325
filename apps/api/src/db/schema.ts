// The whole specification's data model (spec 1 §3, spec 2 §3, spec 3 §3), one file per area under
// schema/. This module is drizzle-kit's schema entry point (drizzle.config.ts) and what the code
// imports (`import * as schema from '../schema'`). Money is integer cents, shares are basis points
// (10 000 = 100 %), units are ten-thousandths (4 decimals) and unit prices micro-rand (6
// decimals), so no total ever drifts (DESIGN §1a, §4 habit 5).

export * from './schema/members-and-accounts';
export * from './schema/funds';
export * from './schema/covers-and-nominations';
export * from './schema/notices-referrals-and-proposals';
export * from './schema/sessions-and-idp';
export * from './schema/documents';
export * from './schema/claims';
export * from './schema/identity-checks';
export * from './schema/external-funds';
export * from './schema/member-quotas';
export * from './schema/data-changes';
export * from './schema/mail-and-account';
export * from './schema/group-cover';
export * from './schema/switches';
export * from './schema/inbox';
export * from './schema/inbox-channels';
export * from './schema/contributions';
export * from './schema/messages';
export * from './schema/complaints';
export * from './schema/details-confirmations';
export * from './schema/leaving-service';
export * from './schema/data-archives';
export * from './schema/privacy';
