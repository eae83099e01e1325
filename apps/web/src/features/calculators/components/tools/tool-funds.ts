import type { InternalFund } from '@portal/contract/fund';
import { isRetailProduct } from '@portal/domain/fund-details';
import type { SelectOption } from '@/components/ui/select-field';

/** The member's funds as the tools page receives them (the route loads the fund summary). */
export type ToolFunds =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; funds: readonly InternalFund[] };

/**
 * spec 3 §2.2, §2.3: the product select lists funds by full product name keyed on scheme number.
 * Two products with the same name are told apart by their membership numbers.
 */
export function productOptions(funds: readonly InternalFund[]): SelectOption[] {
  const counts = new Map<string, number>();
  for (const fund of funds)
    counts.set(fund.fullproductname, (counts.get(fund.fullproductname) ?? 0) + 1);
  return funds.map((fund) => ({
    value: fund.schemeNumber,
    label:
      (counts.get(fund.fullproductname) ?? 0) > 1
        ? `${fund.fullproductname} (${fund.membershipNumber})`
        : fund.fullproductname,
  }));
}

/**
 * The funds the transaction summary is offered for: the institutional products, as on the fund
 * details page, where the transaction summary panel is the institutional products' panel (spec 2
 * §2, §6).
 */
export function transactionSummaryFunds(funds: readonly InternalFund[]): InternalFund[] {
  return funds.filter((fund) => !isRetailProduct(fund));
}
