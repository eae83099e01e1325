import { z } from 'zod';
import { FundGroupCoverSchema } from './group-cover';
import { defineRoute } from './route';

// spec 1 §3 "Internal fund summary item" and spec 2 §3 "Fund summary".
export const ProductTypeCategorySchema = z.enum(['Retail', 'Institutional']);

export const InternalFundSchema = z.object({
  schemeNumber: z.string(),
  refNum1: z.string().nullable(),
  /** The membership number. */
  refNum2: z.string(),
  membershipNumber: z.string(),
  fullproductname: z.string(),
  heading: z.string(),
  fundName: z.string(),
  schemeName: z.string().nullable(),
  employerName: z.string().nullable(),
  sourceSystemName: z.string(),
  isRestricted: z.boolean(),
  twoPotIndicator: z.enum(['Y', 'N']),
  masterMemberStatus: z.string().nullable(),
  productTypeCategory: ProductTypeCategorySchema,
  isRetail: z.boolean(),
  isGlobalProduct: z.boolean(),
  caseKey: z.string(),
  caseMemberKey: z.string(),
  category: z.string().nullable(),
  annualPensionableSalary: z.number().nullable(),
  memberContributionRate: z.number().nullable(),
  employerContributionRate: z.number().nullable(),
  /** Beside the spec's fields: the fund's value at its calculation date, in rand. */
  currentValue: z.number(),
  calculationDate: z.string().nullable(),
});
export type InternalFund = z.infer<typeof InternalFundSchema>;

export const InternalFundsResponseSchema = z.object({
  success: z.boolean(),
  internalFunds: z.array(InternalFundSchema),
  /**
   * Beside the spec's fields: each employer fund's group cover (a fund without a group cover
   * row, as a retail product, is not listed; one whose rules give none is, as 'none').
   */
  groupCovers: z.array(FundGroupCoverSchema),
});

export const getInternalFunds = defineRoute({
  method: 'GET',
  path: '/api/Fund/Internal',
  response: InternalFundsResponseSchema,
});
