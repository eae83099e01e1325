import { toCents, type Cents } from '@portal/domain/money';
import { CentsSchema } from '@portal/domain/schemas';
import { luhnCheckDigit, parseSaId } from '@portal/domain/sa-id';
import { z } from 'zod';
import { partnerEndpoint, postToPartner, type PartnerLog } from '../partner-http';
import { streamSeed } from '../../db/seed/random';

// A tax directive is SARS's instruction to the fund on how much tax to withhold from a lump sum
// such as a savings-pot withdrawal (DESIGN §1b). SARS taxes the withdrawal on the higher of the
// income the member declares and the income it already knows, deducts any tax debt the member
// owes, and a directive cannot be reversed (/work/shared/reference/sa-tax-banking.md, "Personal
// income tax tables"). The embedded default is a deterministic simulator; a configured address
// (proposed setting SARS_DIRECTIVE_SERVICE_URL) selects the real provider.
// docs/decisions/016-partner-services-behind-interfaces.md.
//
// The simulator's rules, first match wins:
//   1. A tax number that is not an individual's (10 digits, first 0–3, Luhn check digit last,
//      reference "Income tax reference number") → declined 'invalid-tax-number'.
//   2. Digits 8–9 of the tax number (the two before the check digit) are
//      00 → declined 'not-registered'; 01 → 'outstanding-returns';
//      02 → 'court-or-maintenance-order'.
//   3. `taxpayers` holds a tax number for the ID and the request names another
//      → declined 'details-mismatch'.
//   4. Otherwise issued:
//      - known income: the register's taxable income of the ID for the tax year (`knownIncomeOf`:
//        the demo's table tax_register_incomes, worked out from each member's salary history), else
//        `taxpayers`' knownIncomeCents for the ID, else derived from the ID's sequence digits
//        (positions 7–10): R120 000 + R1 000 × (sequence mod 400), so R120 000 – R519 000;
//      - taxable income used: the higher of declared and known;
//      - tax: the injected computeTax (the caller's tax tables), at most the gross;
//      - tax debt: `taxpayers`' taxDebtCents for the ID (else none), deducted up to what the tax
//        leaves;
//      - directive number: 'SIM' and 10 digits hashed from the reference, ID and tax year, so
//        asking again with the same reference gets the same number;
//      - issuedAt: the request time (the simulator answers at once, at any hour).

export const DirectiveDeclineReason = {
  InvalidTaxNumber: 'invalid-tax-number',
  NotRegistered: 'not-registered',
  OutstandingReturns: 'outstanding-returns',
  CourtOrMaintenanceOrder: 'court-or-maintenance-order',
  /** Reference "Two-pot rules": details not matching (here: the ID and tax number). */
  DetailsMismatch: 'details-mismatch',
} as const;
export type DirectiveDeclineReason =
  (typeof DirectiveDeclineReason)[keyof typeof DirectiveDeclineReason];

export type DirectiveRequest = {
  /**
   * The caller's reference for this request (e.g. the claim's number). A directive cannot be
   * reversed, so asking again with the same reference (after a timeout) must answer the same
   * directive rather than issue a second one: the provider deduplicates on it.
   */
  reference: string;
  taxNumber: string;
  /** A valid SA ID number (the caller checks it with parseSaId first). */
  idNumber: string;
  /** The lump sum before tax (the savings withdrawal, fees already taken). */
  grossCents: Cents;
  /** The year's taxable income the member declares. */
  declaredIncomeCents: Cents;
  /** SARS's label of the tax year, '2025/26' (domain sa-income-tax `taxYearLabel`). */
  taxYear: string;
  /** ISO 8601 timestamp of the request. */
  requestedAt: string;
};

export type IssuedDirective = {
  status: 'issued';
  directiveNumber: string;
  taxYear: string;
  issuedAt: string;
  grossCents: Cents;
  declaredIncomeCents: Cents;
  knownIncomeCents: Cents;
  /** The higher of declared and known income: what the lump sum is taxed on top of. */
  taxableIncomeUsedCents: Cents;
  taxCents: Cents;
  /** Tax debt SARS takes from the lump sum (0 when none). */
  taxDebtCents: Cents;
  /** What the member receives: gross − tax − tax debt. */
  netCents: Cents;
};

