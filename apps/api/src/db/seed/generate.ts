import { fakerEN_ZA as faker } from '@faker-js/faker';
import { addMonths, addYears } from '@portal/domain/dates';
import { kindOf, NOTICES, PORTFOLIOS, VALUE_SETS } from './catalogue';
import { addCover, addNomination, type IdCounters, type NominationContext } from './covers';
import { addExternalFunds } from './external-funds';
import {
  DECLARED_MEMBERS,
  memberIdentity,
  type DeclaredMember,
  type HoldingDecl,
} from './declared';
import { addDeclaredClaim, addPaidSavingsClaim, type ClaimContext } from './claims';
import {
  generateHistory,
  lastMonthlyDate,
  type HoldingPlan,
  type SavingsWithdrawal,
} from './history';
import { drawPlan, EMPLOYERS, memberRow } from './members';
import { kbaRecordsOf } from './identity-records';
import { makePerson, type Person } from './people';
import { createProducts } from './products';
import { generatePriceSeries, type PriceSeries } from './prices';
import { streamOf, streamSeed, type Rng } from './random';
import type { DemoData } from './rows';

export type { DemoData } from './rows';

/** Price history reaches back past the longest membership (10 years of monthly dates). */
const PRICE_HISTORY_DAYS = 10 * 366 + 90;

/**
 * The demo data for `members` members under `seed`, as on `today`. Members 1 to 12 hold what
 * declared.ts says; the others draw what they hold. Every member draws from streams of its own
 * (seed, member number), and its history from (seed, member, holding): the same members, products,
 * covers and beneficiaries on every day, only the history's calendar position follows today.
 */
export function generateDemoData(options: DemoOptions): DemoData {
  const [data] = generateDemoChunks(options, options.members);
  if (!data) throw new Error('no demo data generated');
  return data;
}

export type DemoOptions = { members: number; seed: number; today: string };

/** Empty member row lists; the shared rows (portfolios, prices, products, value sets, notices) too. */
function emptyRows(): DemoData {
  return {
    portfolios: [],
    unitPrices: [],
    products: [],
    members: [],
    usernames: [],
    memberships: [],
    membershipPortfolios: [],
    transactions: [],
    covers: [],
    coverAmounts: [],
    nominations: [],
    beneficiaries: [],
    claims: [],
    claimEvents: [],
    membershipBlocks: [],
    kbaRecords: [],
    valueSets: [],
    notices: [],
    externalFunds: [],
  };
}

/**
 * The same demo data in chunks of `membersPerChunk` members, for loading many members without
 * holding them all: the first chunk also carries the shared rows. Ids are the same however the
 * members are split, as each member's rows come from its own streams.
 */
