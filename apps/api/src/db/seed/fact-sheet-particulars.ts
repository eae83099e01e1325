import type { AssetClass } from '@portal/domain/projection-assumptions';
import { assetMixOf } from './asset-mix';
import { streamOf } from './random';

// Each portfolio's fact-sheet particulars (its minimum disclosure document): ASISA category,
// manager, inception date, Regulation 28 compliance, and its ten largest holdings.

export type PortfolioParticulars = {
  asisaCategory: string;
  manager: string;
  /** The portfolio's launch: before the first unit price the demo keeps (10 years back). */
  inceptionDate: string;
  /**
   * Whether the portfolio is managed within Regulation 28's limits (seed tests hold a compliant
   * portfolio's mix to them); equity, global, property, flexible and dollar portfolios are not.
   */
  regulation28Compliant: boolean;
};

const AF = 'AF Investment Management (Pty) Ltd';
const AF_GLOBAL = 'AF Global Investors Ltd (Guernsey)';

const HIGH_EQUITY = 'South African – Multi Asset – High Equity';

export const PARTICULARS: Readonly<Record<string, PortfolioParticulars>> = {
  AFBAL: p(HIGH_EQUITY, AF, '1998-07-01', true),
  AFSTG: p('South African – Multi Asset – Low Equity', AF, '2001-03-01', true),
  AFEQT: p('South African – Equity – General', AF, '1996-10-01', false),
  AFMMK: p('South African – Interest Bearing – Money Market', AF, '1999-02-01', true),
  AFBND: p('South African – Interest Bearing – Variable Term', AF, '2000-05-01', true),
  AFPRP: p('South African – Real Estate – General', AF, '2005-08-01', false),
  AFGEQ: p('Global – Equity – General', AF, '2007-04-01', false),
  AFGBL: p('Global – Multi Asset – High Equity', AF, '2008-09-01', false),
  AFINF: p('South African – Multi Asset – Medium Equity', AF, '2006-01-01', true),
  AFSHR: p(HIGH_EQUITY, AF, '2010-06-01', true),
  AFLIF: p('South African – Multi Asset – Low Equity', AF, '2004-07-01', true),
  // Its mix (95 % shares) is beyond Regulation 28's 75 % limit on shares: not compliant.
  AFLIA: p('South African – Equity – General', AF, '2004-07-01', false),
  AFCAP: p('South African – Multi Asset – Income', AF, '2009-11-01', true),
  AFABS: p('South African – Multi Asset – Medium Equity', AF, '2008-02-01', true),
  AFDIV: p('South African – Equity – General', AF, '2003-05-01', false),
  AFSMC: p('South African – Equity – Mid and Small Cap', AF, '2006-09-01', false),
  AFFLX: p('South African – Multi Asset – Flexible', AF, '2002-11-01', false),
  AFINC: p('South African – Multi Asset – Income', AF, '2003-02-01', true),
  GLUSD: p('Global – Equity – General', AF_GLOBAL, '2009-03-01', false),
  GLUSB: p('Global – Multi Asset – High Equity', AF_GLOBAL, '2011-01-01', false),
  AFTSF: p(HIGH_EQUITY, AF, '2015-03-01', true),
  AFSTF: p(HIGH_EQUITY, AF, '1995-01-01', true),
};

function p(
  asisaCategory: string,
  manager: string,
  inceptionDate: string,
  regulation28Compliant: boolean,
): PortfolioParticulars {
  return { asisaCategory, manager, inceptionDate, regulation28Compliant };
}

export function particularsOf(code: string): PortfolioParticulars {
  const particulars = PARTICULARS[code];
  if (!particulars) throw new Error(`no fact-sheet particulars for portfolio ${code}`);
  return particulars;
}

/** Well-known listed companies and government bonds, by asset class, from which holdings are drawn. */
const NAMES: Record<AssetClass, readonly string[]> = {
  saEquity: [
    'Naspers',
    'Prosus',
    'FirstRand',
    'Standard Bank Group',
    'Anglo American',
    'BHP Group',
    'Compagnie Financière Richemont',
    'MTN Group',
    'British American Tobacco',
    'Capitec Bank',
    'Gold Fields',
    'AngloGold Ashanti',
    'Absa Group',
    'Sanlam',
    'Shoprite Holdings',
    'Bidvest Group',
    'Sasol',
    'Vodacom Group',
  ],
  property: [
    'Growthpoint Properties',
    'NEPI Rockcastle',
    'Redefine Properties',
    'Fortress Real Estate Investments',
    'Vukile Property Fund',
    'Hyprop Investments',
    'Resilient REIT',
    'Equites Property Fund',
    'SA Corporate Real Estate',
    'Attacq',
  ],
  bonds: [
    'Republic of South Africa R2030 government bond',
    'Republic of South Africa R2032 government bond',
    'Republic of South Africa R2035 government bond',
    'Republic of South Africa R2037 government bond',
    'Republic of South Africa R2040 government bond',
    'Republic of South Africa R2044 government bond',
    'Republic of South Africa R2048 government bond',
    'Republic of South Africa R186 government bond',
    'Republic of South Africa R213 government bond',
    'Republic of South Africa I2033 inflation-linked bond',
  ],
  cash: [
    'Standard Bank negotiable certificate of deposit',
    'FirstRand Bank negotiable certificate of deposit',
    'Absa Bank negotiable certificate of deposit',
    'Nedbank negotiable certificate of deposit',
    'Investec Bank negotiable certificate of deposit',
    'South African Treasury bill (91 days)',
    'South African Treasury bill (182 days)',
    'South African Treasury bill (364 days)',
    'Land Bank promissory note',
    'Transnet commercial paper',
  ],
  globalEquity: [
    'Microsoft',
    'Apple',
    'NVIDIA',
    'Amazon.com',
    'Alphabet',
    'Meta Platforms',
    'Taiwan Semiconductor Manufacturing',
    'ASML Holding',
    'Novo Nordisk',
    'JPMorgan Chase',
    'Visa',
    'Broadcom',
  ],
  globalBonds: [
    'United States Treasury note (10 years)',
    'United States Treasury bond (30 years)',
    'German Bund (10 years)',
    'United Kingdom Gilt (10 years)',
    'Japanese government bond (10 years)',
    'French OAT (10 years)',
    'Canadian government bond (10 years)',
    'Australian government bond (10 years)',
    'Italian BTP (10 years)',
    'Spanish government bond (10 years)',
  ],
};

