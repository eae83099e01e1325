import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  accountAudit,
  accounts,
  beneficiaries,
  claimEvents,
  claims,
  complaints,
  counsellingAcknowledgements,
  contributionSchedule,
  correctionRequests,
  coverAmounts,
  covers,
  dataArchives,
  dataChanges,
  deceasedMemberAlerts,
  detailsConfirmations,
  emailChanges,
  externalFunds,
  identityVerifications,
  kbaAttempts,
  knownBrowsers,
  mailOutbox,
  memberConsents,
  memberDailyQuotas,
  memberDocuments,
  memberKbaRecords,
  memberNotices,
  members,
  membershipBlocks,
  membershipPortfolios,
  memberships,
  messageAttachments,
  messageThreads,
  nominationAudit,
  nominations,
  noticePreferences,
  partnerCalls,
  passkeys,
  passwordResets,
  positions,
  profileAudit,
  proposals,
  referralLeads,
  secondFactors,
  secondStepFailures,
  sessions,
  signInAttempts,
  smsOutbox,
  stepUpConfirmations,
  switchInstructions,
  taxRegisterIncomes,
  threadMessages,
  transferRequests,
  transactions,
} from '../../db/schema';

// What the member's data archive holds (issue 49 point 2; POPIA section 23): one line per table
// the portal keeps about a member, naming the JSON file it goes to, what it is in plain words,
// and how its rows are found from the member (the column and the kind of key it holds). Adding a
// table that holds a member's data is one line here; archive-registry.repository.test.ts reads the schema
// and fails for a member-keyed table that is neither here nor in WITHHELD_TABLES below.
//
// A column whose value is a secret (a password hash, a token, a second factor's key) is listed in
// `secret`: the archive says the value exists, never what it is, so an archive that goes astray
// cannot be used to sign in as the member. Stored files (bytes) are listed by name and size; the
// files themselves are on the portal's pages.

/** What a key column holds: the member's id, or the id of one of the member's own things. */
export type ArchiveKey =
  'member' | 'membership' | 'nomination' | 'claim' | 'cover' | 'thread' | 'afGroupId' | 'username';

export type ArchiveEntry = {
  /** The JSON file in the archive. */
  file: `${string}.json`;
  /** What the file holds, in the member's words (the PDF summary's and the manifest's). */
  about: string;
  table: PgTable;
  /** The column that finds the member's rows, and what it holds. */
  column: AnyPgColumn;
  by: ArchiveKey;
  /** Columns (property names) whose values are secret, with why. */
  secret?: Record<string, string>;
};

const HASH = 'a one-way fingerprint used to check what you type; it cannot be read back';
const TOKEN = 'a secret that signs you in; kept only in the portal';

