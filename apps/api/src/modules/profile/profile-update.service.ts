import type {
  PersonalDetailsBody,
  ProfileChange,
  ProfileUpdateBody,
} from '@portal/contract/profile';
import { IDENTITY_DETAILS_MESSAGE } from '@portal/domain/profile-fields';
import {
  isSameEmailAddress,
  PROFILE_FIELD_LABELS,
  PROFILE_UPDATE_FIELDS,
  ProfileUpdateSchema,
  changedProfileFields,
  identityFieldChanges,
  type ProfileUpdateField,
} from '@portal/domain/profile-form';
import { inTransaction, type Db } from '../../db/client';
import { tellMember } from '../inbox/tell-member';
import { closePasswordResets } from '../../idp/account.repository';
import { closeOpenEmailChange } from './email-change.repository';
import { requestEmailChange, type EmailChangeContext } from './email-change.service';
import { AppError, notFound } from '../../lib/app-error';
import type { MemberContext } from '../../plugins/member-auth';
import {
  insertProfileAudit,
  lockMember,
  recentProfileChanges,
  updateMemberProfile,
  type MemberProfileColumns,
  type MemberRow,
} from './profile.repository';

// spec 1 §4 "Profile page", §5 "Profile", §7: PUT /Profile/UpdateProfileDetails and POST
// /Account/UpdatePersonalDetails. Each save runs in ONE transaction: the member's row is locked,
// the request's fields are laid over the stored profile, the whole is checked with the domain's
// rules (the form's own), the changed columns written and one audit row added (DESIGN §4 habit
// 13). A refused request or a failure on the way changes nothing.

type ProfileValues = Record<ProfileUpdateField, string>;
type Sent = Partial<Record<ProfileUpdateField, string | null | undefined>>;

/** How many recent changes the page lists. */
export const RECENT_CHANGES_LIMIT = 10;

/** The column each update field is kept in. */
const COLUMN_OF: Record<ProfileUpdateField, keyof MemberProfileColumns> = {
  title: 'title',
  initials: 'initials',
  firstName: 'firstName',
  middleName: 'middleName',
  surname: 'lastName',
  primaryPhoneNumber: 'primaryContactNumber',
  recoveryContactNumber: 'recoveryContactNumber',
  primaryEmailAddress: 'primaryEmailAddress',
  recoveryEmailAddress: 'recoveryEmailAddress',
  streetName: 'addressStreet',
  suburb: 'addressSuburb',
  city: 'addressCity',
  postalCode: 'addressPostalCode',
  country: 'addressCountry',
  registrationType: 'registrationType',
  preferredContactMethod: 'preferredContactMethod',
};

function storedValuesOf(row: MemberRow): ProfileValues {
  const values = {} as ProfileValues;
  for (const field of PROFILE_UPDATE_FIELDS) {
    const stored = row[COLUMN_OF[field]];
    values[field] = typeof stored === 'string' ? stored : '';
  }
  return values;
}

function badRequest(message: string, fieldErrors: Record<string, string[]>): AppError {
  return new AppError('BAD_REQUEST', message, fieldErrors);
}

/**
 * When a change was made, the portal's name for the email it may send, and the check that the
 * member signed in recently enough to change how we reach them (it throws STEP_UP_REQUIRED).
 */
export type SaveContext = EmailChangeContext & { requireRecentAuth: () => void };

/** The details we reach the member by (and send security email to): a change needs a step-up. */
const CONTACT_FIELDS: readonly ProfileUpdateField[] = [
  'primaryPhoneNumber',
  'recoveryContactNumber',
  'primaryEmailAddress',
  'recoveryEmailAddress',
];

/** The numbers whose change the member is told of, and how the notice names each. */
const PHONE_FIELDS = [
  ['primaryPhoneNumber', 'mobile'],
  ['recoveryContactNumber', 'recovery'],
] as const satisfies readonly (readonly [ProfileUpdateField, 'mobile' | 'recovery'])[];

