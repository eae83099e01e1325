import type { AppConfig } from '../config';
import { ageOn, taxYearOf } from '@portal/domain/dates';
import { marginalTaxOnLumpSum, TAX_TABLES } from '@portal/domain/sa-income-tax';
import {
  createBankVerificationService,
  type BankVerificationService,
} from './bank-verification/bank-verification-service';
import { createIdentityService, type IdentityService } from './identity/identity-service';
import { createKbaService, type KbaAttemptStore, type KbaService } from './kba/kba-service';
import type { PartnerLog } from './partner-http';
import {
  createSarsDirectiveService,
  type ComputeLumpSumTax,
  type KnownTaxpayer,
  type SarsDirectiveService,
} from './sars/sars-directive-service';

// The other organisations' services the portal uses (DESIGN §1b, decision 016), built once for
// the server from its settings: each a real provider's client when its address is set, else the
// embedded simulator.

export type Partners = {
  identity: IdentityService;
  kba: KbaService;
  bankVerification: BankVerificationService;
  sars: SarsDirectiveService;
};

/** The simulator's lump sum tax: the SARS tables of the claim's tax year (domain sa-income-tax). */
export const simulatedLumpSumTax: ComputeLumpSumTax = ({
  incomeCents,
  lumpSumCents,
  taxYear,
  dateOfBirth,
}) => {
  // A year with no table yet takes the latest (as the estimate does).
  const table = TAX_TABLES.find((t) => t.taxYear === taxYear) ?? TAX_TABLES[TAX_TABLES.length - 1];
  if (table === undefined) throw new RangeError('No tax tables');
  const yearEnd = taxYearOf(table.from).end;
  return marginalTaxOnLumpSum(incomeCents, lumpSumCents, table, ageOn(dateOfBirth, yearEnd));
};

export function createPartners(options: {
  config: Pick<AppConfig, 'partners'>;
  log?: PartnerLog;
  /** The simulators' view of the demo data (what the outside organisations would know). */
  knownPeople?: ReadonlyMap<string, string>;
  taxpayers?: ReadonlyMap<string, KnownTaxpayer>;
  kbaStore?: KbaAttemptStore;
}): Partners {
  const { partners } = options.config;
  const log = options.log;
  return {
    identity: createIdentityService({
      url: partners.identityUrl,
      log,
      knownPeople: options.knownPeople,
    }),
    kba: createKbaService({ url: partners.kbaUrl, log, store: options.kbaStore }),
    bankVerification: createBankVerificationService({ url: partners.avsUrl, log }),
    sars: createSarsDirectiveService({
      url: partners.sarsDirectiveUrl,
      log,
      computeTax: simulatedLumpSumTax,
      taxpayers: options.taxpayers,
    }),
  };
}
