import { toCents } from '@portal/domain/money';
import type { AppConfig } from '../config';
import { DEMO_TAXPAYERS } from '../db/seed/identity-records';
import { lumpSumTaxForTaxYear } from '@portal/domain/sa-income-tax';
import {
  createBankVerificationService,
  type BankVerificationService,
} from './bank-verification/bank-verification-service';
import { createIdentityService, type IdentityService } from './identity/identity-service';
import { createKbaService, type KbaAttemptStore, type KbaService } from './kba/kba-service';
import {
  createInvestmentHubService,
  type InvestmentHubService,
  type PriceFeed,
} from './investment-hub/investment-hub-service';
import {
  createContributionScheduleService,
  type ContributionScheduleConfig,
  type ContributionScheduleService,
} from './contribution-schedule/contribution-schedule-service';
import type { PartnerLog } from './partner-http';
import {
  createSarsDirectiveService,
  type ComputeLumpSumTax,
  type KnownIncomeLookup,
  type KnownTaxpayer,
  type SarsDirectiveService,
} from './sars/sars-directive-service';

// The other organisations' services the portal uses (DESIGN §1b, decision 016), built once for
// the server from its settings: each a real provider's client when its address is set, else the
// embedded simulator. The simulators know what the outside organisations would know of the demo
// data: the README's named members, whose ID numbers are the same under every seed, are in the
// identity service's and SARS's registers (db/seed/identity-records.ts); every other member is
// answered by the simulators' documented rules, so nothing is loaded per member at start-up
// however many members the database holds.

export type Partners = {
  identity: IdentityService;
  kba: KbaService;
  bankVerification: BankVerificationService;
  sars: SarsDirectiveService;
  investmentHub: InvestmentHubService;
  contributionSchedule: ContributionScheduleService;
};

/** The simulator's lump sum tax: the SARS tables of the claim's tax year (domain sa-income-tax). */
export const simulatedLumpSumTax: ComputeLumpSumTax = (input) => lumpSumTaxForTaxYear(input);

/** The identity service's register of the demo: ID number → surname. */
export const DEMO_KNOWN_PEOPLE: ReadonlyMap<string, string> = new Map(
  DEMO_TAXPAYERS.map((person) => [person.idNumber, person.surname]),
);

/**
 * SARS's register of the demo: ID number → tax number and tax debt. The income it knows is the
 * database's register (`knownIncomeOf`), worked out from each member's salary history.
 */
export const DEMO_KNOWN_TAXPAYERS: ReadonlyMap<string, KnownTaxpayer> = new Map(
  DEMO_TAXPAYERS.map((person) => [
    person.idNumber,
    { taxNumber: person.taxNumber, taxDebtCents: toCents(person.taxDebtCents) },
  ]),
);

export function createPartners(options: {
  config: Pick<AppConfig, 'partners'>;
  log?: PartnerLog;
  /**
   * The simulators' view of the demo data (what the outside organisations would know); by
   * default the demo's registers above.
   */
  knownPeople?: ReadonlyMap<string, string>;
  taxpayers?: ReadonlyMap<string, KnownTaxpayer>;
  /** SARS's register of incomes (the demo's table tax_register_incomes). */
  knownIncomeOf?: KnownIncomeLookup;
  /** The KBA simulator's own store when a call brings none (the KBA module passes the table's). */
  kbaStore?: KbaAttemptStore;
  /** The investment hub simulator's price feed (the server passes the unit_prices table's). */
  hubPrices?: PriceFeed;
  /** The contribution schedule simulator's view (the demo's table contribution_schedule). */
  schedule?: Pick<ContributionScheduleConfig, 'scheduleOf' | 'unpaidMonths'>;
}): Partners {
  const { partners } = options.config;
  const log = options.log;
  return {
    identity: createIdentityService({
      url: partners.identityUrl,
      log,
      knownPeople: options.knownPeople ?? DEMO_KNOWN_PEOPLE,
    }),
    kba: createKbaService({ url: partners.kbaUrl, log, store: options.kbaStore }),
    bankVerification: createBankVerificationService({ url: partners.avsUrl, log }),
    sars: createSarsDirectiveService({
      url: partners.sarsDirectiveUrl,
      log,
      computeTax: simulatedLumpSumTax,
      taxpayers: options.taxpayers ?? DEMO_KNOWN_TAXPAYERS,
      knownIncomeOf: options.knownIncomeOf,
    }),
    investmentHub: createInvestmentHubService({
      url: partners.investmentHubUrl,
      log,
      priceOn: options.hubPrices ?? (async () => undefined),
    }),
    contributionSchedule: createContributionScheduleService({
      url: partners.contributionScheduleUrl,
      log,
      ...options.schedule,
    }),
  };
}
