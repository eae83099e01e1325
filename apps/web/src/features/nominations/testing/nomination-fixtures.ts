import {
  BeneficiarySchema,
  NominationResponseSchema,
  ValueSetsResponseSchema,
} from '@portal/contract/nomination';
import type { InternalPoliciesResponse, NobCover } from '@portal/contract/policies';
import type {
  Beneficiary,
  NominationResponse,
  ProductNomination,
} from '@portal/contract/nomination';

// Bodies for stubbed answers, built (and checked) with the contract schemas.

export function aBeneficiary(overrides: Partial<Beneficiary> = {}): Beneficiary {
  return BeneficiarySchema.parse({
    nomineeIdentifier: 1,
    nominationId: 10,
    nominationTypeId: 2,
    beneficiaryTypeId: 1,
    genderId: null,
    titleId: 1,
    relationshipId: 1,
    firstName: 'Alan',
    middleName: null,
    lastName: 'Pollock',
    initials: null,
    dateOfBirth: '1950-11-07',
    identityNumber: '5011079656080',
    passportNumber: null,
    expiryDate: null,
    country: null,
    countryCode: '27',
    phoneNumber: '27821234567',
    email: 'alan@example.co.za',
    notes: null,
    allocation: 100,
    dateCreated: '2025-01-01T10:00:00.000Z',
    dateModified: '2025-01-01T10:00:00.000Z',
    lastModifiedBy: 'member',
    personId: '6f1c2d3e-4b5a-4c6d-8e7f-a1b2c3d4e5f6',
    name: 'Alan',
    surname: 'Pollock',
    relationship: 'Spouse',
    type: 'Nominee',
    gender: '',
    title: 'Mr',
    idNumber: '5011079656080',
    beneficiaryIndex: 0,
    ...overrides,
  });
}

export function aNomination(overrides: Partial<ProductNomination> = {}): ProductNomination {
  const nominationTypeId = overrides.nominationTypeId ?? 2;
  return {
    key: 'AF Umbrella Pension Fund',
    nominationTypeId,
    productCaseKey: 'C1',
    caseMbrKey: 'CMK1',
    sourceSystemName: 'UMBRELLA',
    version: 3,
    membership: {
      id: 10,
      productGuid: '0b6d7f3a-2c41-4e8b-9a57-3d2f1e0c9b8a',
      productName: 'AF Umbrella Pension Fund',
      productCaseKey: 'C1',
      sourceSystemName: 'UMBRELLA',
      caseMbrKey: 'CMK1',
      membershipNumber: '10000016',
      schemeNumber: 'S1',
      isApproved: nominationTypeId === 2,
      isRestricted: false,
      nominationTypeId,
      nominationChannel: 'online',
    },
    status: { recordedAt: '2025-01-01T10:00:00.000Z', receivedOn: '2025-01-02' },
    beneficiaries: [aBeneficiary()],
    ...overrides,
  };
}

export function nominationResponse(productNominations: ProductNomination[]): NominationResponse {
  return NominationResponseSchema.parse({
    success: true,
    value: {
      person: {
        id: 1,
        afGroupId: 'AFG1',
        gender: null,
        title: null,
        firstName: 'Ronald',
        lastName: 'Collins',
        idNumber: null,
        passportNumber: null,
        dateOfBirth: '1970-01-01',
        userpin: null,
        email: null,
        mobileNumber: null,
        workNumber: null,
        homeNumber: null,
        employer: null,
        employeeNumber: null,
        passportExpiryDate: null,
        passportCountryOfIssue: null,
      },
      productNominations,
    },
  });
}

export const valueSetsResponse = ValueSetsResponseSchema.parse({
  success: true,
  value: {
    result: [
      {
        type: 'titles',
        values: [
          { id: 1, name: 'Mr', type: 'titles' },
          { id: 2, name: 'Ms', type: 'titles' },
        ],
      },
      { type: 'relationship', values: [{ id: 1, name: 'Spouse', type: 'relationship' }] },
      { type: 'beneficiarytype', values: [{ id: 1, name: 'Nominee', type: 'beneficiarytype' }] },
    ],
  },
});

/** GET /api/Fund/GetInternalPolicies with one unapproved life cover (amount in rand). */
export function lifeCoverPoliciesResponse(
  overrides: Partial<NobCover> = {},
): InternalPoliciesResponse {
  return {
    success: true,
    policies: [],
    nobCovers: [
      {
        header: 'Unapproved Life Cover',
        amount: 250000,
        caseKey: 'LC1',
        caseMemberKey: 'LCM1',
        fundName: 'AF Life',
        memberNumber: 'L100',
        sourceSystemName: 'LIFE',
        ...overrides,
      },
    ],
  };
}
