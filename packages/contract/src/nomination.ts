import { NominationTypeIdSchema, RowActionSchema } from '@portal/domain/schemas';
import { NominationChannel } from '@portal/domain/nomination-channel';
import { z } from 'zod';
import { defineRoute } from './route';
import { DateStringSchema, PercentSchema, requestText } from './wire';

export { STALE_NOMINATION_MESSAGE } from './calls/nomination';

// The benefits-service calls of spec 1 §7 and spec 3 §7 (GET /Nomination, processNomination,
// replace, swap, valuesets/all), with the entities of spec 1 §3. Nomination type ids are
// Funeral 1, Retirement 2 (approved), LifeCover 3 (unapproved) everywhere (DESIGN §5).
// Wire formats (DESIGN §1a): allocation a percent number with up to 2 decimals, dates YYYY-MM-DD,
// timestamps ISO 8601. A phone number is stored and sent as the calling code digits followed by
// the local number without its leading 0 for +27 (spec 1 §3), e.g. '27821234567'.

/** spec 1 §3 "Person": the signed-in member as the benefits service describes them. */
export const NominationPersonSchema = z.object({
  id: z.number().int(),
  afGroupId: z.string(),
  gender: z.string().nullable(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  idNumber: z.string().nullable(),
  passportNumber: z.string().nullable(),
  dateOfBirth: DateStringSchema,
  userpin: z.string().nullable(),
  email: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  workNumber: z.string().nullable(),
  homeNumber: z.string().nullable(),
  employer: z.string().nullable(),
  employeeNumber: z.string().nullable(),
  passportExpiryDate: DateStringSchema.nullable(),
  passportCountryOfIssue: z.string().nullable(),
});
export type NominationPerson = z.infer<typeof NominationPersonSchema>;

/**
 * spec 1 §3 "Beneficiary" as stored (every field we keep), plus the display shape of lists
 * (name, surname, relationship, type, idNumber, beneficiaryIndex) and the value-set names.
 * `nomineeIdentifier` is the row's order, 1..n, and names the row in Update and Delete.
 */
export const BeneficiarySchema = z.object({
  nomineeIdentifier: z.number().int(),
  nominationId: z.number().int(),
  nominationTypeId: NominationTypeIdSchema,
  beneficiaryTypeId: z.number().int(),
  genderId: z.number().int().nullable(),
  titleId: z.number().int(),
  relationshipId: z.number().int(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  initials: z.string().nullable(),
  dateOfBirth: DateStringSchema,
  identityNumber: z.string().nullable(),
  passportNumber: z.string().nullable(),
  expiryDate: DateStringSchema.nullable(),
  /** Country of issue of the passport. */
  country: z.string().nullable(),
  countryCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
  allocation: PercentSchema,
  dateCreated: z.string(),
  dateModified: z.string(),
  lastModifiedBy: z.string(),
  /** The nominated person: kept while the row is updated or swapped, new for a new row. */
  personId: z.uuid(),
  // Display shape (spec 1 §2.6, §2.7): ID shown is the identity number, else the passport number.
  name: z.string(),
  surname: z.string(),
  relationship: z.string(),
  type: z.string(),
  gender: z.string(),
  title: z.string(),
  idNumber: z.string(),
  beneficiaryIndex: z.number().int(),
});
export type Beneficiary = z.infer<typeof BeneficiarySchema>;

/** spec 1 §3 "Membership"; `id` is the nomination's id. */
export const NominationMembershipSchema = z.object({
  id: z.number().int(),
  /** The product's (or cover policy's) id in the administrator's records. */
  productGuid: z.uuid(),
  productName: z.string(),
  productCaseKey: z.string(),
  sourceSystemName: z.string(),
  caseMbrKey: z.string(),
  membershipNumber: z.string(),
  /** The fund's scheme number for a retirement nomination (spec 2 links it to the fund page). */
  schemeNumber: z.string().nullable(),
  isApproved: z.boolean(),
  isRestricted: z.boolean(),
  nominationTypeId: NominationTypeIdSchema,
  /** Saved online, or on a form the member signs (a restricted fund, a preservation fund). */
  nominationChannel: z.enum([NominationChannel.Online, NominationChannel.SignedForm]),
});

/** Where the nomination stands: recorded online (timestamp) and received by the fund (date). */
export const NominationStatusSchema = z.object({
  recordedAt: z.string().nullable(),
  receivedOn: z.string().nullable(),
});

/**
 * spec 1 §3 "Product nomination entry": one per nomination (retirement per institutional
 * membership, then unapproved life cover, then funeral). `key` is the product's full name or the
 * cover's header. `version` must be sent back unchanged with every change (409 when stale).
 */
export const ProductNominationSchema = z.object({
  key: z.string(),
  nominationTypeId: NominationTypeIdSchema,
  productCaseKey: z.string(),
  caseMbrKey: z.string(),
  sourceSystemName: z.string(),
  version: z.number().int(),
  membership: NominationMembershipSchema,
  status: NominationStatusSchema,
  beneficiaries: z.array(BeneficiarySchema),
});
export type ProductNomination = z.infer<typeof ProductNominationSchema>;

/** spec 3 §7 "GET nomination details; response success and value". */
export const NominationResponseSchema = z.object({
  success: z.literal(true),
  value: z.object({
    person: NominationPersonSchema,
    productNominations: z.array(ProductNominationSchema),
  }),
});
export type NominationResponse = z.infer<typeof NominationResponseSchema>;

export const getNomination = defineRoute({
  method: 'GET',
  path: '/api/Nomination',
  response: NominationResponseSchema,
});

/**
 * spec 1 §7 GET /beneficiaries/GetBeneficiariesDetails: the member's beneficiaries across all
 * their products in one answer, each nomination with its product and its beneficiaries' display
 * shape (spec 1 §3), in the order of GET /Nomination.
 */
export const BeneficiaryDetailSchema = BeneficiarySchema.pick({
  personId: true,
  nomineeIdentifier: true,
  beneficiaryIndex: true,
  name: true,
  surname: true,
  allocation: true,
  relationship: true,
  type: true,
  idNumber: true,
  dateOfBirth: true,
});

export const ProductBeneficiariesSchema = z.object({
  key: z.string(),
  nominationTypeId: NominationTypeIdSchema,
  /** The spec's names of the nomination types: Retirement, GLA (LifeCover) and Funeral. */
  nominationType: z.enum(['Retirement', 'GLA', 'Funeral']),
  productGuid: z.uuid(),
  productName: z.string(),
  productCaseKey: z.string(),
  caseMbrKey: z.string(),
  sourceSystemName: z.string(),
  membershipNumber: z.string(),
  schemeNumber: z.string().nullable(),
  /** The allocations' sum, a percent with 2 decimals (100 when the list is complete). */
  totalAllocation: PercentSchema,
  beneficiaries: z.array(BeneficiaryDetailSchema),
});
export type ProductBeneficiaries = z.infer<typeof ProductBeneficiariesSchema>;

export const BeneficiariesDetailsResponseSchema = z.object({
  success: z.literal(true),
  beneficiariesDetails: z.array(ProductBeneficiariesSchema),
});
export type BeneficiariesDetailsResponse = z.infer<typeof BeneficiariesDetailsResponseSchema>;

export const getBeneficiariesDetails = defineRoute({
  method: 'GET',
  path: '/api/beneficiaries/GetBeneficiariesDetails',
  response: BeneficiariesDetailsResponseSchema,
});

/**
 * A beneficiary row sent with an action (spec 1 §4: only rows with an action, plus deleted rows,
 * are sent). Insert and Update carry the whole row, checked with the domain's beneficiary form
 * rules (funeral: also at least 18); Update and Delete name the row by `nomineeIdentifier`.
 * `phoneNumber` may be the stored form ('27821234567') or the local number ('0821234567').
 * Read-only fields a client echoes back (dateCreated, display names ...) are ignored.
 */
export const BeneficiaryChangeSchema = z.object({
  action: RowActionSchema,
  nomineeIdentifier: z.number().int().positive().nullish(),
  beneficiaryTypeId: z.number().int().nullish(),
  genderId: z.number().int().nullish(),
  titleId: z.number().int().nullish(),
  relationshipId: z.number().int().nullish(),
  firstName: requestText(200).nullish(),
  middleName: requestText(200).nullish(),
  lastName: requestText(200).nullish(),
  initials: requestText(20).nullish(),
  dateOfBirth: requestText(40).nullish(),
  identityNumber: requestText(40).nullish(),
  passportNumber: requestText(40).nullish(),
  expiryDate: requestText(40).nullish(),
  country: requestText(100).nullish(),
  countryCode: requestText(10).nullish(),
  phoneNumber: requestText(40).nullish(),
  email: requestText(320).nullish(),
  notes: requestText(2000, { multiLine: true }).nullish(),
  allocation: z.number().nullish(),
});
export type BeneficiaryChange = z.infer<typeof BeneficiaryChangeSchema>;

/** A new beneficiary for Replace: the same fields, no action needed. */
export const BeneficiaryEntrySchema = BeneficiaryChangeSchema.omit({
  action: true,
  nomineeIdentifier: true,
});
export type BeneficiaryEntry = z.infer<typeof BeneficiaryEntrySchema>;

/** Who sends (optional; when present it must be the signed-in member, else 404). */
export const PersonReferenceSchema = z.object({
  id: z.number().int().nullish(),
  afGroupId: requestText(100).nullish(),
});

/**
 * Which nomination, as the client last read it: the membership's (or cover's) caseMbrKey with
 * the nomination type, and the `version` from GET /api/Nomination.
 */
export const NominationReferenceSchema = z.object({
  caseMbrKey: requestText(40).min(1),
  nominationTypeId: NominationTypeIdSchema,
  version: z.number().int().positive(),
});

/** spec 1 §4 beneficiary lists change at most this many rows at once (a sanity bound). */
export const MAX_BENEFICIARY_ROWS = 50;

/**
 * spec 1 §7 "processNomination: person, membership with beneficiaries". The rows with an action
 * apply to the current list (Deletes removed, Updates applied, Inserts appended); the result
 * must total exactly 100 % with no zero share, and consent must be given (spec 1 §4).
 */
export const ProcessNominationRequestSchema = z.object({
  person: PersonReferenceSchema.nullish(),
  membership: NominationReferenceSchema,
  beneficiaries: z.array(BeneficiaryChangeSchema).max(MAX_BENEFICIARY_ROWS),
  consent: z.boolean(),
});
export type ProcessNominationRequest = z.infer<typeof ProcessNominationRequestSchema>;

/** spec 1 §7 "response success"; beside it the nomination's new version. */
export const NominationSavedResponseSchema = z.object({
  success: z.literal(true),
  version: z.number().int(),
});
export type NominationSavedResponse = z.infer<typeof NominationSavedResponseSchema>;

export const processNomination = defineRoute({
  method: 'POST',
  path: '/api/Nomination/processNomination',
  body: ProcessNominationRequestSchema,
  response: NominationSavedResponseSchema,
});

/** spec 1 §2.6, §4 Replace: every beneficiary of the nomination is replaced by these. */
export const ReplaceNominationRequestSchema = z.object({
  person: PersonReferenceSchema.nullish(),
  membership: NominationReferenceSchema,
  beneficiaries: z.array(BeneficiaryEntrySchema).min(1).max(MAX_BENEFICIARY_ROWS),
  consent: z.boolean(),
});
export type ReplaceNominationRequest = z.infer<typeof ReplaceNominationRequestSchema>;

export const replaceNomination = defineRoute({
  method: 'POST',
  path: '/api/Nomination/replace',
  body: ReplaceNominationRequestSchema,
  response: NominationSavedResponseSchema,
});

/** spec 1 §4 Swap: the two rows exchange their order (nomineeIdentifier). */
export const SwapNominationRequestSchema = z.object({
  person: PersonReferenceSchema.nullish(),
  membership: NominationReferenceSchema,
  nomineeIdentifiers: z.tuple([z.number().int().positive(), z.number().int().positive()]),
});
export type SwapNominationRequest = z.infer<typeof SwapNominationRequestSchema>;

export const swapNomination = defineRoute({
  method: 'POST',
  path: '/api/Nomination/swap',
  body: SwapNominationRequestSchema,
  response: NominationSavedResponseSchema,
});

/** spec 1 §3 "Value sets": lookups titles, relationship, beneficiarytype, nominationtype, actions, gender. */
export const ValueSetTypeSchema = z.enum([
  'titles',
  'relationship',
  'beneficiarytype',
  'nominationtype',
  'actions',
  'gender',
]);
export type ValueSetType = z.infer<typeof ValueSetTypeSchema>;

export const ValueSetSchema = z.object({
  type: ValueSetTypeSchema,
  values: z.array(z.object({ id: z.number().int(), name: z.string(), type: ValueSetTypeSchema })),
});
export type ValueSet = z.infer<typeof ValueSetSchema>;

export const ValueSetsResponseSchema = z.object({
  success: z.literal(true),
  value: z.object({ result: z.array(ValueSetSchema) }),
});

export const getValueSets = defineRoute({
  method: 'GET',
  path: '/api/Nomination/valuesets/all',
  response: ValueSetsResponseSchema,
});
