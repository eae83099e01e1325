import type { PriceSeries } from './prices';

// What a demo fund history is drawn from and what it gives (history.ts draws it).

export type Pot = 'vested' | 'savings' | 'retirement';
export type VestedStatus = 'available' | 'notAvailable' | null;
export type TxType =
  'contribution' | 'transfer_in' | 'switch_in' | 'withdrawal' | 'fee' | 'switch_out';

export type GeneratedTransaction = {
  portfolioCode: string;
  txDate: string;
  type: TxType;
  name: string;
  units: number;
  unitPriceMicro: number;
  amountCents: number;
  pot: Pot;
  vestedStatus: VestedStatus;
};

/** A paid savings withdrawal: its date, the amount taken from the pot and the fee within it. */
export type SavingsWithdrawal = { date: string; grossCents: number; feeCents: number };

/** An employer fund's contributions of a monthly date, due whether or not they arrived. */
export type ContributionDue = { date: string; member: number; employer: number };

export type HoldingPlan = { portfolioCode: string; allocationBp: number };

export type HistoryInput = {
  /** How many monthly dates the history has: the same on every day (DESIGN §1a). */
  months: number;
  /** Days between joining and the first monthly date. */
  joinedDaysBefore: number;
  today: string;
  /** Contributions name the member and the employer; otherwise they are debit orders. */
  isInstitutional: boolean;
  isTwoPot: boolean;
  /**
   * The month's contributions in cents (the member's and the employer's; a debit order is the
   * member's), or null for none. Asked once a month, in date order, while contributions run.
   */
  contributionOf?: (month: number, date: string) => { member: number; employer: number } | null;
  /**
   * The day an employer fund's contributions of a monthly date arrived at the fund: that date,
   * a later day before the next monthly date (paid late), or null (not paid: arrears). Unset, every
   * month's arrive on its date.
   */
  receiptOf?: (date: string) => string | null;
  /** The month's group risk premium in cents (0: none). */
  riskPremiumOf?: (month: number, date: string) => number;
  /**
   * The monthly administration fee per member in cents, never more than ADMIN_FEE_CAP_BP a year
   * of the fund's value.
   */
  adminFeeCents: number;
  /** The asset-based fee, basis points a year of the fund's value, charged monthly. */
  assetFeeBp: number;
  initialTransferCents: number;
  /**
   * A living annuity pays the member an income instead of taking contributions: this rate (basis
   * points a year, 250 to 1 750) of the value at each anniversary, fixed for the year and paid
   * monthly.
   */
  annualIncomeDrawBp?: number;
  /**
   * A paid-up membership: contributions stop after this many monthly dates (fees go on). Unset,
   * contributions run to the end of the history.
   */
  contributionMonths?: number;
  /** A savings withdrawal in this month (index), if the pot allows one then; 'none': none at all. */
  savingsWithdrawalMonth?: number | 'none';
  plan: readonly HoldingPlan[];
  /** Codes a switch may move money into. */
  switchCandidates: readonly string[];
  prices: (code: string) => PriceSeries;
};
