import { INFLATION_PERCENT } from './goals';

// The assumptions of the portal's one retirement projection (DESIGN §1e "One projection";
// docs/decisions/039-one-projection.md): every page, statement and calculator that projects a
// member's money reads them here, and the API answers them beside each projection. Each has its
// source. Rates are in basis points a year (100 = 1 %).

/** The asset classes a portfolio's fact sheet splits its holdings into. */
export const ASSET_CLASSES = [
  'saEquity',
  'property',
  'bonds',
  'cash',
  'globalEquity',
  'globalBonds',
] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

export const ASSET_CLASS_NAMES: Record<AssetClass, string> = {
  saEquity: 'South African shares',
  property: 'South African listed property',
  bonds: 'South African bonds',
  cash: 'Cash and money market',
  globalEquity: 'Global shares',
  globalBonds: 'Global bonds',
};

/** A portfolio's holdings by asset class, in basis points summing to 10 000. */
export type AssetMix = Partial<Record<AssetClass, number>>;

export type Sourced<T> = { readonly value: T; readonly source: string };

/**
 * Inflation (CPI) a year: the portal's one inflation figure, which the goal calculators use too
 * (spec 3 §6: 6 % a year), so that every "in today's money" figure deflates alike. It is at the
 * top of the Reserve Bank's former 3–6 % target range: prudent for a long projection.
 */
export const CPI_BP: Sourced<number> = {
  value: INFLATION_PERCENT * 100,
  source:
    "The portal's inflation assumption (6 % a year, as for the goal calculators), the top of the South African Reserve Bank's former 3–6 % target range.",
};

/**
 * The expected real return of each asset class a year (after inflation, before any charges):
 * the demo book's long-run nominal returns (its market model for years after the last known one:
 * shares 11 %, property 10 %, bonds 9.5 %, cash about 7 %, global shares 8 % and global bonds
 * 3.5 % in US dollars with the rand weakening 3 % a year) deflated by {@link CPI_BP}, to the tenth
 * of a percent. A test holds them to the market model.
 */
export const REAL_RETURN_BP: Sourced<Record<AssetClass, number>> = {
  value: {
    saEquity: 470,
    property: 380,
    bonds: 330,
    cash: 90,
    globalEquity: 500,
    globalBonds: 60,
  },
  source:
    "The demo fund book's long-run market returns (South African shares 11 %, listed property 10 %, bonds 9.5 %, cash 7 %, global shares 8 % and global bonds 3.5 % a year in US dollars, the rand weakening 3 % a year), less inflation.",
};

/** The lower and higher scenarios: the expected real return less and plus this, a year. */
export const SCENARIO_SPREAD_BP: Sourced<number> = {
  value: 200,
  source:
    'Three scenarios as the FSCA’s 2020 draft conduct standard on benefit projections and leading South African benefit statements show them: the expected real return, and two percentage points a year lower and higher.',
};

/** Real salary growth a year (salary increases above inflation). */
export const REAL_SALARY_GROWTH_BP: Sourced<number> = {
  value: 100,
  source:
    'Salary increases of 1 % a year above inflation, the usual allowance for promotions and merit increases in South African benefit projections.',
};

/** The income a member is measured against: this share of their final salary. */
export const TARGET_REPLACEMENT_BP: Sourced<number> = {
  value: 7_500,
  source:
    'A pension of 75 % of final salary, the target South African benefit statements measure members against.',
};

/** The retirement age used where the product has no normal retirement date (retail products). */
export const DEFAULT_RETIREMENT_AGE: Sourced<number> = {
  value: 65,
  source:
    'Age 65 for a retirement annuity or preservation fund, which may pay out from age 55; an employer fund uses its normal retirement date.',
};

/** The ages a member may choose to retire at in the calculator. */
export const RETIREMENT_AGE_RANGE = { min: 55, max: 75 } as const;

/** The choices of income at retirement. */
export const DEFAULT_DRAWDOWN_BP = 500;

/**
 * The CPI-linked life annuity's real discount rate and mortality behind {@link ANNUITY_RATE_BP}:
 * an income rising with inflation each year for life, priced at a real interest rate of 3.5 % a
 * year (below the yields of the government's inflation-linked bonds, allowing the insurer's
 * margin), with Gompertz mortality μ(x) = exp((x − 88) / 9.5) / 9.5, which gives a life
 * expectancy at 65 of 20 years, about that of South African annuitants.
 */
export const ANNUITY_PRICING = { realInterestBp: 350, modalAge: 88, dispersion: 9.5 } as const;

/**
 * A CPI-linked single-life annuity's first year's income as a share of its price, by age at
 * purchase (55 to 75): the annuity factor of {@link ANNUITY_PRICING} (monthly payments in arrears)
 * inverted, to the basis point. A test derives the table from the formula.
 */
export const ANNUITY_RATE_BP: Sourced<Readonly<Record<number, number>>> = {
  value: {
    55: 573,
    56: 584,
    57: 597,
    58: 610,
    59: 624,
    60: 638,
    61: 654,
    62: 671,
    63: 688,
    64: 708,
    65: 728,
    66: 750,
    67: 773,
    68: 798,
    69: 825,
    70: 853,
    71: 884,
    72: 918,
    73: 954,
    74: 992,
    75: 1_034,
  },
  source:
    'A CPI-linked single-life annuity priced at a real interest rate of 3.5 % a year with a life expectancy at 65 of 20 years (Gompertz mortality, modal age 88, dispersion 9.5).',
};

/** How the lump sum at retirement is taxed in today's money. */
export const LUMP_SUM_TAX_NOTE: Sourced<string> = {
  value:
    "The cash at retirement is taxed on today's retirement lump sum table, assumed to rise with inflation.",
  source: 'SARS retirement lump sum table (reference sa-disclosure-and-rights.md).',
};

/** Every assumption as the API answers it. */
export const PROJECTION_ASSUMPTIONS = {
  cpiBp: CPI_BP,
  realReturnBp: REAL_RETURN_BP,
  scenarioSpreadBp: SCENARIO_SPREAD_BP,
  realSalaryGrowthBp: REAL_SALARY_GROWTH_BP,
  targetReplacementBp: TARGET_REPLACEMENT_BP,
  defaultRetirementAge: DEFAULT_RETIREMENT_AGE,
  annuityRateBp: ANNUITY_RATE_BP,
  lumpSumTax: LUMP_SUM_TAX_NOTE,
} as const;