export type DirectiveAnswer =
  | IssuedDirective
  | { status: 'declined'; reason: DirectiveDeclineReason }
  /** SARS could not be asked (unreachable, timed out, an answer we cannot read): try again later. */
  | { status: 'technical-error' };

export type SarsDirectiveService = {
  requestDirective(request: DirectiveRequest): Promise<DirectiveAnswer>;
};

/**
 * The tax on a lump sum added to a year's income: tax(income + lump sum) − tax(income)
 * (reference "Personal income tax tables"), from the caller's tax tables (domain
 * sa-income-tax `taxTableFor`, `marginalTaxOnLumpSum`). The date of birth gives the age for the
 * rebates.
 */
export type ComputeLumpSumTax = (input: {
  incomeCents: Cents;
  lumpSumCents: Cents;
  taxYear: string;
  dateOfBirth: string;
}) => Cents | number;

/** What SARS knows of a person, by ID number (the demo data passes it). */
export type KnownTaxpayer = {
  taxNumber?: string;
  knownIncomeCents?: Cents;
  taxDebtCents?: Cents;
};

/** What a failed call to a provider reports, for the operators (pino's logger fits). */

export type SarsDirectiveServiceConfig = {
  /** The real provider's address; unset → the simulator. */
  url?: string;
  timeoutMs?: number;
  log?: PartnerLog;
  /** The simulator's tax: the real provider computes its own. */
  computeTax: ComputeLumpSumTax;
  /** The simulator's register: ID number → what SARS knows. */
  taxpayers?: ReadonlyMap<string, KnownTaxpayer>;
  /** The simulator's register of incomes: a tax year's taxable income of an ID, where it has one. */
  knownIncomeOf?: KnownIncomeLookup;
};

/** What the register knows of an ID's taxable income in a tax year ('2025/26'), if anything. */
export type KnownIncomeLookup = (idNumber: string, taxYear: string) => Promise<Cents | undefined>;

/** The simulator unless a provider address is configured. */
export function createSarsDirectiveService(
  config: SarsDirectiveServiceConfig,
): SarsDirectiveService {
  if (config.url) return createSarsDirectiveHttpClient({ ...config, url: config.url });
  return createSarsDirectiveSimulator(config);
}

/** Reference "Income tax reference number": 0–3 for individuals (9 is companies and trusts). */
export function isIndividualTaxNumber(taxNumber: string): boolean {
  return (
    /^[0-3]\d{9}$/.test(taxNumber) &&
    luhnCheckDigit(taxNumber.slice(0, 9)) === Number(taxNumber.charAt(9)) &&
    !/^0+$/.test(taxNumber)
  );
}

const DECLINE_BY_DIGITS_8_9: Readonly<Record<string, DirectiveDeclineReason>> = {
  '00': DirectiveDeclineReason.NotRegistered,
  '01': DirectiveDeclineReason.OutstandingReturns,
  '02': DirectiveDeclineReason.CourtOrMaintenanceOrder,
};

const DERIVED_INCOME_BASE_CENTS = 120_000_00;
const DERIVED_INCOME_STEP_CENTS = 1_000_00;
const DERIVED_INCOME_STEPS = 400;

/** Rule 4: the income SARS knows for an ID it has no record of. */
export function derivedKnownIncomeCents(idNumber: string): Cents {
  const sequence = Number(idNumber.slice(6, 10));
  return toCents(
    DERIVED_INCOME_BASE_CENTS + (sequence % DERIVED_INCOME_STEPS) * DERIVED_INCOME_STEP_CENTS,
  );
}

function checkRequest(request: DirectiveRequest): string {
  // Programming errors, not SARS answers: the caller validates before asking.
  const id = parseSaId(request.idNumber);
  if (!id.valid) throw new RangeError('Not a valid SA ID number');
  if (!Number.isSafeInteger(request.grossCents) || request.grossCents <= 0) {
    throw new RangeError(`The gross must be a positive number of cents, got ${request.grossCents}`);
  }
  if (!Number.isSafeInteger(request.declaredIncomeCents) || request.declaredIncomeCents < 0) {
    throw new RangeError('The declared income must be a whole number of cents, at least 0');
  }
  if (request.reference.trim() === '')
    throw new RangeError('A directive request needs a reference');
  if (!/^\d{4}\/\d{2}$/.test(request.taxYear)) {
    throw new RangeError(`A tax year reads like '2025/26', got '${request.taxYear}'`);
  }
  return id.dateOfBirth;
}

