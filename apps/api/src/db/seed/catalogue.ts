import { STAFF_SOURCE_SYSTEM } from '@portal/domain/member';

// The fixed parts of the demo data: portfolios, product kinds, lookups and notices.

export type PortfolioDef = {
  code: string;
  name: string;
  /** Yearly drift and volatility of the unit price's random walk. */
  drift: number;
  volatility: number;
  currency: 'ZAR' | 'USD';
};

export const PORTFOLIOS: readonly PortfolioDef[] = [
  { code: 'AFBAL', name: 'AF Balanced Fund', drift: 0.09, volatility: 0.11, currency: 'ZAR' },
  { code: 'AFSTG', name: 'AF Stable Growth Fund', drift: 0.075, volatility: 0.06, currency: 'ZAR' },
  { code: 'AFEQT', name: 'AF SA Equity Fund', drift: 0.1, volatility: 0.17, currency: 'ZAR' },
  { code: 'AFMMK', name: 'AF Money Market Fund', drift: 0.065, volatility: 0.004, currency: 'ZAR' },
  { code: 'AFBND', name: 'AF Bond Fund', drift: 0.08, volatility: 0.07, currency: 'ZAR' },
  { code: 'AFPRP', name: 'AF Property Fund', drift: 0.07, volatility: 0.16, currency: 'ZAR' },
  {
    code: 'AFGEQ',
    name: 'AF Global Equity Feeder Fund',
    drift: 0.11,
    volatility: 0.15,
    currency: 'ZAR',
  },
  {
    code: 'AFGBL',
    name: 'AF Global Balanced Feeder Fund',
    drift: 0.085,
    volatility: 0.1,
    currency: 'ZAR',
  },
  { code: 'AFINF', name: 'AF Inflation Plus Fund', drift: 0.08, volatility: 0.05, currency: 'ZAR' },
  {
    code: 'AFSHR',
    name: 'AF Shari’ah Balanced Fund',
    drift: 0.085,
    volatility: 0.12,
    currency: 'ZAR',
  },
  {
    code: 'AFLIF',
    name: 'AF Lifestage Conservative Portfolio',
    drift: 0.07,
    volatility: 0.05,
    currency: 'ZAR',
  },
  {
    code: 'AFLIA',
    name: 'AF Lifestage Aggressive Portfolio',
    drift: 0.105,
    volatility: 0.14,
    currency: 'ZAR',
  },
  {
    code: 'AFCAP',
    name: 'AF Capital Protector Portfolio',
    drift: 0.07,
    volatility: 0.03,
    currency: 'ZAR',
  },
  {
    code: 'AFABS',
    name: 'AF Absolute Return Fund',
    drift: 0.08,
    volatility: 0.06,
    currency: 'ZAR',
  },
  {
    code: 'AFDIV',
    name: 'AF Dividend Income Fund',
    drift: 0.09,
    volatility: 0.13,
    currency: 'ZAR',
  },
  {
    code: 'AFSMC',
    name: 'AF Small and Mid Cap Fund',
    drift: 0.09,
    volatility: 0.2,
    currency: 'ZAR',
  },
  { code: 'AFFLX', name: 'AF Flexible Fund', drift: 0.09, volatility: 0.13, currency: 'ZAR' },
  { code: 'AFINC', name: 'AF Income Fund', drift: 0.075, volatility: 0.02, currency: 'ZAR' },
  { code: 'GLUSD', name: 'Global USD Equity Fund', drift: 0.09, volatility: 0.16, currency: 'USD' },
  {
    code: 'GLUSB',
    name: 'Global USD Balanced Fund',
    drift: 0.07,
    volatility: 0.1,
    currency: 'USD',
  },
  {
    code: 'AFTSF',
    name: 'AF Tax Free Balanced Fund',
    drift: 0.09,
    volatility: 0.11,
    currency: 'ZAR',
  },
  {
    code: 'AFSTF',
    name: 'AF Staff Pension Portfolio',
    drift: 0.085,
    volatility: 0.09,
    currency: 'ZAR',
  },
];

export type ProductKind = {
  key: string;
  category: 'Institutional' | 'Retail';
  heading: string;
  fullProductName: string;
  twoPot: boolean;
  isGlobal: boolean;
  sourceSystemName: string;
  /** Portfolio codes a member of this product may hold. */
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
      '<p>Your tax certificates for the 2026 tax year are available under Documents.</p>',
  },
  {
    navigationType: 'Dashboard',
    sourceSystems: ['UMBRELLA_CALL_CENTRE'],
    categoryTitleToDisplay: 'Call centre scripts',
    htmlContent: '<p>Internal notice for the call centre only.</p>',
  },
] as const;