async function saveProfile(
  db: Db,
  member: MemberContext,
  source: 'UpdateProfileDetails' | 'UpdatePersonalDetails',
  sent: Sent,
  identity: Parameters<typeof identityFieldChanges>[1],
  context: SaveContext,
): Promise<void> {
  const { at } = context;
  await inTransaction(db, async (tx) => {
    const row = await lockMember(tx, member.memberId);
    if (!row) throw notFound();
    // spec 1 §2.8, §6: identity details are HR's or the adviser's to change, never the member's.
    const identityChanges = identityFieldChanges(
      {
        dateOfBirth: row.dateOfBirth,
        identifierType: row.identifierType,
        identityNumber: row.identifierType === 'ID' ? row.idNumber : row.passportNumber,
      },
      identity,
    );
    if (identityChanges.length > 0) {
      throw badRequest(
        IDENTITY_DETAILS_MESSAGE,
        Object.fromEntries(identityChanges.map((field) => [field, [IDENTITY_DETAILS_MESSAGE]])),
      );
    }
    const before = storedValuesOf(row);
    const merged: Record<string, string> = { ...before };
    for (const field of PROFILE_UPDATE_FIELDS) {
      const value = sent[field];
      if (value !== undefined) merged[field] = value ?? '';
    }
    const parsed = ProfileUpdateSchema.safeParse(merged);
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        (fieldErrors[issue.path.join('.') || 'request'] ??= []).push(issue.message);
      }
      throw badRequest('The request is not valid.', fieldErrors);
    }
    const after = parsed.data as ProfileValues;
    // A change of letter case or of spaces around it is not another address (decision 032).
    if (isSameEmailAddress(before.primaryEmailAddress, after.primaryEmailAddress))
      after.primaryEmailAddress = before.primaryEmailAddress;
    const changed = changedProfileFields(before, after);
    if (changed.length === 0) return;
    if (changed.some((field) => CONTACT_FIELDS.includes(field))) context.requireRecentAuth();
    // A new address waits for its confirmation from that address; only removing the address
    // (which registration types without email allow) takes effect at once.
    const newAddress = after.primaryEmailAddress;
    const isEmailRequested = changed.includes('primaryEmailAddress') && newAddress !== '';
    const saved = isEmailRequested
      ? changed.filter((field) => field !== 'primaryEmailAddress')
      : changed;
    if (saved.length > 0) {
      const columns: Partial<Record<keyof MemberProfileColumns, string | null>> = {};
      for (const field of saved) {
        // Names are required and never blank here; an empty optional detail is stored as null.
        columns[COLUMN_OF[field]] = after[field] === '' ? null : after[field];
      }
      await updateMemberProfile(tx, member.memberId, columns as Partial<MemberProfileColumns>, at);
      await insertProfileAudit(tx, {
        memberId: member.memberId,
        actor: member.afGroupId,
        source,
        fields: saved,
        before: Object.fromEntries(saved.map((field) => [field, before[field]])),
        after: Object.fromEntries(saved.map((field) => [field, after[field]])),
        at,
      });
    }
    // A number we reach the member by, changed or removed: the member is told (a security event).
    for (const [field, which] of PHONE_FIELDS) {
      if (!saved.includes(field)) continue;
      await tellMember(
        tx,
        member.memberId,
        { kind: 'phone-changed', at, which, ending: after[field].replace(/\D/g, '').slice(-3) },
        { portalName: context.portalName },
      );
    }
    if (isEmailRequested) {
      await requestEmailChange(
        tx,
        {
          memberId: member.memberId,
          actor: member.afGroupId,
          oldAddress: before.primaryEmailAddress,
          newAddress,
        },
        context,
      );
    } else if (saved.includes('primaryEmailAddress')) {
      // The address removed: a change waiting for confirmation is dropped with it, reset links
      // mailed to the old address no longer set a password, and the old address is told.
      await closeOpenEmailChange(tx, member.memberId, 'replaced');
      await closePasswordResets(tx, member.memberId);
      await tellMember(
        tx,
        member.memberId,
        { kind: 'email-changed', at, newAddress: '' },
        { portalName: context.portalName, toAddress: before.primaryEmailAddress },
      );
    }
  });
}

/** PUT /Profile/UpdateProfileDetails: the profile and contact details (spec 1 §3 payload). */
export async function updateProfileDetails(
  db: Db,
  member: MemberContext,
  body: ProfileUpdateBody,
  context: SaveContext,
): Promise<void> {
  const { dateOfBirth, identifierType, identityNumber, ...sent } = body;
  await saveProfile(
    db,
    member,
    'UpdateProfileDetails',
    sent,
    { dateOfBirth, identifierType, identityNumber },
    context,
  );
}

/** POST /Account/UpdatePersonalDetails: the recovery contact number and email. */
export async function updatePersonalDetails(
  db: Db,
  member: MemberContext,
  body: PersonalDetailsBody,
  context: SaveContext,
): Promise<void> {
  await saveProfile(db, member, 'UpdatePersonalDetails', body, {}, context);
}

/** The member's own latest profile changes, newest first, with the fields as the page names them. */
export async function profileChanges(db: Db, memberId: number): Promise<ProfileChange[]> {
  const rows = await recentProfileChanges(db, memberId, RECENT_CHANGES_LIMIT);
  return rows.map((row) => ({
    at: row.at.toISOString(),
    fields: row.fields.map((field) =>
      field in PROFILE_FIELD_LABELS ? PROFILE_FIELD_LABELS[field as ProfileUpdateField] : field,
    ),
  }));
}
