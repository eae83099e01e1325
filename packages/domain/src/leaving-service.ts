import { lumpSumTax, type EarlierLumpSum } from './lump-sum-tax';
import { toCents, type Cents } from './money';
import { expectedOf, projectRetirement } from './projection';
import type { ProjectionInputs, ProjectionPots } from './projection-inputs';
import { savingsWithdrawalEstimate } from './savings-withdrawal';

// A paid-up member's options on leaving service (Regulation 38; docs/decisions/051-leaving-service-options.md):
// stay preserved in the fund (the default), transfer to another fund under section 14, or take what
// two-pot allows in cash. Every figure comes from the portal's one projection (DESIGN §1e) and its
// lump-sum tables: the "stay" figures are the retirement projection page's, the same function on
// the same inputs, and the income given up is that projection with and without the cash taken.

/** The three options, the default first. */
export type LeavingOption = 'preserve' | 'transfer' | 'cash';
export const LEAVING_OPTIONS: readonly LeavingOption[] = ['preserve', 'transfer', 'cash'];
export const LEAVING_OPTION_NAMES: Record<LeavingOption, string> = {
  preserve: 'Stay preserved in the fund',
  transfer: 'Transfer to another fund',
  cash: 'Take the benefit in cash',
};

/** The kinds of fund a section 14 transfer may go to. */
export type ReceivingFundType = 'PreservationFund' | 'RetirementAnnuity' | 'NewEmployerFund';
export const RECEIVING_FUND_TYPES: readonly ReceivingFundType[] = [
  'PreservationFund',
  'RetirementAnnuity',
  'NewEmployerFund',
];
export const RECEIVING_FUND_TYPE_NAMES: Record<ReceivingFundType, string> = {
  PreservationFund: 'A preservation fund',
  RetirementAnnuity: 'A retirement annuity fund',
  NewEmployerFund: 'Your new employer’s fund',
};

/**
 * A fund's FSCA registration number as the Registrar of Pension Funds issued it: "12/8/" and the
 * fund's number, with an optional suffix ("12/8/35478", "12/8/1234/2").
 */
export const FSCA_REGISTRATION_PATTERN = /^12\/8\/\d{1,6}(\/[A-Z0-9]{1,3})?$/;
export const FSCA_REGISTRATION_MESSAGE =
  'Enter the fund’s FSCA registration number as it is printed on its documents, for example 12/8/35478.';

export function isFscaRegistrationNumber(text: string): boolean {
  return FSCA_REGISTRATION_PATTERN.test(text.trim().toUpperCase());
}

/** The version of the counselling material a member acknowledges; raised when its words change. */
export const COUNSELLING_MATERIAL_VERSION = '2026-12-01';

export type LeavingServiceInput = {
  /** The fund's projection inputs, exactly as the retirement projection page's. */
  readonly inputs: ProjectionInputs;
  /** The day the cash would be paid (the portal's today): chooses the tax tables. */
  readonly on: string;
  /** The savings withdrawal's fee. */
  readonly savingsFeeCents: number;
  /** The member's other taxable income this tax year, for the savings withdrawal's marginal tax. */
  readonly annualTaxableIncomeCents: number;
  /** Earlier retirement, withdrawal and severance lump sums known to the portal. */
  readonly earlier?: readonly EarlierLumpSum[];
};

export type AtRetirement = {
  /** The fund's value at the retirement date, in today's money (expected returns). */
  readonly valueAtRetirementCents: number;
  /** The first month's income before tax, in today's money (expected returns); null for none. */
  readonly monthlyIncomeCents: number | null;
};

