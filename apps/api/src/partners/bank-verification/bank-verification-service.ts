import { z } from 'zod';
import { partnerEndpoint, postToPartner, type PartnerLog } from '../partner-http';

// Bank account verification (AVS) is the banks' system, reached through BankservAfrica (DESIGN
// §1b). It answers Y, N or U per field and a response code
// (/work/shared/reference/sa-tax-banking.md, "Banks"); spec 3 §3 names the four results the claim
// shows: MATCH, INFORMATION MISMATCH, NON-PARTICIPATING BANK, TECHNICAL ERROR. The answer here is
// message-free: the caller maps the result to the member's words. The embedded default is a
// deterministic simulator; a configured address (proposed setting AVS_SERVICE_URL) selects the
// real provider. docs/decisions/016-partner-services-behind-interfaces.md.
//
// The simulator has no bank registry: it believes the input unless a rule on the account number
// says otherwise. Rules, first match wins:
//   1. Ends in 0000            → TECHNICAL ERROR, AB05 (timeout), every field U.
//   2. Starts with 9           → NON-PARTICIPATING BANK, AG03 (not supported), every field U.
//   3. Ends in 11              → INFORMATION MISMATCH: account not found (accountFound N, others U).
//   4. Ends in 13              → INFORMATION MISMATCH: account closed (accountOpen N, acceptsCredits N).
//   5. Ends in 96              → INFORMATION MISMATCH: account type does not match.
//   6. Ends in 97              → INFORMATION MISMATCH: name (surname) does not match.
//   7. Ends in 98              → INFORMATION MISMATCH: initials do not match.
//   8. Ends in 99              → INFORMATION MISMATCH: ID number does not match.
//   9. Otherwise               → MATCH, every field Y.
// Rules 3–9 answer response code 0000: the bank answered, whatever it said.

export const BankVerificationResult = {
  Match: 'MATCH',
  InformationMismatch: 'INFORMATION MISMATCH',
  NonParticipatingBank: 'NON-PARTICIPATING BANK',
  TechnicalError: 'TECHNICAL ERROR',
} as const;
export type BankVerificationResult =
  (typeof BankVerificationResult)[keyof typeof BankVerificationResult];

/** Y yes, N no, U unknown (the bank did not say). */
export type AvsFlag = 'Y' | 'N' | 'U';

/** AVS response codes (reference "Banks"). */
export const AvsResponseCode = {
  Success: '0000',
  Timeout: 'AB05',
  BankOffline: 'AB07',
  Forbidden: 'AG01',
  NotSupported: 'AG03',
  BankSystemError: 'FF10',
  InvalidBankIdentifier: 'RC02',
} as const;
export type AvsResponseCode = (typeof AvsResponseCode)[keyof typeof AvsResponseCode];

/** AVS account types (reference "Banks"): 01 cheque/current, 02 savings, 03 transmission. */
export const AvsAccountType = { Cheque: '01', Savings: '02', Transmission: '03' } as const;
export type AvsAccountType = (typeof AvsAccountType)[keyof typeof AvsAccountType];

/**
 * spec 3 §3's bank account types (Cheque 1, Savings 2, Foreign 7) as AVS knows them; null for a
 * foreign account, which no South African bank can verify.
 */
export function avsAccountTypeOf(portalAccountType: number): AvsAccountType | null {
  if (portalAccountType === 1) return AvsAccountType.Cheque;
  if (portalAccountType === 2) return AvsAccountType.Savings;
  return null;
}

export type BankVerificationInput = {
  accountNumber: string;
  accountType: AvsAccountType;
  /** The universal branch code of the bank (e.g. 632005 Absa). */
  branchCode: string;
  idNumber: string;
  initials: string;
  surname: string;
};

export type BankVerificationFields = {
  accountFound: AvsFlag;
  accountOpen: AvsFlag;
  acceptsCredits: AvsFlag;
  idNumberMatches: AvsFlag;
  initialsMatch: AvsFlag;
  nameMatches: AvsFlag;
  accountTypeMatches: AvsFlag;
};

export type BankVerificationAnswer = {
  result: BankVerificationResult;
  fields: BankVerificationFields;
  responseCode: AvsResponseCode;
};

export type BankVerificationService = {
  verify(input: BankVerificationInput): Promise<BankVerificationAnswer>;
};

/** What a failed call to a provider reports, for the operators (pino's logger fits). */

export type BankVerificationServiceConfig = {
  /** The real provider's address; unset → the simulator. */
  url?: string;
  /** Reference "Banks": a real-time answer takes under 60 seconds. */
  timeoutMs?: number;
  log?: PartnerLog;
};

