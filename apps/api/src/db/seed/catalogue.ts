import { STAFF_SOURCE_SYSTEM } from '@portal/domain/member';

// The fixed parts of the demo data: portfolios, product kinds, lookups and notices.

/**
 * A portfolio of the demo: what it holds (its mix of the markets) is in prices.ts, its prices
 * follow the markets of market.ts (docs/decisions/035-a-market-like-south-africas.md).
 */
export type PortfolioDef = {
  code: string;
  name: string;
  /** The total expense ratio (investment charges a year, basis points): priced into the units. */
  terBp: number;
  /**
   * The transaction costs (the portfolio's trading, basis points a year): priced into the units
   * with the TER, the two making the total investment charge (TIC).
   */
  tcBp: number;
  currency: 'ZAR' | 'USD';
};

function portfolio(
  code: string,
  name: string,
  terBp: number,
  tcBp: number,
  currency: 'ZAR' | 'USD' = 'ZAR',
): PortfolioDef {
  return { code, name, terBp, tcBp, currency };
}

export const PORTFOLIOS: readonly PortfolioDef[] = [
  portfolio('AFBAL', 'AF Balanced Fund', 110, 14),
  portfolio('AFSTG', 'AF Stable Growth Fund', 95, 10),
  portfolio('AFEQT', 'AF SA Equity Fund', 125, 22),
  portfolio('AFMMK', 'AF Money Market Fund', 35, 0),
  portfolio('AFBND', 'AF Bond Fund', 60, 5),
  portfolio('AFPRP', 'AF Property Fund', 115, 18),
  portfolio('AFGEQ', 'AF Global Equity Feeder Fund', 130, 12),
  portfolio('AFGBL', 'AF Global Balanced Feeder Fund', 120, 11),
  portfolio('AFINF', 'AF Inflation Plus Fund', 100, 9),
  portfolio('AFSHR', 'AF Shari’ah Balanced Fund', 115, 13),
  portfolio('AFLIF', 'AF Lifestage Conservative Portfolio', 90, 8),
  portfolio('AFLIA', 'AF Lifestage Aggressive Portfolio', 110, 15),
  portfolio('AFCAP', 'AF Capital Protector Portfolio', 70, 7),
  portfolio('AFABS', 'AF Absolute Return Fund', 105, 12),
  portfolio('AFDIV', 'AF Dividend Income Fund', 120, 20),
  portfolio('AFSMC', 'AF Small and Mid Cap Fund', 140, 30),
  portfolio('AFFLX', 'AF Flexible Fund', 125, 19),
  portfolio('AFINC', 'AF Income Fund', 65, 4),
  portfolio('GLUSD', 'Global USD Equity Fund', 135, 9, 'USD'),
  portfolio('GLUSB', 'Global USD Balanced Fund', 125, 8, 'USD'),
  portfolio('AFTSF', 'AF Tax Free Balanced Fund', 95, 12),
  portfolio('AFSTF', 'AF Staff Pension Portfolio', 80, 9),
];

/**
 * An employer's fund terms (shown on the Information tab): the member's and the employer's
 * contribution rates of pensionable salary, and the group risk premium (life and disability
 * cover) the fund pays from the employer's contribution, in basis points of salary a year (0: the
 * employer insures its staff outside the fund). By employer index; the staff fund has its own.
 */
export type EmployerTerms = { memberRateBp: number; employerRateBp: number; riskPremiumBp: number };

export const EMPLOYER_TERMS: readonly EmployerTerms[] = [
  { memberRateBp: 750, employerRateBp: 1000, riskPremiumBp: 150 },
  { memberRateBp: 500, employerRateBp: 750, riskPremiumBp: 0 },
  { memberRateBp: 700, employerRateBp: 1050, riskPremiumBp: 120 },
  { memberRateBp: 750, employerRateBp: 1250, riskPremiumBp: 200 },
  { memberRateBp: 600, employerRateBp: 900, riskPremiumBp: 0 },
  { memberRateBp: 800, employerRateBp: 1200, riskPremiumBp: 175 },
  { memberRateBp: 550, employerRateBp: 800, riskPremiumBp: 100 },
  { memberRateBp: 750, employerRateBp: 750, riskPremiumBp: 0 },
  { memberRateBp: 650, employerRateBp: 1100, riskPremiumBp: 150 },
  { memberRateBp: 700, employerRateBp: 1000, riskPremiumBp: 125 },
];

export const STAFF_TERMS: EmployerTerms = {
  memberRateBp: 750,
  employerRateBp: 1250,
  riskPremiumBp: 150,
};

/** The fund terms of an institutional holding: its employer's, or the staff fund's. */
export function termsOf(employer: number | undefined): EmployerTerms {
  const terms = employer === undefined ? STAFF_TERMS : EMPLOYER_TERMS[employer];
  if (!terms) throw new Error(`no terms for employer ${employer}`);
  return terms;
}

export type ProductKind = {
  key: string;
  category: 'Institutional' | 'Retail';
  heading: string;
  fullProductName: string;
  twoPot: boolean;
  isGlobal: boolean;
  sourceSystemName: string;
  /** Portfolio codes a member of this product may hold (its range); the first is its default. */
  portfolioCodes: readonly string[];
};

const INSTITUTIONAL_PORTFOLIOS = [
  'AFBAL',
  'AFSTG',
  'AFEQT',
  'AFMMK',
  'AFBND',
  'AFPRP',
  'AFGEQ',
  'AFINF',
  'AFSHR',
  'AFLIF',
  'AFLIA',
  'AFCAP',
];

