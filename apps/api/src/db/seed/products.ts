import { institutionalKind, RETAIL_KINDS, STAFF_KIND, type ProductKind } from './catalogue';
import { addGroupCover } from './group-cover';
import { declaredUuid } from './random';
import type { DemoData, ProductRow } from './rows';

/**
 * Every product, in a fixed order: an umbrella pension and provident fund per employer, one
 * product per retail kind and the staff fund, with each one's investment range (its kind's
 * portfolios) and the employer funds' group cover. Returns the
 * product id by `${kind}|${employer}`.
 */
export function createProducts(
  data: DemoData,
  employers: readonly string[],
  portfolioIds: ReadonlyMap<string, number>,
): Map<string, number> {
  const ids = new Map<string, number>();
  const add = (kind: ProductKind, employer?: string) => {
    const id = data.products.length + 1;
    const schemeNumber = `${kind.category === 'Retail' ? 2 : kind === STAFF_KIND ? 3 : 1}${String(id).padStart(5, '0')}`;
    const product: ProductRow = {
      id,
      schemeNumber,
      fullProductName: kind.fullProductName,
      heading: kind.heading,
      fundName: kind.fullProductName,
      schemeName: employer
        ? `${employer} ${kind.heading === 'Pension Fund' ? 'Pension' : 'Provident'} Scheme`
        : null,
      schemeNumberRef: `S${schemeNumber}`,
      employerName: employer ?? null,
      sourceSystemName: kind.sourceSystemName,
      productTypeCategory: kind.category,
      isGlobalProduct: kind.isGlobal,
      twoPotIndicator: kind.twoPot ? 'Y' : 'N',
      // Beneficiaries tab (spec 2 §2): employer funds, the retirement annuity (nominated online)
      // and the preservation fund (nominated on a signed form).
      nobIndicator:
        kind.category === 'Institutional' || kind.key === 'RA' || kind.key === 'PRES' ? 'Y' : 'N',
      caseKey: `CK${schemeNumber}`,
      productGuid: declaredUuid('product', schemeNumber),
    };
    data.products.push(product);
    // The range's first portfolio is the product's default (Regulation 37).
    kind.portfolioCodes.forEach((code, index) => {
      const portfolioId = portfolioIds.get(code);
      if (portfolioId === undefined) throw new Error(`unknown portfolio ${code}`);
      data.productPortfolios.push({ productId: id, portfolioId, isDefault: index === 0 });
    });
    ids.set(`${kind.key}|${employer ?? ''}`, id);
  };
  // Each employer fund carries its group cover (the staff fund too), both of an employer's funds
  // alike.
  employers.forEach((employer, index) => {
    add(institutionalKind('Pension'), employer);
    addGroupCover(data, data.products.length, index);
    add(institutionalKind('Provident'), employer);
    addGroupCover(data, data.products.length, index);
  });
  for (const kind of RETAIL_KINDS) add(kind);
  add(STAFF_KIND);
  addGroupCover(data, data.products.length, undefined);
  return ids;
}
