// The SARS source codes the portal's tax certificates print, each with where it comes from
// (docs/decisions/043-tax-certificates-as-sars-defines-them.md gives the sources in full). A code
// the sources did not confirm is not printed: its line is named in words only (null below).

/**
 * An IRP5/IT3(a)'s lump sum codes (SARS PAYE Business Requirements Specification, section 6
 * "Lump sum codes", as the Payroll Authors Group of South Africa publishes BRS v23.0.0):
 * 3915 a retirement fund lump sum benefit (retirement or death), 3920 a lump sum withdrawal
 * benefit (resignation, transfer and other withdrawals before retirement) and 3926 a savings
 * withdrawal benefit (the two-pot savings component; new in BRS v23.0.0, March 2024).
 */
export const LUMP_SUM_SOURCE_CODES = {
  retirement: '3915',
  death: '3915',
  withdrawal: '3920',
  savings: '3926',
} as const;

/** The employees' tax (PAYE) withheld: BRS code 4102. */
export const PAYE_CODE = '4102';

/**
 * The tax on retirement lump sum and severance benefits: BRS code 4115, "tax on codes 3901, 3915,
 * 3920, 3921, 3922, 3923 and 3924". A savings withdrawal benefit (3926) is not among them: it is
 * taxed at the member's marginal rate like remuneration, so its tax is reported as PAYE (4102).
 */
export const LUMP_SUM_TAX_CODE = '4115';

export type LumpSumKind = keyof typeof LUMP_SUM_SOURCE_CODES;

/** The code of the tax withheld from a lump sum of this kind. */
export function lumpSumTaxCodeOf(kind: LumpSumKind): string {
  return kind === 'savings' ? PAYE_CODE : LUMP_SUM_TAX_CODE;
}

/**
 * An IT3(b)'s income codes: 4201 local interest (SARS's trust return FAQ and TaxTim's "IT3b source
 * codes"), 4238 taxable local dividends (REIT distributions; TaxTim). Exempt local dividends and
 * foreign dividends are named in words: no source at hand confirmed their codes.
 */
export const INVESTMENT_INCOME_CODES = {
  localInterest: '4201',
  taxableLocalDividends: '4238',
  exemptLocalDividends: null,
  foreignDividends: null,
} as const;

/**
 * An IT3(c)'s capital gain and loss codes (TaxTim, "The new capital gains tax source codes"): 4250
 * local gain, 4251 local loss, 4252 foreign gain, 4253 foreign loss. In the ITR12 the member
 * declares them under the asset's own code (financial instruments, listed: 6506 gain, 6507 loss).
 */
export const CAPITAL_GAIN_CODES = {
  localGain: '4250',
  localLoss: '4251',
  foreignGain: '4252',
  foreignLoss: '4253',
} as const;