export const RETAIL_KINDS: readonly ProductKind[] = [
  {
    key: 'RA',
    category: 'Retail',
    heading: 'Retirement Annuity',
    fullProductName: 'AF Retirement Annuity',
    twoPot: true,
    isGlobal: false,
    sourceSystemName: 'RETAIL',
    portfolioCodes: ['AFBAL', 'AFSTG', 'AFEQT', 'AFBND', 'AFFLX', 'AFGBL', 'AFABS'],
  },
  {
    key: 'TFSA',
    category: 'Retail',
    heading: 'Tax Free Savings Account',
    fullProductName: 'AF Tax Free Savings Account',
    twoPot: false,
    isGlobal: false,
    sourceSystemName: 'GLACIER',
    portfolioCodes: ['AFTSF', 'AFEQT', 'AFMMK', 'AFDIV'],
  },
  {
    key: 'DS',
    category: 'Retail',
    heading: 'Discretionary Saving',
    fullProductName: 'AF Investment Plan',
    twoPot: false,
    isGlobal: false,
    sourceSystemName: 'GLACIER',
    portfolioCodes: ['AFFLX', 'AFINC', 'AFDIV', 'AFSMC', 'AFGEQ'],
  },
  {
    key: 'PRES',
    category: 'Retail',
    heading: 'Preservation Fund',
    fullProductName: 'AF Preservation Pension Fund',
    twoPot: true,
    isGlobal: false,
    sourceSystemName: 'RETAIL',
    portfolioCodes: ['AFBAL', 'AFSTG', 'AFINF', 'AFABS'],
  },
  {
    key: 'LA',
    category: 'Retail',
    heading: 'Post Retirement',
    fullProductName: 'AF Retirement Income Solution LA',
    twoPot: false,
    isGlobal: false,
    sourceSystemName: 'GLACIER',
    portfolioCodes: ['AFINC', 'AFSTG', 'AFCAP', 'AFABS'],
  },
  {
    key: 'GDLA',
    category: 'Retail',
    heading: 'Post Retirement',
    fullProductName: 'AF Global Discretionary Living Annuity',
    twoPot: false,
    isGlobal: true,
    sourceSystemName: 'GLACIER',
    portfolioCodes: ['GLUSD', 'GLUSB'],
  },
];

export function institutionalKind(kind: 'Pension' | 'Provident'): ProductKind {
  return {
    key: kind === 'Pension' ? 'PF' : 'PV',
    category: 'Institutional',
    heading: `${kind} Fund`,
    fullProductName: `AF Umbrella ${kind} Fund`,
    twoPot: true,
    isGlobal: false,
    sourceSystemName: 'UMBRELLA',
    portfolioCodes: INSTITUTIONAL_PORTFOLIOS,
  };
}

export const STAFF_KIND: ProductKind = {
  key: 'STAFF',
  category: 'Institutional',
  heading: 'Pension Fund',
  fullProductName: 'AF Staff Pension Fund',
  twoPot: true,
  isGlobal: false,
  sourceSystemName: STAFF_SOURCE_SYSTEM,
  portfolioCodes: ['AFSTF', 'AFBAL', 'AFMMK'],
};

/** Lookups of spec 1 §3 and spec 3 §3; nomination type ids as DESIGN §5 settles them. */
export const VALUE_SETS = {
  titles: ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Prof'],
  relationship: [
    'Spouse',
    'Life partner',
    'Child',
    'Stepchild',
    'Parent',
    'Sibling',
    'Grandchild',
    'Grandparent',
    'Other family member',
    'Friend',
    'Other',
  ],
  beneficiarytype: ['Dependant', 'Nominee', 'Beneficiary'],
  nominationtype: ['Funeral', 'Retirement', 'LifeCover'],
  actions: ['Insert', 'Update', 'Delete'],
  gender: ['Female', 'Male'],
} as const;

/** The marker that keeps a notice for this web app (spec 1 §3 Notification). */
export const WEB_APP_NOTICE_MARKER = 'AFCONNECT_WEB';

export const NOTICES = [
  {
    navigationType: 'Dashboard',
    sourceSystems: ['UMBRELLA_AFCONNECT_WEB', 'RETAIL_AFCONNECT_WEB'],
    categoryTitleToDisplay: 'Two-pot retirement system',
    htmlContent:
      '<p>From 1 September 2024 your contributions are split between a savings pot and a retirement pot. <strong>Withdrawals from the savings pot are taxed at your marginal rate.</strong></p>',
  },
  {
    navigationType: 'Dashboard',
    sourceSystems: ['GLACIER_AFCONNECT_WEB'],
    categoryTitleToDisplay: 'Tax certificates',
    htmlContent:
      '<p>Your tax certificates for the tax year that ended on the last day of February are ready to download, for your tax return to SARS.</p>',
  },
  {
    navigationType: 'Dashboard',
    sourceSystems: ['UMBRELLA_CALL_CENTRE'],
    categoryTitleToDisplay: 'Call centre scripts',
    htmlContent: '<p>Internal notice for the call centre only.</p>',
  },
] as const;

/** The product kind of a declared holding (declared.ts). */
export function kindOf(key: string): ProductKind {
  if (key === 'PF') return institutionalKind('Pension');
  if (key === 'PV') return institutionalKind('Provident');
  if (key === STAFF_KIND.key) return STAFF_KIND;
  const kind = RETAIL_KINDS.find((k) => k.key === key);
  if (!kind) throw new Error(`unknown product kind ${key}`);
  return kind;
}