/** The mid and small cap fund's shares, and the Shari'ah fund's (no banks, insurers or tobacco). */
const SMALL_AND_MID_CAPS = [
  'Italtile',
  'Motus Holdings',
  'Reunert',
  'AVI',
  'The Foschini Group',
  'Truworths International',
  'Santam',
  'Omnia Holdings',
  'Famous Brands',
  'Life Healthcare Group',
  'Coronation Fund Managers',
  'Tsogo Sun',
];
const SHARIAH_EXCLUDED = new Set([
  'FirstRand',
  'Standard Bank Group',
  'British American Tobacco',
  'Capitec Bank',
  'Absa Group',
  'Sanlam',
]);
const SHARIAH_CASH = [
  'Albaraka Bank Islamic deposit',
  'FNB Islamic Banking deposit',
  'Republic of South Africa international sukuk (2030)',
  'Absa Islamic Banking deposit',
  'Standard Bank Islamic deposit',
  'Nedbank Islamic deposit',
  'Republic of South Africa rand sukuk (2028)',
  'Islamic Development Bank sukuk',
  'HSBC Amanah sukuk',
  'Investec Islamic deposit',
];

function namesFor(code: string, assetClass: AssetClass): readonly string[] {
  if (code === 'AFSMC' && assetClass === 'saEquity') return SMALL_AND_MID_CAPS;
  if (code === 'AFSHR' && assetClass === 'saEquity')
    return NAMES.saEquity.filter((name) => !SHARIAH_EXCLUDED.has(name));
  if (code === 'AFSHR' && assetClass === 'cash') return SHARIAH_CASH;
  return NAMES[assetClass];
}

export const TOP_HOLDINGS = 10;

/**
 * The portfolio's ten largest holdings, largest first, from its own stream: the ten are shared
 * among its asset classes in proportion to their shares (largest remainder), and a class's holdings
 * together hold between a third and a half of the class, so they add up to less than its share.
 */
export function topHoldingsOf(
  code: string,
  seed: number,
): { position: number; name: string; shareBp: number }[] {
  const rng = streamOf(seed, 'top-holdings', code);
  const mix = assetMixOf(code)
    .filter((row) => row.shareBp > 0)
    .sort((a, b) => b.shareBp - a.shareBp);
  const exact = mix.map((row) => (row.shareBp / 10_000) * TOP_HOLDINGS);
  const counts = exact.map(Math.floor);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let k = 0; counts.reduce((a, b) => a + b, 0) < TOP_HOLDINGS; k += 1) {
    const index = byRemainder[k % byRemainder.length]?.index ?? 0;
    counts[index] = (counts[index] ?? 0) + 1;
  }
  const holdings: { name: string; shareBp: number }[] = [];
  mix.forEach((row, index) => {
    const count = counts[index] ?? 0;
    if (count === 0) return;
    const pool = [...namesFor(code, row.assetClass)];
    // The pool's order is roughly by market size: the largest names are likelier to be held.
    const names: string[] = [];
    while (names.length < count && pool.length > 0) {
      const at = Math.min(pool.length - 1, Math.floor(rng.next() ** 1.5 * pool.length));
      names.push(...pool.splice(at, 1));
    }
    const total = Math.floor(row.shareBp * (1 / 3 + rng.next() / 6));
    const weights = names.map(() => 0.5 + rng.next());
    const sum = weights.reduce((a, b) => a + b, 0);
    names.forEach((name, i) =>
      holdings.push({ name, shareBp: Math.floor((total * (weights[i] ?? 0)) / sum) }),
    );
  });
  return holdings
    .sort((a, b) => b.shareBp - a.shareBp || a.name.localeCompare(b.name))
    .slice(0, TOP_HOLDINGS)
    .map((holding, index) => ({ position: index + 1, ...holding }));
}