export function* generateDemoChunks(
  options: DemoOptions,
  membersPerChunk: number,
): Generator<DemoData> {
  const { seed, today } = options;
  const ids: IdCounters & { claim: number } = { membership: 0, nomination: 0, cover: 0, claim: 0 };
  let data: DemoData = {
    ...emptyRows(),
    notices: NOTICES.map((n) => ({ ...n, sourceSystems: [...n.sourceSystems] })),
  };

  for (const [type, names] of Object.entries(VALUE_SETS)) {
    names.forEach((name, index) =>
      data.valueSets.push({
        type: type as keyof typeof VALUE_SETS,
        id: index + 1,
        name,
        position: index,
      }),
    );
  }

  // Portfolios and their shared price series (tens of series, not one per member).
  const series = new Map<string, PriceSeries>();
  const portfolioIds = new Map<string, number>();
  PORTFOLIOS.forEach((def, index) => {
    const id = index + 1;
    portfolioIds.set(def.code, id);
    const prices = generatePriceSeries(
      def,
      today,
      PRICE_HISTORY_DAYS,
      streamOf(seed, 'prices', def.code),
    );
    series.set(def.code, prices);
    data.portfolios.push({
      id,
      code: def.code,
      name: def.name,
      currency: def.currency,
      exchangeRateMicro: def.currency === 'USD' ? 18_250_000 : 1_000_000,
      udwId: `UDW-${def.code}`,
    });
    for (const row of prices.rows) data.unitPrices.push({ portfolioId: id, ...row });
  });
  const pricesOf = (code: string): PriceSeries => {
    const s = series.get(code);
    if (!s) throw new Error(`unknown portfolio ${code}`);
    return s;
  };

  faker.seed(streamSeed(seed, 'employers'));
  const employers = Array.from({ length: EMPLOYERS }, () => faker.company.name());
  const productIds = createProducts(data, employers);
  const products = data.products;

  /** Each membership's paid savings withdrawals, and the member's declared income, for its claims. */
  const withdrawals = new Map<number, SavingsWithdrawal[]>();
  const incomes = new Map<number, number>();
  const withdrawalsOf = (membershipId: number) => withdrawals.get(membershipId) ?? [];
  const incomeOf = (membershipId: number) => incomes.get(membershipId) ?? 0;

  for (let n = 1; n <= options.members; n += 1) {
    const declared = DECLARED_MEMBERS.find((m) => m.number === n);
    addMember(n, declared);
    if (n % membersPerChunk === 0 || n === options.members) {
      yield data;
      data = emptyRows();
    }
  }

  function addMember(number: number, declared: DeclaredMember | undefined): void {
    const { afGroupId, username } = memberIdentity(number);
    const rng = streamOf(seed, 'member', number, 'person');
    faker.seed(streamSeed(seed, 'member', number, 'faker'));
    const person = declared?.person
      ? {
          ...makePerson(faker, rng, {
            bornFrom: declared.person.bornFrom,
            bornTo: addYears(declared.person.bornFrom, 3),
            passportChance: 0,
            emailDomain: 'demo.local',
            gender: declared.person.gender,
          }),
          firstName: declared.person.firstName,
          lastName: declared.person.lastName,
          dateOfBirth: declared.person.dateOfBirth,
          idNumber: declared.person.idNumber,
          email: username,
        }
      : makePerson(faker, rng, {
          bornFrom: '1962-01-01',
          bornTo: '2001-12-31',
          passportChance: 0.08,
          emailDomain: 'example.co.za',
        });
    const plan = declared ?? drawPlan(person, streamOf(seed, 'member', number, 'plan'));
    const memberId = number;
    data.members.push(memberRow(memberId, afGroupId, person, plan, employers, rng));
    data.usernames.push({ memberId, username });
    data.kbaRecords.push({ memberId, ...kbaRecordsOf(seed, number) });

    let beneficiariesGiven = false;
    const ctx: NominationContext = {
      data,
      ids,
      products,
      faker,
      rng: streamOf(seed, 'member', number, 'beneficiaries'),
      today,
      memberId,
      afGroupId,
    };
    faker.seed(streamSeed(seed, 'member', number, 'beneficiary-names'));
    plan.holdings.forEach((holding, index) => {
      const membershipId = addMembership(
        memberId,
        person,
        holding,
        streamOf(seed, 'member', number, 'holding', index),
      );
      // Claims draw from streams of their own, so the rest of the member stays as it was.
      const claimCtx: ClaimContext = {
        data,
        ids,
        memberId,
        membershipId,
        dateOfBirth: person.dateOfBirth,
        annualIncomeCents: incomeOf(membershipId),
        rng: streamOf(seed, 'member', number, 'claims', index),
        isRetail: kindOf(holding.kind).category === 'Retail',
      };
      for (const withdrawal of withdrawalsOf(membershipId))
        addPaidSavingsClaim(claimCtx, withdrawal);
      if (holding.block)
        data.membershipBlocks.push({
          membershipId,
          kind: holding.block.kind,
          since: addMonths(today, -holding.block.monthsAgo),
        });
      for (const claim of plan.claims ?? [])
        if (claim.holding === index) addDeclaredClaim(claimCtx, claim, today);
      if (kindOf(holding.kind).category !== 'Institutional') return;
      const shares = !holding.restricted && !beneficiariesGiven ? plan.beneficiaries : undefined;
      if (!holding.restricted) beneficiariesGiven = true;
      addNomination(ctx, 2, { membershipId }, shares);
    });
    if (plan.lifeCoverCents) addCover(ctx, 'Unapproved Life Cover', plan.lifeCoverCents);
    if (plan.funeral) addCover(ctx, 'Unapproved Funeral Cover', 0);
    const memberRowAdded = data.members[data.members.length - 1];
    if (plan.externalFunds && memberRowAdded)
      addExternalFunds(
        data,
        memberRowAdded,
        plan.externalFunds,
        today,
        streamOf(seed, 'member', number, 'external-funds'),
      );
  }

  function addMembership(memberId: number, person: Person, holding: HoldingDecl, rng: Rng) {
    const kind = kindOf(holding.kind);
    const employer = holding.employer === undefined ? undefined : employers[holding.employer];
    const productId = productIds.get(`${kind.key}|${employer ?? ''}`);
    const product = productId === undefined ? undefined : products[productId - 1];
    if (!productId || !product) throw new Error(`no product for ${kind.key}`);
    const membershipId = (ids.membership += 1);
    const institutional = kind.category === 'Institutional';
    const isAnnuity = kind.key === 'LA' || kind.key === 'GDLA';
    const salary = rng.int(180_000, 1_200_000) * 100;
    const count = Math.min(kind.portfolioCodes.length, rng.int(1, 3));
    const codes = [...kind.portfolioCodes]
      .map((code) => ({ code, order: rng.next() }))
      .sort((a, b) => a.order - b.order)
      .slice(0, count)
      .map(({ code }) => code);
    const plan: HoldingPlan[] = codes.map((code, index) => ({
      portfolioCode: code,
      allocationBp:
        index === codes.length - 1
          ? 10_000 - Math.floor(10_000 / count) * (count - 1)
          : Math.floor(10_000 / count),
    }));
    const months = holding.years * 12 - rng.int(0, 1);
    const stoppedMonthsAgo = holding.contributionsStoppedMonthsAgo;
    const history = generateHistory(
      {
        months,
        ...(stoppedMonthsAgo === undefined
          ? {}
          : { contributionMonths: months - stoppedMonthsAgo }),
        ...(holding.savingsWithdrawalMonthsAgo === undefined
          ? {}
          : {
              savingsWithdrawalMonth:
                holding.savingsWithdrawalMonthsAgo === 'none'
                  ? 'none'
                  : months - 1 - holding.savingsWithdrawalMonthsAgo,
            }),
        joinedDaysBefore: rng.int(0, 20),
        today,
        isInstitutional: institutional,
        isTwoPot: kind.twoPot,
        monthlyContributionCents: isAnnuity
          ? 0
          : institutional
            ? Math.round((salary * 0.175) / 12)
            : rng.int(5, 50) * 10_000,
        memberShareBp: Math.round((7.5 / 17.5) * 10_000),
        monthlyFeeCents: rng.int(1500, 6500),
        initialTransferCents: isAnnuity
          ? rng.int(800_000, 3_000_000) * 100
          : institutional && rng.chance(0.3)
            ? rng.int(20_000, 400_000) * 100
            : 0,
        ...(isAnnuity ? { monthlyIncomeDrawBp: rng.int(35, 70) } : {}),
        plan,
        switchCandidates: kind.portfolioCodes,
        prices: pricesOf,
      },
      streamOf(seed, 'member', memberId, 'history', membershipId),
    );
    const start = history.start;
    withdrawals.set(membershipId, history.savingsWithdrawals);
    incomes.set(membershipId, salary);
    // A paid-up membership's status says so from the month its contributions stopped.
    const paidUpFrom =
      stoppedMonthsAgo === undefined
        ? null
        : addMonths(lastMonthlyDate(today), -(stoppedMonthsAgo - 1));
    data.memberships.push({
      id: membershipId,
      memberId,
      productId,
      membershipNumber: `${product.schemeNumber.slice(-2)}${String(membershipId).padStart(6, '0')}`,
      refNum1: institutional ? `E${rng.int(10000, 99999)}` : null,
      caseMemberKey: `CMK${String(membershipId).padStart(8, '0')}`,
      isRestricted: holding.restricted ?? false,
      isCustomView: false,
      accountStatus: paidUpFrom ? 'Paid-up' : 'Active',
      masterMemberStatus: paidUpFrom
        ? 'Paid-up member'
        : institutional
          ? 'Active contributing member'
          : 'Active',
      category: institutional ? rng.pick(['Monthly staff', 'Management', 'Weekly paid']) : null,
      billGroup: institutional ? `BG${rng.int(1, 9)}` : null,
      payrollRef: institutional ? `PR${rng.int(1000, 9999)}` : null,
      dateJoined: start,
      dateJoinedScheme: start,
      dateOfTransfer: null,
      pensionableServiceDate: institutional ? start : null,
      accountStatusEffectiveDate: paidUpFrom ?? start,
      normalRetirementDate: addYears(person.dateOfBirth, 65),
      pensionServiceCommencementDate: isAnnuity ? start : null,
      annualPensionableSalaryCents: institutional ? salary : null,
      memberContributionRateBp: institutional ? 750 : null,
      employerContributionRateBp: institutional ? 1000 : null,
      lastContributionRateBp: institutional ? 1750 : null,
    });
    for (const h of history.plan) {
      data.membershipPortfolios.push({
        membershipId,
        portfolioId: portfolioIds.get(h.portfolioCode) ?? 0,
        contributionAllocationBp: h.allocationBp,
        effectiveDate: start,
      });
    }
    for (const row of history.rows) {
      // Written out field by field: a spread per row costs more than all the rest of the member.
      data.transactions.push({
        txDate: row.txDate,
        type: row.type,
        name: row.name,
        units: row.units,
        unitPriceMicro: row.unitPriceMicro,
        amountCents: row.amountCents,
        pot: row.pot,
        vestedStatus: row.vestedStatus,
        membershipId,
        portfolioId: portfolioIds.get(row.portfolioCode) ?? 0,
      });
    }
    return membershipId;
  }
}
