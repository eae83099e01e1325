import { z } from 'zod';
import { defineRoute } from './route';
import { requestText } from './wire';

// spec 1 §3 "Profile (read)".
export const UserTypeSchema = z.enum(['Institutional', 'Retail', 'Hybrid']);
export const RegistrationTypeSchema = z.enum(['combined', 'individual', 'corporate']);

export const ProfileSchema = z.object({
  userType: UserTypeSchema,
  identifierType: z.enum(['ID', 'Passport']),
  title: z.string().nullable(),
  initials: z.string().nullable(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  gender: z.string().nullable(),
  maritalStatus: z.string().nullable(),
  retirementAge: z.number().int().nullable(),
  smokingInd: z.boolean().nullable(),
  idNumber: z.string().nullable(),
  passportNumber: z.string().nullable(),
  samAccount: z.string().nullable(),
  /**
   * Our addition (issue 45): the income tax reference number the fund holds for the member (ten
   * digits), shown read-only; changed only through the contact centre. Null: the fund holds none.
   */
  incomeTaxNumber: z.string().nullable(),
  primaryContactNumber: z.string().nullable(),
  recoveryContactNumber: z.string().nullable(),
  primaryEmailAddress: z.string().nullable(),
  recoveryEmailAddress: z.string().nullable(),
  registrationType: RegistrationTypeSchema.nullable(),
  preferredContactMethod: z.string().nullable(),
  address: z.object({
    address: z.string().nullable(),
    suburb: z.string().nullable(),
    city: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string().nullable(),
  }),
  /**
   * Our addition (decision 032): a new primary email address waiting to be confirmed from that
   * address; until then `primaryEmailAddress` stays in force. Absent when nothing is waiting.
   */
  pendingEmailChange: z
    .object({
      /** The member's own new address, in full. */
      newAddress: z.string(),
      /** When the confirmation link stops working (ISO 8601). */
      expiresAt: z.string(),
    })
    .optional(),
  /**
   * Our addition (issue 49 point 3): the member objected to direct marketing, so no referral
   * offer is shown. Absent when no objection stands.
   */
  objectsToDirectMarketing: z.boolean().optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const ProfileDetailsResponseSchema = z.object({
  success: z.boolean(),
  profile: ProfileSchema,
});

export const getProfileDetails = defineRoute({
  method: 'GET',
  path: '/api/Profile/GetProfileDetails',
  response: ProfileDetailsResponseSchema,
});

// spec 1 §3 "Profile update payload" and §7 PUT /Profile/UpdateProfileDetails. The server lays the
// fields sent over the member's stored profile (a field left out keeps its value; null clears it)
// and checks the whole with the domain's ProfileUpdateSchema. Date of birth, identifier type and
// identity number are part of the payload but may not differ from what is held (spec 1 §2.8).
// The bounds here are the wire's; the domain's rules are stricter.
const field = (max: number) => requestText(max).nullish();

export const ProfileUpdateBodySchema = z.object({
  title: field(20),
  initials: field(40),
  firstName: field(200),
  middleName: field(200),
  surname: field(200),
  dateOfBirth: field(20),
  identifierType: field(20),
  identityNumber: field(40),
  /** Calling code without the plus, then the number (spec 1 §3: '27821234567'). */
  primaryPhoneNumber: field(30),
  primaryEmailAddress: field(254),
  streetName: field(200),
  suburb: field(200),
  city: field(200),
  postalCode: field(20),
  country: field(200),
  registrationType: field(40),
  preferredContactMethod: field(40),
  /**
   * Our addition: the recovery contact details of spec 1 §2.8, which the page edits beside the rest,
   * so that one Update saves everything the member changed at once (or nothing).
   */
  recoveryContactNumber: field(30),
  recoveryEmailAddress: field(254),
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;

export const SuccessResponseSchema = z.object({ success: z.boolean() });

export const updateProfileDetails = defineRoute({
  method: 'PUT',
  path: '/api/Profile/UpdateProfileDetails',
  body: ProfileUpdateBodySchema,
  response: SuccessResponseSchema,
});

/**
 * spec 1 §7 POST /Account/UpdatePersonalDetails: what the update payload lacks, read as the
 * recovery contact number (stored form, like primaryPhoneNumber) and the recovery email.
 */
export const PersonalDetailsBodySchema = z.object({
  recoveryContactNumber: field(30),
  recoveryEmailAddress: field(254),
});
export type PersonalDetailsBody = z.infer<typeof PersonalDetailsBodySchema>;

export const updatePersonalDetails = defineRoute({
  method: 'POST',
  path: '/api/Account/UpdatePersonalDetails',
  body: PersonalDetailsBodySchema,
  response: SuccessResponseSchema,
});

/** One saved change of the member's profile: when, through which call, and the fields it changed. */
export const ProfileChangeSchema = z.object({
  at: z.string(),
  /** The fields' names as the page labels them ('Phone number', 'City'). */
  fields: z.array(z.string()),
});
export type ProfileChange = z.infer<typeof ProfileChangeSchema>;

/** Path not shown in the spec: the member's own most recent profile changes, newest first. */
export const getProfileChanges = defineRoute({
  method: 'GET',
  path: '/api/Profile/GetProfileChanges',
  response: z.object({ success: z.boolean(), changes: z.array(ProfileChangeSchema) }),
});

/**
 * Paths not shown in the spec (decision 032): the signed-in member cancels the change of email
 * address waiting for confirmation (nothing waiting is no error), or has the confirmation mailed
 * to the new address again with a fresh link (404 when nothing is waiting, 429 past the limit).
 */
export const cancelEmailChange = defineRoute({
  method: 'POST',
  path: '/api/Profile/CancelEmailChange',
  response: SuccessResponseSchema,
});

export const resendEmailChange = defineRoute({
  method: 'POST',
  path: '/api/Profile/ResendEmailChange',
  response: SuccessResponseSchema,
});
