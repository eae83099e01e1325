import type {
  BeneficiaryEntry,
  NominationResponse,
  ProductNomination,
} from '@portal/contract/nomination';
import { addYears } from '@portal/domain/dates';
import { buildSaId } from '@portal/domain/sa-id';
import { TEST_TODAY } from '../../testing/database';
import type { Agent } from '../../testing/server';

// Shared by the nomination tests (no database access here: everything goes through the API).

/** The portal's today, as the test server has it. */
export const today = TEST_TODAY;

/** A valid South African beneficiary (ID number matching the date of birth). */
export function idBeneficiary(
  allocation: number,
  overrides: Partial<BeneficiaryEntry> = {},
): BeneficiaryEntry {
  const dateOfBirth = overrides.dateOfBirth ?? '1986-04-12';
  return {
    firstName: 'Lerato',
    lastName: 'Mokoena',
    titleId: 3,
    relationshipId: 3,
    beneficiaryTypeId: 1,
    dateOfBirth,
    identityNumber: buildSaId({
      dateOfBirth,
      gender: 'female',
      sequence: 123,
      citizenship: 'citizen',
    }),
    countryCode: '27',
    phoneNumber: '0821234567',
    email: 'lerato@example.co.za',
    allocation,
    notes: 'Please pay to my daughter.',
    ...overrides,
  };
}

/** A valid beneficiary with a passport. */
export function passportBeneficiary(
  allocation: number,
  overrides: Partial<BeneficiaryEntry> = {},
): BeneficiaryEntry {
  return {
    firstName: 'Tendai',
    lastName: 'Moyo',
    titleId: 1,
    relationshipId: 6,
    beneficiaryTypeId: 2,
    dateOfBirth: '1979-09-30',
    passportNumber: 'ZN1234567',
    expiryDate: addYears(today, 3),
    country: 'Zimbabwe',
    countryCode: '263',
    phoneNumber: '771234567',
    email: null,
    allocation,
    ...overrides,
  };
}

export async function nominationsOf(agent: Agent): Promise<ProductNomination[]> {
  const response = await agent.api('/api/Nomination');
  if (response.status !== 200) throw new Error(`GET /api/Nomination answered ${response.status}`);
  return ((await response.json()) as NominationResponse).value.productNominations;
}

/** The member's `index`-th unrestricted nomination of this type. */
export async function nominationOf(
  agent: Agent,
  nominationTypeId: 1 | 2 | 3,
  index = 0,
): Promise<ProductNomination> {
  const found = (await nominationsOf(agent)).filter(
    (n) => n.nominationTypeId === nominationTypeId && !n.membership.isRestricted,
  )[index];
  if (!found) throw new Error(`no nomination of type ${nominationTypeId} at ${index}`);
  return found;
}

/** The same nomination read again. */
export async function reread(agent: Agent, nomination: ProductNomination) {
  const found = (await nominationsOf(agent)).find((n) => n.caseMbrKey === nomination.caseMbrKey);
  if (!found) throw new Error(`nomination ${nomination.caseMbrKey} is gone`);
  return found;
}

export function reference(nomination: ProductNomination) {
  return {
    caseMbrKey: nomination.caseMbrKey,
    nominationTypeId: nomination.nominationTypeId,
    version: nomination.version,
  };
}

export type Answer = {
  status: number;
  body: {
    success: boolean;
    version?: number;
    code?: string;
    message?: string;
    fieldErrors?: Record<string, string[]>;
  };
};

export async function post(agent: Agent, path: string, json: unknown): Promise<Answer> {
  const response = await agent.api(path, { method: 'POST', json });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}
