import { parseSaId } from '@portal/domain/sa-id';
import { z } from 'zod';
import { partnerEndpoint, postToPartner, type PartnerLog } from '../partner-http';

// Identity verification is another organisation's system (DESIGN §1b): for an ID number and a
// surname it answers verified, never issued, not yet verified, ID and surname do not match, or
// deceased (/work/shared/reference/sa-tax-banking.md, "Identity verification"). The portal talks
// to it through this one interface; the embedded default is a deterministic simulator, and a
// configured address (proposed setting IDENTITY_SERVICE_URL) selects the real provider.
// docs/decisions/016-partner-services-behind-interfaces.md.
//
// The simulator's rules, first match wins:
//   1. An ID in `knownPeople` (id → surname, the demo members): 'verified' when the surname is
//      the registry's, compared without case, accents, extra spaces, hyphens or apostrophes;
//      otherwise 'id-surname-mismatch'. Rules 2–5 do not apply to known people, so a demo member
//      always verifies as themselves whatever their sequence digits.
//   2. Sequence digits (positions 7–10) whose number within the gender's half of the range
//      (sequence mod 5000) is 0000–0099 → 'not-issued'.
//   3. … 0100–0149 → 'deceased'.
//   4. … 0150–0199 → 'not-yet-verified'.
//   5. A surname starting with "Mismatch" (any case) → 'id-surname-mismatch'.
//   6. Otherwise 'verified': without a registry the simulator believes the input.

export const IdentityAnswer = {
  Verified: 'verified',
  NotIssued: 'not-issued',
  NotYetVerified: 'not-yet-verified',
  Mismatch: 'id-surname-mismatch',
  Deceased: 'deceased',
  /** The service could not be asked (unreachable, timed out, an answer we cannot read). */
  TechnicalError: 'technical-error',
} as const;
export type IdentityAnswer = (typeof IdentityAnswer)[keyof typeof IdentityAnswer];

/** An ID number that passed `parseSaId` (date and Luhn check digit): only these reach a partner. */
export type ValidSaIdNumber = string & { readonly __brand: 'ValidSaIdNumber' };

/** The ID number as a `ValidSaIdNumber`, or null when it is not a valid SA ID (spec 1 §5). */
export function validSaIdNumber(idNumber: string): ValidSaIdNumber | null {
  return parseSaId(idNumber).valid ? (idNumber as ValidSaIdNumber) : null;
}

export type IdentityVerificationInput = { idNumber: ValidSaIdNumber; surname: string };

export type IdentityService = {
  verify(input: IdentityVerificationInput): Promise<IdentityAnswer>;
};

/** What a failed call to a provider reports, for the operators (pino's logger fits). */

export type IdentityServiceConfig = {
  /** The real provider's address; unset → the simulator. */
  url?: string;
  timeoutMs?: number;
  /** The simulator's registry: ID number → surname (the demo members). */
  knownPeople?: ReadonlyMap<string, string>;
  log?: PartnerLog;
};

/** The simulator unless a provider address is configured. */
export function createIdentityService(config: IdentityServiceConfig = {}): IdentityService {
  if (config.url) return createIdentityHttpClient({ ...config, url: config.url });
  return createIdentitySimulator(config);
}

const NOT_ISSUED_BELOW = 100;
const DECEASED_BELOW = 150;
const NOT_YET_VERIFIED_BELOW = 200;
/** sa-id.ts: sequence numbers 0000–4999 are female, 5000–9999 male. */
const GENDER_HALF = 5000;

export function createIdentitySimulator(
  options: {
    knownPeople?: ReadonlyMap<string, string>;
  } = {},
): IdentityService {
  const registry = new Map<string, string>();
  for (const [idNumber, surname] of options.knownPeople ?? []) {
    registry.set(idNumber, comparableSurname(surname));
  }
  return {
    // async: an invalid ID rejects the promise like any other failure of the call.
    async verify(input) {
      assertValidId(input.idNumber);
      const known = registry.get(input.idNumber);
      if (known !== undefined) {
        return known === comparableSurname(input.surname)
          ? IdentityAnswer.Verified
          : IdentityAnswer.Mismatch;
      }
      const sequence = Number(input.idNumber.slice(6, 10)) % GENDER_HALF;
      if (sequence < NOT_ISSUED_BELOW) return IdentityAnswer.NotIssued;
      if (sequence < DECEASED_BELOW) return IdentityAnswer.Deceased;
      if (sequence < NOT_YET_VERIFIED_BELOW) return IdentityAnswer.NotYetVerified;
      if (comparableSurname(input.surname).startsWith('mismatch')) return IdentityAnswer.Mismatch;
      return IdentityAnswer.Verified;
    },
  };
}

/**
 * A surname as registries compare it: "van der Merwe", "Van Der Merwe" and "van der  merwe" are
 * one surname, as are "Müller" and "Muller", "O'Brien" and "OBrien", "Smith-Jones" and "Smith Jones".
 */
export function comparableSurname(surname: string): string {
  return surname
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s'’`-]/g, '');
}

function assertValidId(idNumber: string): void {
  // The caller checks with validSaIdNumber first: an invalid ID reaching here is a programming error.
  if (!parseSaId(idNumber).valid) throw new RangeError('Not a valid SA ID number');
}

const DEFAULT_TIMEOUT_MS = 10_000;

const IdentityReplySchema = z.object({
  result: z.enum([
    IdentityAnswer.Verified,
    IdentityAnswer.NotIssued,
    IdentityAnswer.NotYetVerified,
    IdentityAnswer.Mismatch,
    IdentityAnswer.Deceased,
  ]),
});

/**
 * The real provider: POST {url}/verify with `{ idNumber, surname }`, answered with `{ result }`.
 * Any failure (unreachable, timeout, non-2xx status, an answer that is not one of the five)
 * is 'technical-error', never a guess.
 */
export function createIdentityHttpClient(options: {
  url: string;
  timeoutMs?: number;
  log?: PartnerLog;
}): IdentityService {
  const endpoint = partnerEndpoint(options.url, 'verify');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async verify(input) {
      assertValidId(input.idNumber);
      const answer = await postToPartner({
        partner: 'identity',
        endpoint,
        body: { idNumber: input.idNumber, surname: input.surname },
        schema: IdentityReplySchema,
        timeoutMs,
        log: options.log,
      });
      return answer.ok ? answer.value.result : IdentityAnswer.TechnicalError;
    },
  };
}
