import { STAFF_SOURCE_SYSTEM } from '@portal/domain/member';

// The fixed parts of the demo data: portfolios, product kinds, lookups and notices.

/**
 * Asset classes and the monthly standard deviation of their unit prices, in line with South
 * African unit trusts of each class: equity 4–5 %, balanced 2.5–3 %, bonds about 1.5 %; money
 * market grows smoothly and never falls.
 */
export const ASSET_CLASSES = {
  equity: { monthlyVolatility: 0.045 },
  balanced: { monthlyVolatility: 0.026 },
  conservative: { monthlyVolatility: 0.017 },
  bond: { monthlyVolatility: 0.015 },
  income: { monthlyVolatility: 0.006 },
  moneyMarket: { monthlyVolatility: 0 },
} as const;
export type AssetClass = keyof typeof ASSET_CLASSES;

export type PortfolioDef = {
  code: string;
  name: string;
  assetClass: AssetClass;
  /** Yearly drift of the unit price (a money market fund's price grows by it every day). */
  drift: number;
  currency: 'ZAR' | 'USD';
};

function portfolio(
  code: string,
  name: string,
  assetClass: AssetClass,
  drift: number,
  currency: 'ZAR' | 'USD' = 'ZAR',
): PortfolioDef {
  return { code, name, assetClass, drift, currency };
}

export const PORTFOLIOS: readonly PortfolioDef[] = [
  portfolio('AFBAL', 'AF Balanced Fund', 'balanced', 0.09),
  portfolio('AFSTG', 'AF Stable Growth Fund', 'conservative', 0.075),
  portfolio('AFEQT', 'AF SA Equity Fund', 'equity', 0.1),
  portfolio('AFMMK', 'AF Money Market Fund', 'moneyMarket', 0.065),
  portfolio('AFBND', 'AF Bond Fund', 'bond', 0.08),
  portfolio('AFPRP', 'AF Property Fund', 'equity', 0.07),
  portfolio('AFGEQ', 'AF Global Equity Feeder Fund', 'equity', 0.11),
  portfolio('AFGBL', 'AF Global Balanced Feeder Fund', 'balanced', 0.085),
  portfolio('AFINF', 'AF Inflation Plus Fund', 'conservative', 0.08),
  portfolio('AFSHR', 'AF Shari’ah Balanced Fund', 'balanced', 0.085),
  portfolio('AFLIF', 'AF Lifestage Conservative Portfolio', 'conservative', 0.07),
  portfolio('AFLIA', 'AF Lifestage Aggressive Portfolio', 'equity', 0.105),
  portfolio('AFCAP', 'AF Capital Protector Portfolio', 'income', 0.07),
  portfolio('AFABS', 'AF Absolute Return Fund', 'conservative', 0.08),
  portfolio('AFDIV', 'AF Dividend Income Fund', 'equity', 0.09),
  portfolio('AFSMC', 'AF Small and Mid Cap Fund', 'equity', 0.09),
  portfolio('AFFLX', 'AF Flexible Fund', 'balanced', 0.09),
  portfolio('AFINC', 'AF Income Fund', 'income', 0.075),
  portfolio('GLUSD', 'Global USD Equity Fund', 'equity', 0.09, 'USD'),
  portfolio('GLUSB', 'Global USD Balanced Fund', 'balanced', 0.07, 'USD'),
  portfolio('AFTSF', 'AF Tax Free Balanced Fund', 'balanced', 0.09),
  portfolio('AFSTF', 'AF Staff Pension Portfolio', 'balanced', 0.085),
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