/* prettier-ignore */
export const ARCHIVE_REGISTRY: readonly ArchiveEntry[] = [
  { file: 'profile.json', about: 'Your personal and contact details', table: members, column: members.id, by: 'member', secret: { userPin: HASH } },
  { file: 'profile-changes.json', about: 'The history of changes to your details', table: profileAudit, column: profileAudit.memberId, by: 'member' },
  { file: 'memberships.json', about: 'Your memberships of funds and products', table: memberships, column: memberships.memberId, by: 'member' },
  { file: 'membership-blocks.json', about: 'Holds placed on a membership', table: membershipBlocks, column: membershipBlocks.membershipId, by: 'membership' },
  { file: 'investment-choices.json', about: 'How your contributions are invested', table: membershipPortfolios, column: membershipPortfolios.membershipId, by: 'membership' },
  { file: 'transactions.json', about: 'Every transaction in your funds', table: transactions, column: transactions.membershipId, by: 'membership' },
  { file: 'positions.json', about: 'The units you held, by date', table: positions, column: positions.membershipId, by: 'membership' },
  { file: 'contribution-schedule.json', about: 'Contributions due from your employer', table: contributionSchedule, column: contributionSchedule.membershipId, by: 'membership' },
  { file: 'switches.json', about: 'Your investment switch instructions', table: switchInstructions, column: switchInstructions.memberId, by: 'member' },
  { file: 'covers.json', about: 'Your life and funeral covers', table: covers, column: covers.memberId, by: 'member' },
  { file: 'cover-amounts.json', about: 'The amounts of your covers', table: coverAmounts, column: coverAmounts.coverId, by: 'cover' },
  { file: 'nominations.json', about: 'Your beneficiary nominations', table: nominations, column: nominations.memberId, by: 'member' },
  { file: 'beneficiaries.json', about: 'The beneficiaries you nominated', table: beneficiaries, column: beneficiaries.nominationId, by: 'nomination' },
  { file: 'nomination-audit.json', about: 'Every change to your nominations', table: nominationAudit, column: nominationAudit.memberId, by: 'member' },
  { file: 'claims.json', about: 'Your claims and withdrawals', table: claims, column: claims.memberId, by: 'member' },
  { file: 'claim-events.json', about: 'The steps of your claims', table: claimEvents, column: claimEvents.claimId, by: 'claim' },
  { file: 'partner-calls.json', about: 'Checks made with other organisations for your claims', table: partnerCalls, column: partnerCalls.memberId, by: 'member' },
  { file: 'documents.json', about: 'Statements, certificates and documents issued to you or sent by you (their list)', table: memberDocuments, column: memberDocuments.memberId, by: 'member' },
  { file: 'external-funds.json', about: 'Funds held elsewhere that you told us of', table: externalFunds, column: externalFunds.memberId, by: 'member' },
  { file: 'tax-register.json', about: 'Your taxable income as registered', table: taxRegisterIncomes, column: taxRegisterIncomes.memberId, by: 'member' },
  { file: 'identity-checks.json', about: 'Checks of your identity number', table: identityVerifications, column: identityVerifications.memberId, by: 'member' },
  { file: 'knowledge-questions.json', about: 'Security questions you were asked', table: kbaAttempts, column: kbaAttempts.memberId, by: 'member', secret: { answerKey: 'the expected answers, which would let another person pass the questions' } },
  { file: 'notices.json', about: 'The notices in your inbox', table: memberNotices, column: memberNotices.memberId, by: 'member' },
  { file: 'notice-choices.json', about: 'How you chose to be told of each kind of notice', table: noticePreferences, column: noticePreferences.memberId, by: 'member' },
  { file: 'mail-sent.json', about: 'Emails sent to you', table: mailOutbox, column: mailOutbox.memberId, by: 'member' },
  { file: 'sms-sent.json', about: 'SMS messages sent to you', table: smsOutbox, column: smsOutbox.memberId, by: 'member' },
  { file: 'messages.json', about: 'Your conversations with the fund', table: messageThreads, column: messageThreads.memberId, by: 'member' },
  { file: 'message-texts.json', about: 'The messages of your conversations', table: threadMessages, column: threadMessages.threadId, by: 'thread' },
  { file: 'message-attachments.json', about: 'Files sent with your messages (their list)', table: messageAttachments, column: messageAttachments.memberId, by: 'member' },
  { file: 'complaints.json', about: 'Your complaints to the fund', table: complaints, column: complaints.memberId, by: 'member' },
  { file: 'corrections.json', about: 'Your requests to correct details the fund holds', table: correctionRequests, column: correctionRequests.memberId, by: 'member' },
  { file: 'consents.json', about: 'Consents you gave or withdrew, and your objections to direct marketing', table: memberConsents, column: memberConsents.memberId, by: 'member' },
  { file: 'details-confirmations.json', about: 'Each time you confirmed your contact details and beneficiaries, with what you confirmed', table: detailsConfirmations, column: detailsConfirmations.memberId, by: 'member' },
  { file: 'counselling.json', about: 'The counselling material on leaving service you confirmed reading', table: counsellingAcknowledgements, column: counsellingAcknowledgements.memberId, by: 'member' },
  { file: 'transfers.json', about: 'Transfers of your funds to other funds you asked for', table: transferRequests, column: transferRequests.memberId, by: 'member' },
  { file: 'referrals.json', about: 'Your requests to be contacted by an adviser', table: referralLeads, column: referralLeads.memberId, by: 'member' },
  { file: 'proposals.json', about: 'Proposals prepared for you', table: proposals, column: proposals.memberId, by: 'member' },
  { file: 'deaths-reported.json', about: 'Deaths you reported to the fund', table: deceasedMemberAlerts, column: deceasedMemberAlerts.reportedByMemberId, by: 'member' },
  { file: 'account.json', about: 'Your sign-in account', table: accounts, column: accounts.memberId, by: 'member', secret: { passwordHash: HASH } },
  { file: 'account-events.json', about: 'Sign-ins and security events on your account', table: accountAudit, column: accountAudit.memberId, by: 'member' },
  { file: 'sign-in-attempts.json', about: 'Failed sign-ins with your username', table: signInAttempts, column: signInAttempts.username, by: 'username' },
  { file: 'second-step-failures.json', about: 'Failed second steps of sign-in', table: secondStepFailures, column: secondStepFailures.memberId, by: 'member' },
  { file: 'sessions.json', about: 'Your signed-in sessions', table: sessions, column: sessions.afGroupId, by: 'afGroupId', secret: { idHash: TOKEN, idToken: TOKEN, accessToken: TOKEN, refreshToken: TOKEN, providerSessionUid: TOKEN } },
  { file: 'known-browsers.json', about: 'Browsers you signed in from', table: knownBrowsers, column: knownBrowsers.memberId, by: 'member', secret: { browserHash: HASH } },
  { file: 'passkeys.json', about: 'Your passkeys', table: passkeys, column: passkeys.memberId, by: 'member', secret: { publicKey: 'the passkey’s public key, which only checks a signature' } },
  { file: 'second-factor.json', about: 'Your authenticator app (second step of sign-in)', table: secondFactors, column: secondFactors.memberId, by: 'member', secret: { secret: TOKEN, recoveryHashes: HASH } },
  { file: 'password-resets.json', about: 'Password resets you asked for', table: passwordResets, column: passwordResets.memberId, by: 'member', secret: { tokenHash: HASH } },
  { file: 'email-changes.json', about: 'Changes of your email address', table: emailChanges, column: emailChanges.memberId, by: 'member', secret: { confirmTokenHash: HASH, cancelTokenHash: HASH } },
  { file: 'confirmations.json', about: 'Changes you confirmed with a second step', table: stepUpConfirmations, column: stepUpConfirmations.memberId, by: 'member', secret: { sessionIdHash: TOKEN, detailsHash: HASH } },
  { file: 'daily-limits.json', about: 'What you used of the daily limits (uploads, messages)', table: memberDailyQuotas, column: memberDailyQuotas.memberId, by: 'member' },
  { file: 'data-archives.json', about: 'The archives of your data you asked for', table: dataArchives, column: dataArchives.memberId, by: 'member' },
];

/**
 * Member-keyed tables that hold nothing the member reads, and why. The archive's manifest lists
 * them, so the member knows they exist.
 */
export const WITHHELD_TABLES: readonly { table: PgTable; reason: string }[] = [
  {
    table: dataChanges,
    reason:
      'A counter of changes to your data that the portal uses to know when to read it again; it holds no information about you.',
  },
  {
    table: memberKbaRecords,
    reason:
      'The answers to the security questions used to check who you are (a previous employer, suburb, number or fund). They are not put in the archive, so that an archive that goes astray cannot be used to pass the questions; ask the fund if you want them.',
  },
];