export type LeavingServiceOptions = {
  /** Today's value of each component (the fund details' and the projection's pots). */
  readonly today: ProjectionPots & { readonly totalCents: number };
  readonly retirementDate: string;
  readonly preserve: AtRetirement;
  readonly transfer: {
    /** Transferred in full and free of tax; each component keeps its character. */
    readonly valueTransferredCents: number;
    readonly taxCents: 0;
  };
  readonly cash: {
    /** The retirement component stays preserved: it cannot be taken in cash before retirement. */
    readonly retirementPreservedCents: number;
    readonly vested: {
      readonly grossCents: Cents;
      /** On the withdrawal lump-sum table, with the earlier lump sums that count. */
      readonly taxCents: Cents;
      readonly netCents: Cents;
      readonly taxYear: string;
      readonly earlierCents: Cents;
    };
    readonly savings: {
      readonly grossCents: Cents;
      readonly feeCents: Cents;
      /** At the member's marginal rate, on the amount after the fee. */
      readonly taxCents: Cents;
      readonly netCents: Cents;
      readonly taxYear: string;
    };
    readonly grossCents: Cents;
    readonly taxCents: Cents;
    readonly feeCents: Cents;
    readonly netCents: Cents;
    /** What is left to retire on: the retirement component only. */
    readonly afterCash: AtRetirement;
    /** The income a month at retirement the cash would have bought (today's money, expected returns). */
    readonly monthlyIncomeGivenUpCents: number | null;
    /** The value at retirement the cash would have grown to (today's money, expected returns). */
    readonly valueGivenUpCents: number;
  };
};

function atRetirement(inputs: ProjectionInputs): AtRetirement {
  const expected = expectedOf(projectRetirement(inputs));
  return {
    valueAtRetirementCents: expected.valueAtRetirementCents,
    monthlyIncomeCents: expected.monthlyIncomeCents,
  };
}

/** The three options side by side for a paid-up membership. */
export function leavingServiceOptions(input: LeavingServiceInput): LeavingServiceOptions {
  const { pots } = input.inputs;
  const totalCents = pots.savingsCents + pots.vestedCents + pots.retirementCents;
  const preserve = atRetirement(input.inputs);
  const vestedTax = lumpSumTax({
    kind: 'withdrawal',
    amountCents: pots.vestedCents,
    accruedOn: input.on,
    earlier: input.earlier ?? [],
  });
  const savings = savingsWithdrawalEstimate({
    amountCents: pots.savingsCents,
    feeCents: pots.savingsCents > 0 ? input.savingsFeeCents : 0,
    annualTaxableIncomeCents: input.annualTaxableIncomeCents,
    claimDate: input.on,
    dateOfBirth: input.inputs.dateOfBirth,
  });
  const afterCash = atRetirement({
    ...input.inputs,
    pots: { savingsCents: 0, vestedCents: 0, retirementCents: pots.retirementCents },
  });
  const vestedGross = toCents(Math.max(0, pots.vestedCents));
  const grossCents = toCents(vestedGross + savings.amountCents);
  const taxCents = toCents(vestedTax.taxCents + savings.taxCents);
  return {
    today: { ...pots, totalCents },
    retirementDate: input.inputs.retirementDate,
    preserve,
    transfer: { valueTransferredCents: totalCents, taxCents: 0 },
    cash: {
      retirementPreservedCents: pots.retirementCents,
      vested: {
        grossCents: vestedGross,
        taxCents: vestedTax.taxCents,
        netCents: vestedTax.netCents,
        taxYear: vestedTax.taxYearOfDate,
        earlierCents: vestedTax.earlierCents,
      },
      savings: {
        grossCents: savings.amountCents,
        feeCents: savings.feeCents,
        taxCents: savings.taxCents,
        netCents: savings.netCents,
        taxYear: savings.taxTableUsed,
      },
      grossCents,
      taxCents,
      feeCents: savings.feeCents,
      netCents: toCents(grossCents - savings.feeCents - taxCents),
      afterCash,
      monthlyIncomeGivenUpCents:
        preserve.monthlyIncomeCents === null || afterCash.monthlyIncomeCents === null
          ? null
          : preserve.monthlyIncomeCents - afterCash.monthlyIncomeCents,
      valueGivenUpCents: preserve.valueAtRetirementCents - afterCash.valueAtRetirementCents,
    },
  };
}

/** A transfer request's statuses, in order. */
export type TransferStatus = 'Submitted' | 'WithAdministrator' | 'Completed';
export const TRANSFER_STATUSES: readonly TransferStatus[] = [
  'Submitted',
  'WithAdministrator',
  'Completed',
];
export const TRANSFER_STATUS_NAMES: Record<TransferStatus, string> = {
  Submitted: 'Submitted',
  WithAdministrator: 'With the administrator',
  Completed: 'Completed',
};

/** The status after `status`, or null when it is the last. */
export function nextTransferStatus(status: TransferStatus): TransferStatus | null {
  const index = TRANSFER_STATUSES.indexOf(status);
  return TRANSFER_STATUSES[index + 1] ?? null;
}
