import type * as schema from '../schema';

// The rows the generator produces, one list per table, in the order they are loaded.

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export type DemoData = {
  portfolios: Insert<typeof schema.portfolios>[];
  /** Each portfolio's holdings by asset class (asset-mix.ts). */
  portfolioAssetMix: Insert<typeof schema.portfolioAssetMix>[];
  /** Each portfolio's ten largest holdings (fact-sheet-particulars.ts). */
  portfolioTopHoldings: Insert<typeof schema.portfolioTopHoldings>[];
  /** Each portfolio's benchmark level at each month end (benchmark.ts). */
  portfolioBenchmarkLevels: Insert<typeof schema.portfolioBenchmarkLevels>[];
  unitPrices: Insert<typeof schema.unitPrices>[];
  products: Insert<typeof schema.products>[];
  /** Each product's investment range (its kind's portfolios, catalogue.ts). */
  productPortfolios: Insert<typeof schema.productPortfolios>[];
  /** Each employer fund's group cover (group-cover.ts), with its products. */
  groupCover: Insert<typeof schema.groupCover>[];
  members: Insert<typeof schema.members>[];
  usernames: { memberId: number; username: string }[];
  memberships: Insert<typeof schema.memberships>[];
  membershipPortfolios: Insert<typeof schema.membershipPortfolios>[];
  transactions: Insert<typeof schema.transactions>[];
  covers: Insert<typeof schema.covers>[];
  coverAmounts: Insert<typeof schema.coverAmounts>[];
  nominations: Insert<typeof schema.nominations>[];
  beneficiaries: Insert<typeof schema.beneficiaries>[];
  claims: Insert<typeof schema.claims>[];
  claimEvents: Insert<typeof schema.claimEvents>[];
  membershipBlocks: Insert<typeof schema.membershipBlocks>[];
  kbaRecords: Insert<typeof schema.memberKbaRecords>[];
  valueSets: Insert<typeof schema.valueSets>[];
  notices: Insert<typeof schema.notices>[];
  externalFunds: Insert<typeof schema.externalFunds>[];
  /** What the simulated SARS register knows of each member's income (income.ts). */
  taxRegister: Insert<typeof schema.taxRegisterIncomes>[];
  /** The administration's schedule of contributions due (employer-payments.ts). */
  contributionSchedule: Insert<typeof schema.contributionSchedule>[];
  /**
   * The generator's own ledger of each employer fund's pensionable salary by monthly date (not
   * loaded: the database keeps today's salary on the membership), for the plausibility suite.
   */
  salaryLedger: { membershipId: number; date: string; annualSalaryCents: number }[];
  /**
   * The generator's ledger of each US dollar portfolio's dollar price and the rand per dollar on
   * each price date (not loaded: the unit price table holds the rand price, their product), for
   * the plausibility suite and the decision record (035).
   */
  foreignPrices: {
    portfolioId: number;
    priceDate: string;
    foreignPriceMicro: number;
    exchangeRateMicro: number;
  }[];
};

export type ProductRow = DemoData['products'][number];

/** Empty member row lists; the shared rows (portfolios, prices, products, value sets, notices) too. */
export function emptyRows(): DemoData {
  return {
    portfolios: [],
    portfolioAssetMix: [],
    portfolioTopHoldings: [],
    portfolioBenchmarkLevels: [],
    unitPrices: [],
    products: [],
    productPortfolios: [],
    groupCover: [],
    members: [],
    usernames: [],
    memberships: [],
    membershipPortfolios: [],
    transactions: [],
    covers: [],
    coverAmounts: [],
    nominations: [],
    beneficiaries: [],
    claims: [],
    claimEvents: [],
    membershipBlocks: [],
    kbaRecords: [],
    valueSets: [],
    notices: [],
    externalFunds: [],
    taxRegister: [],
    contributionSchedule: [],
    salaryLedger: [],
    foreignPrices: [],
  };
}
