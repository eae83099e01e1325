import type { InternalFund } from '@portal/contract/fund';
import type { FundSummaryItem } from '@portal/contract/portfolio';
import { percentFromBasisPoints, randFromCents } from '@portal/domain/money';
import type { Db } from '../../db/client';
import { currentValuesOf, membershipsOf, type CurrentValueRow } from './fund.repository';

type MembershipWithProduct = Awaited<ReturnType<typeof membershipsOf>>[number];

/** spec 1 §3 "Internal fund summary item", spec 2 §3 "Fund summary", plus the current value. */
export async function internalFunds(db: Db, memberId: number): Promise<InternalFund[]> {
  return (await fundsWithValues(db, memberId)).map(({ row, value }) => internalFundOf(row, value));
}

/**
 * spec 1 §7 GetFundSummary, spec 2 §3 "Fund summary (internal fund list item)": the internal
 * fund items with lastContributionRate, billGroup, payrollRef and schemeNumberRef.
 */
export async function fundSummary(db: Db, memberId: number): Promise<FundSummaryItem[]> {
  return (await fundsWithValues(db, memberId)).map(({ row, value }) => ({
    ...internalFundOf(row, value),
    lastContributionRate:
      row.membership.lastContributionRateBp === null
        ? null
        : percentFromBasisPoints(row.membership.lastContributionRateBp),
    billGroup: row.membership.billGroup,
    payrollRef: row.membership.payrollRef,
    schemeNumberRef: row.product.schemeNumberRef,
  }));
}

/** The member's memberships with their products and current values (DESIGN §1a). */
export async function fundsWithValues(
  db: Db,
  memberId: number,
): Promise<{ row: MembershipWithProduct; value: CurrentValueRow | undefined }[]> {
  const [rows, values] = await Promise.all([
    membershipsOf(db, memberId),
    currentValuesOf(db, memberId),
  ]);
  const valueBy = new Map(values.map((v) => [v.membershipId, v]));
  return rows.map((row) => ({ row, value: valueBy.get(row.membership.id) }));
}

function internalFundOf(
  { membership, product }: MembershipWithProduct,
  value: CurrentValueRow | undefined,
): InternalFund {
  return {
    schemeNumber: product.schemeNumber,
    refNum1: membership.refNum1,
    refNum2: membership.membershipNumber,
    membershipNumber: membership.membershipNumber,
    fullproductname: product.fullProductName,
    heading: product.heading,
    fundName: product.fundName,
    schemeName: product.schemeName,
    employerName: product.employerName,
    sourceSystemName: product.sourceSystemName,
    isRestricted: membership.isRestricted,
    twoPotIndicator: product.twoPotIndicator,
    masterMemberStatus: membership.masterMemberStatus,
    productTypeCategory: product.productTypeCategory,
    isRetail: product.productTypeCategory === 'Retail',
    isGlobalProduct: product.isGlobalProduct,
    caseKey: product.caseKey,
    caseMemberKey: membership.caseMemberKey,
    category: membership.category,
    annualPensionableSalary:
      membership.annualPensionableSalaryCents === null
        ? null
        : randFromCents(membership.annualPensionableSalaryCents),
    memberContributionRate:
      membership.memberContributionRateBp === null
        ? null
        : percentFromBasisPoints(membership.memberContributionRateBp),
    employerContributionRate:
      membership.employerContributionRateBp === null
        ? null
        : percentFromBasisPoints(membership.employerContributionRateBp),
    currentValue: randFromCents(value?.valueCents ?? 0),
    calculationDate: value?.calculationDate ?? null,
  };
}