export function createSarsDirectiveSimulator(options: {
  computeTax: ComputeLumpSumTax;
  taxpayers?: ReadonlyMap<string, KnownTaxpayer>;
  knownIncomeOf?: KnownIncomeLookup;
}): SarsDirectiveService {
  const taxpayers = options.taxpayers ?? new Map<string, KnownTaxpayer>();
  return {
    async requestDirective(request) {
      const dateOfBirth = checkRequest(request);
      const { taxNumber, idNumber, grossCents, declaredIncomeCents, taxYear } = request;
      if (!isIndividualTaxNumber(taxNumber)) {
        return { status: 'declined', reason: DirectiveDeclineReason.InvalidTaxNumber };
      }
      const declined = DECLINE_BY_DIGITS_8_9[taxNumber.slice(7, 9)];
      if (declined !== undefined) return { status: 'declined', reason: declined };
      const known = taxpayers.get(idNumber);
      if (known?.taxNumber !== undefined && known.taxNumber !== taxNumber) {
        return { status: 'declined', reason: DirectiveDeclineReason.DetailsMismatch };
      }
      const registered = await options.knownIncomeOf?.(idNumber, taxYear);
      const knownIncomeCents =
        registered ?? known?.knownIncomeCents ?? derivedKnownIncomeCents(idNumber);
      const taxableIncomeUsedCents = toCents(Math.max(declaredIncomeCents, knownIncomeCents));
      const computed = toCents(
        options.computeTax({
          incomeCents: taxableIncomeUsedCents,
          lumpSumCents: grossCents,
          taxYear,
          dateOfBirth,
        }),
      );
      const taxCents = toCents(Math.min(Math.max(computed, 0), grossCents));
      const taxDebtCents = toCents(
        Math.min(Math.max(known?.taxDebtCents ?? 0, 0), grossCents - taxCents),
      );
      return {
        status: 'issued',
        directiveNumber: directiveNumberFor(request),
        taxYear,
        issuedAt: request.requestedAt,
        grossCents,
        declaredIncomeCents,
        knownIncomeCents,
        taxableIncomeUsedCents,
        taxCents,
        taxDebtCents,
        netCents: toCents(grossCents - taxCents - taxDebtCents),
      };
    },
  };
}

/** A directive number that names the simulator ('SIM…'), the same for the same reference. */
export function directiveNumberFor(
  request: Pick<DirectiveRequest, 'reference' | 'idNumber' | 'taxYear'>,
): string {
  const labels = [request.reference, request.idNumber, request.taxYear];
  const high = streamSeed(0, 'sars-directive', ...labels) % 100_000;
  const low = streamSeed(1, 'sars-directive', ...labels) % 100_000;
  return `SIM${String(high).padStart(5, '0')}${String(low).padStart(5, '0')}`;
}

const DEFAULT_TIMEOUT_MS = 30_000;

const DirectiveAnswerSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('issued'),
    directiveNumber: z.string().min(1),
    taxYear: z.string(),
    issuedAt: z.string(),
    grossCents: CentsSchema,
    declaredIncomeCents: CentsSchema,
    knownIncomeCents: CentsSchema,
    taxableIncomeUsedCents: CentsSchema,
    taxCents: CentsSchema,
    taxDebtCents: CentsSchema,
    netCents: CentsSchema,
  }),
  z.object({
    status: z.literal('declined'),
    reason: z.enum(Object.values(DirectiveDeclineReason)),
  }),
]);

/**
 * The real provider: POST {url}/directives with the request as JSON, answered with an issued
 * directive or a decline as above. Any failure (unreachable, timeout, non-2xx status, an answer
 * we cannot read) is 'technical-error': SARS may or may not have issued the directive, so the
 * caller's background job asks again later with the same reference.
 */
export function createSarsDirectiveHttpClient(options: {
  url: string;
  timeoutMs?: number;
  log?: PartnerLog;
}): SarsDirectiveService {
  const endpoint = partnerEndpoint(options.url, 'directives');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async requestDirective(request) {
      checkRequest(request);
      const answer = await postToPartner({
        partner: 'sars',
        endpoint,
        body: request,
        schema: DirectiveAnswerSchema,
        timeoutMs,
        log: options.log,
      });
      return answer.ok ? answer.value : { status: 'technical-error' };
    },
  };
}
