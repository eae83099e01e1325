import { totalToWire, type FundProjection } from '@portal/contract/projection';
import { projectRetirement, totalOf } from '@portal/domain/projection';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import {
  membershipsOf,
  positionsAtCalculationDate,
  positionsAtCalculationDates,
  positionsOn,
  type PositionRow,
} from '../fund/fund.repository';
import {
  findMembershipBySchemeNumber,
  portfoliosOfMember,
  portfoliosOfMembership,
  type MembershipPortfolioRow,
  type MembershipRow,
  type ProductRow,
} from '../fund-details/fund-details.repository';
import { dateOfBirthOf, fundFactsOf, portfolioFactsOf } from './projection.repository';
import {
  LIVING_ANNUITY_REASON,
  PAYING_INCOME_REASON,
  fundInputs,
  holdingToWire,
  noFacts,
  type FundProjectionInputs,
  type ProjectionOptions,
} from './fund-inputs';
import { productClassOf } from './product-class';
import { assumptionsToWire, fundProjectionToWire } from './projection-wire';

// The projection's inputs from the member's own figures (docs/decisions/039-one-projection.md):
// the fund details' pots on the fund's calculation date, this month's contribution, the
// portfolios' mixes, TERs and transaction costs and the fund's charges, the retirement date; then the domain's one
// projection of them. `projectionInputsFor` is what every caller (this API, the statements, the
// savings withdrawal's estimate) builds one fund's inputs with.

type Held = { membership: MembershipRow; product: ProductRow };
type Valued = { calculationDate: string | null; positions: PositionRow[] };

/**
 * One fund's projection inputs from the member's own data on `on` (the fund's calculation date,
 * the date the fund details' figures are of, when not given), or 404 for a scheme the member does
 * not hold. The pots equal the fund details' to the cent.
 */
export async function projectionInputsFor(
  db: Db,
  memberId: number,
  schemeNumber: string,
  on?: string,
  options: ProjectionOptions = {},
): Promise<FundProjectionInputs> {
  const held = await findMembershipBySchemeNumber(db, memberId, schemeNumber);
  if (!held) throw notFound();
  const { membership } = held;
  const [valued, portfolioRows, dateOfBirth] = await Promise.all([
    on === undefined
      ? positionsAtCalculationDate(db, membership.id)
      : positionsOn(db, membership.id, on).then((positions) => ({
          calculationDate: on,
          positions,
        })),
    portfoliosOfMembership(db, membership.id),
    dateOfBirthOf(db, memberId),
  ]);
  if (dateOfBirth === undefined) throw notFound();
  const [result] = await inputsOfFunds(
    db,
    dateOfBirth,
    [held],
    new Map([[membership.id, valued]]),
    new Map([[membership.id, portfolioRows]]),
    { ...options, on },
  );
  if (!result) throw notFound();
  return result;
}

/** Every fund of the member's inputs, in a few reads whatever the number of funds. */
export async function projectionInputsOfMember(
  db: Db,
  memberId: number,
  options: ProjectionOptions = {},
): Promise<FundProjectionInputs[]> {
  const [held, valued, portfolioRows, dateOfBirth] = await Promise.all([
    membershipsOf(db, memberId),
    positionsAtCalculationDates(db, memberId),
    portfoliosOfMember(db, memberId),
    dateOfBirthOf(db, memberId),
  ]);
  if (dateOfBirth === undefined || held.length === 0) return [];
  return inputsOfFunds(db, dateOfBirth, held, valued, portfolioRows, options);
}

