import { z } from 'zod';
import { defineRoute } from './route';

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