/** The simulator unless a provider address is configured. */
export function createBankVerificationService(
  config: BankVerificationServiceConfig = {},
): BankVerificationService {
  if (config.url) return createBankVerificationHttpClient({ ...config, url: config.url });
  return createBankVerificationSimulator();
}

const ALL_YES: BankVerificationFields = {
  accountFound: 'Y',
  accountOpen: 'Y',
  acceptsCredits: 'Y',
  idNumberMatches: 'Y',
  initialsMatch: 'Y',
  nameMatches: 'Y',
  accountTypeMatches: 'Y',
};

const ALL_UNKNOWN: BankVerificationFields = {
  accountFound: 'U',
  accountOpen: 'U',
  acceptsCredits: 'U',
  idNumberMatches: 'U',
  initialsMatch: 'U',
  nameMatches: 'U',
  accountTypeMatches: 'U',
};

/** Rules 3–8: the fields a bank answers for an account number's last two digits. */
const MISMATCHES_BY_ENDING: Readonly<Record<string, Partial<BankVerificationFields>>> = {
  '11': { ...ALL_UNKNOWN, accountFound: 'N' },
  '13': { accountOpen: 'N', acceptsCredits: 'N' },
  '96': { accountTypeMatches: 'N' },
  '97': { nameMatches: 'N' },
  '98': { initialsMatch: 'N' },
  '99': { idNumberMatches: 'N' },
};

/** An answer in which the bank said nothing about the fields. */
export function technicalErrorAnswer(
  responseCode: AvsResponseCode = AvsResponseCode.Timeout,
): BankVerificationAnswer {
  return {
    result: BankVerificationResult.TechnicalError,
    fields: { ...ALL_UNKNOWN },
    responseCode,
  };
}

export function createBankVerificationSimulator(): BankVerificationService {
  return {
    async verify({ accountNumber }) {
      if (accountNumber.endsWith('0000')) return technicalErrorAnswer(AvsResponseCode.Timeout);
      if (accountNumber.startsWith('9')) {
        return {
          result: BankVerificationResult.NonParticipatingBank,
          fields: { ...ALL_UNKNOWN },
          responseCode: AvsResponseCode.NotSupported,
        };
      }
      const mismatches = MISMATCHES_BY_ENDING[accountNumber.slice(-2)];
      if (mismatches === undefined) {
        return {
          result: BankVerificationResult.Match,
          fields: { ...ALL_YES },
          responseCode: AvsResponseCode.Success,
        };
      }
      return {
        result: BankVerificationResult.InformationMismatch,
        fields: { ...ALL_YES, ...mismatches },
        responseCode: AvsResponseCode.Success,
      };
    },
  };
}

const DEFAULT_TIMEOUT_MS = 60_000;

const FlagSchema = z.enum(['Y', 'N', 'U']);
const BankVerificationAnswerSchema = z.object({
  result: z.enum([
    BankVerificationResult.Match,
    BankVerificationResult.InformationMismatch,
    BankVerificationResult.NonParticipatingBank,
    BankVerificationResult.TechnicalError,
  ]),
  fields: z.object({
    accountFound: FlagSchema,
    accountOpen: FlagSchema,
    acceptsCredits: FlagSchema,
    idNumberMatches: FlagSchema,
    initialsMatch: FlagSchema,
    nameMatches: FlagSchema,
    accountTypeMatches: FlagSchema,
  }),
  responseCode: z.enum(Object.values(AvsResponseCode)),
});

/**
 * The real provider: POST {url}/verify with the input as JSON, answered with
 * `{ result, fields, responseCode }`. A timeout is TECHNICAL ERROR with AB05; any other failure
 * (unreachable, non-2xx status, an answer we cannot read) TECHNICAL ERROR with FF10, the nearest
 * AVS code: the check did not happen, and the member is never told their details are wrong.
 */
export function createBankVerificationHttpClient(options: {
  url: string;
  timeoutMs?: number;
  log?: PartnerLog;
}): BankVerificationService {
  const endpoint = partnerEndpoint(options.url, 'verify');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async verify(input) {
      const answer = await postToPartner({
        partner: 'avs',
        endpoint,
        body: input,
        schema: BankVerificationAnswerSchema,
        timeoutMs,
        log: options.log,
      });
      if (answer.ok) return answer.value;
      return technicalErrorAnswer(
        answer.isTimeout ? AvsResponseCode.Timeout : AvsResponseCode.BankSystemError,
      );
    },
  };
}
