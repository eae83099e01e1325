import type { InternalFund } from '@portal/contract/fund';
import { percentFromBasisPoints, randFromCents } from '@portal/domain/money';
import type { Db } from '../../db/client';
import { currentValuesOf, membershipsOf } from './fund.repository';

/** spec 1 §3 "Internal fund summary item", spec 2 §3 "Fund summary", plus the current value. */
export async function internalFunds(db: Db, memberId: number): Promise<InternalFund[]> {
  const [rows, values] = await Promise.all([
    membershipsOf(db, memberId),
    currentValuesOf(db, memberId),
  ]);
  const valueBy = new Map(values.map((v) => [v.membershipId, v]));
  return rows.map(({ membership, product }) => {
    const value = valueBy.get(membership.id);
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
  });
}