async function inputsOfFunds(
  db: Db,
  dateOfBirth: string,
  held: readonly Held[],
  valued: ReadonlyMap<number, Valued>,
  portfolioRows: ReadonlyMap<number, MembershipPortfolioRow[]>,
  options: ProjectionOptions & { on?: string | undefined },
): Promise<FundProjectionInputs[]> {
  const { choices = {}, on } = options;
  const dateOf = (membership: MembershipRow) =>
    on ?? valued.get(membership.id)?.calculationDate ?? options.today ?? null;
  const projected = held.filter(({ product }) => productClassOf(product) !== 'livingAnnuity');
  const points = projected.flatMap(({ membership }) => {
    const date = dateOf(membership);
    return date === null ? [] : [{ membershipId: membership.id, date }];
  });
  const heldPortfolioIds = [
    ...new Set(
      projected.flatMap(({ membership }) =>
        (portfolioRows.get(membership.id) ?? []).map((row) => row.portfolioId),
      ),
    ),
  ];
  const [facts, portfolios] = await Promise.all([
    fundFactsOf(db, points),
    portfolioFactsOf(
      db,
      [...new Set(projected.map(({ product }) => product.id))],
      heldPortfolioIds,
    ),
  ]);
  return held.map(({ membership, product }) => {
    const base = {
      membershipId: membership.id,
      schemeNumber: product.schemeNumber,
      productName: product.fullProductName,
    };
    const productClass = productClassOf(product);
    if (productClass === 'livingAnnuity')
      return { ...base, projected: false as const, reason: LIVING_ANNUITY_REASON };
    if (productClass !== 'employer' && membership.pensionServiceCommencementDate !== null)
      return { ...base, projected: false as const, reason: PAYING_INCOME_REASON };
    const fund = valued.get(membership.id) ?? { calculationDate: null, positions: [] };
    const today = dateOf(membership) ?? membership.dateJoined;
    const fundFacts = facts.get(membership.id) ?? noFacts(membership.id);
    const built = fundInputs({
      membership,
      product,
      productClass,
      dateOfBirth,
      today,
      positions: fund.positions,
      portfolioRows: portfolioRows.get(membership.id) ?? [],
      facts: fundFacts,
      portfolios: portfolios.byId,
      choices,
    });
    const choiceIds = new Set([...(portfolios.choicesOf.get(product.id) ?? []), ...built.heldIds]);
    const portfolioChoices = [...portfolios.byId.values()]
      .filter((portfolio) => choiceIds.has(portfolio.portfolioId))
      .map((portfolio) => holdingToWire(portfolio, 0));
    return {
      ...base,
      projected: true as const,
      inputs: built.inputs,
      wire: built.wire,
      portfolioChoices,
    };
  });
}

function notProjectedOf(fund: Extract<FundProjectionInputs, { projected: false }>) {
  return { schemeNumber: fund.schemeNumber, productName: fund.productName, reason: fund.reason };
}

/** GET /api/Projection/{schemeNumber}. */
export async function projectionOfScheme(
  db: Db,
  memberId: number,
  schemeNumber: string,
  options: ProjectionOptions,
) {
  const fund = await projectionInputsFor(db, memberId, schemeNumber, undefined, options);
  return {
    success: true,
    projection: fund.projected ? fundProjectionToWire(fund, projectRetirement(fund.inputs)) : null,
    notProjected: fund.projected ? null : notProjectedOf(fund),
    assumptions: assumptionsToWire(),
  };
}

/**
 * The fund's projection from the member's figures on `on`, with the defaults every page shows (a
 * statement's at its period's end).
 */
export async function projectionAt(
  db: Db,
  memberId: number,
  schemeNumber: string,
  on: string,
): Promise<FundProjection | null> {
  const fund = await projectionInputsFor(db, memberId, schemeNumber, on);
  return fund.projected ? fundProjectionToWire(fund, projectRetirement(fund.inputs)) : null;
}

/** GET /api/Projection: every fund of the member, and their total. */
export async function projectionsOfMember(db: Db, memberId: number, today?: string) {
  const funds = await projectionInputsOfMember(db, memberId, today === undefined ? {} : { today });
  const projected = funds.flatMap((fund) =>
    fund.projected ? [{ fund, projection: projectRetirement(fund.inputs) }] : [],
  );
  return {
    success: true,
    projections: projected.map(({ fund, projection }) => fundProjectionToWire(fund, projection)),
    notProjected: funds.flatMap((fund) => (fund.projected ? [] : [notProjectedOf(fund)])),
    total: totalToWire(totalOf(projected.map(({ projection }) => projection))),
    assumptions: assumptionsToWire(),
  };
}
