import { fakerEN_ZA as faker } from '@faker-js/faker';
import { addMonths, addYears } from '@portal/domain/dates';

import { isInTwoPot } from '@portal/domain/retirement-rules';
import { kindOf, NOTICES, termsOf } from './catalogue';
import {
  addCover,
  addRetirementNomination,
  householdOf,
  type IdCounters,
  type NominationContext,
} from './covers';
import { contributionsFor, memberIncome, type MemberIncome } from './contributions';
import { receiptRule } from './employer-payments';
import { addExternalFunds } from './external-funds';
import {
  DECLARED_MEMBERS,
  memberIdentity,
  type DeclaredMember,
  type HoldingDecl,
} from './declared';
import { addDeclaredClaim, addPaidSavingsClaim, type ClaimContext } from './claims';
import { generateHistory, historyStart, type HoldingPlan, type SavingsWithdrawal } from './history';
import type { Pot } from './history-types';
import { monthlyShare, salaryInMonth, taxableIncomes } from './income';
import { drawIncomeTaxNumber, drawPlan, EMPLOYERS, memberRow } from './members';
import { demoTaxpayerOf, kbaRecordsOf } from './identity-records';
import { makePerson, type Person } from './people';
import { createProducts } from './products';
import { addSharedRows } from './shared-rows';
import { streamOf, streamSeed, type Rng } from './random';
import { emptyRows, type DemoData } from './rows';
import { addMembershipRows, potValuesOf } from './membership-rows';

export type { DemoData } from './rows';

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

  const { portfolioIds, pricesOf } = addSharedRows(data, seed, today);

  faker.seed(streamSeed(seed, 'employers'));
  const employers = Array.from({ length: EMPLOYERS }, () => faker.company.name());
  const productIds = createProducts(data, employers, portfolioIds);
  const products = data.products;

  /** Each membership's paid savings withdrawals, for its claims. */
  const withdrawals = new Map<number, SavingsWithdrawal[]>();
  const withdrawalsOf = (membershipId: number) => withdrawals.get(membershipId) ?? [];
  /** Each membership's pots' values at the end of a date, for the claims on it. */
  const valuesOf = new Map<number, (date: string) => Record<Pot, number>>();

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
          // Members are at least 18 when they join: ten years of history before the demo's
          // earliest today (2026) needs a birth in mid-1997 or before.
          bornFrom: '1962-01-01',
          bornTo: '1997-06-30',
          passportChance: 0.08,
          emailDomain: 'example.co.za',
        });
    const plan = declared ?? drawPlan(person, streamOf(seed, 'member', number, 'plan'));
    const memberId = number;
    // The income tax number the fund holds: a named sign-in's as SARS's register has it, none
    // where declared.ts says so, else drawn from the member's own stream (issue 45).
    const incomeTaxNumber =
      declared?.incomeTaxNumber === 'none'
        ? null
        : (demoTaxpayerOf(username)?.taxNumber ??
          drawIncomeTaxNumber(streamOf(seed, 'member', number, 'tax-number')));
    const memberRowAdded = memberRow(
      memberId,
      afGroupId,
      person,
      plan,
      employers,
      rng,
      incomeTaxNumber,
    );
    data.members.push(memberRowAdded);
    data.usernames.push({ memberId, username });
    data.kbaRecords.push({ memberId, ...kbaRecordsOf(seed, number) });

    // The member's income: a salary history per employer fund, or (a retail member) from a job
    // elsewhere; the fund's contributions and SARS's register both follow from it.
    const income = memberIncome(seed, today, number, plan);

    const ctx: NominationContext = {
      data,
      ids,
      products,
      faker,
      rng: streamOf(seed, 'member', number, 'beneficiaries'),
      today,
      memberId,
      afGroupId,
      household: householdOf(memberRowAdded),
    };
    faker.seed(streamSeed(seed, 'member', number, 'beneficiary-names'));
    let beneficiariesGiven = false;
    const membershipIds = plan.holdings.map((holding, index) => {
      const membershipId = addMembership(
        memberId,
        person,
        holding,
        income,
        index,
        declared !== undefined,
        streamOf(seed, 'member', number, 'holding', index),
      );
      if (holding.block)
        data.membershipBlocks.push({
          membershipId,
          kind: holding.block.kind,
          since: addMonths(today, -holding.block.monthsAgo),
        });
      if (
        addRetirementNomination(
          ctx,
          holding,
          membershipId,
          beneficiariesGiven ? undefined : plan.beneficiaries,
        )
      )
        beneficiariesGiven = true;
      return membershipId;
    });

    // What SARS knows: the year's taxable income for every tax year of the member's history.
    const firstDate = data.memberships
      .filter((m) => m.memberId === memberId)
      .reduce((a, m) => (m.dateJoined < a ? m.dateJoined : a), today);
    const register = taxableIncomes({
      fromDate: firstDate,
      today,
      sources: income.sources,
      otherAnnualIncomeCents: 0,
      deductibleContributions: income.deductible,
    });
    if (person.idNumber)
      for (const [taxYear, cents] of register)
        data.taxRegister.push({
          memberId,
          idNumber: person.idNumber,
          taxYear,
          taxableIncomeCents: cents,
        });

    // Claims draw from streams of their own, so the rest of the member stays as it was.
    plan.holdings.forEach((holding, index) => {
      const membershipId = membershipIds[index] ?? 0;
      const claimCtx: ClaimContext = {
        data,
        ids,
        memberId,
        membershipId,
        dateOfBirth: person.dateOfBirth,
        idNumber: person.idNumber,
        registeredIncomeOf: (taxYear) => register.get(taxYear) ?? 0,
        rng: streamOf(seed, 'member', number, 'claims', index),
        isRetail: kindOf(holding.kind).category === 'Retail',
        potsOn: (date) =>
          valuesOf.get(membershipId)?.(date) ?? { vested: 0, savings: 0, retirement: 0 },
      };
      for (const withdrawal of withdrawalsOf(membershipId))
        addPaidSavingsClaim(claimCtx, withdrawal);
      for (const claim of plan.claims ?? [])
        if (claim.holding === index) addDeclaredClaim(claimCtx, claim, today);
      valuesOf.delete(membershipId);
    });
    if (plan.lifeCoverCents) addCover(ctx, 'Unapproved Life Cover', plan.lifeCoverCents);
    if (plan.funeral) addCover(ctx, 'Unapproved Funeral Cover', 0);
    if (plan.externalFunds)
      addExternalFunds(
        data,
        memberRowAdded,
        plan.externalFunds,
        today,
        streamOf(seed, 'member', number, 'external-funds'),
      );
  }

  function addMembership(
    memberId: number,
    person: Person,
    holding: HoldingDecl,
    income: MemberIncome,
    index: number,
    isDeclared: boolean,
    rng: Rng,
  ) {
    const kind = kindOf(holding.kind);
    const employer = holding.employer === undefined ? undefined : employers[holding.employer];
    const productId = productIds.get(`${kind.key}|${employer ?? ''}`);
    const product = productId === undefined ? undefined : products[productId - 1];
    if (!productId || !product) throw new Error(`no product for ${kind.key}`);
    const membershipId = (ids.membership += 1);
    const institutional = kind.category === 'Institutional';
    const isAnnuity = kind.key === 'LA' || kind.key === 'GDLA';
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
    const joinedDaysBefore = rng.int(0, 20);
    const stoppedMonthsAgo = holding.contributionsStoppedMonthsAgo;
    const salary = income.byHolding.get(index);
    const terms = institutional ? termsOf(holding.employer) : undefined;
    const salaryOn = (date: string) => (salary ? salaryInMonth(salary, date) : 0);
    const contributionOf = contributionsFor(kind.key, income, terms, salaryOn, rng);
    const receiptOf = institutional ? receiptRule(seed, holding.employer, today) : undefined;
    // A savings withdrawal needs an SA ID number (SARS directs it by ID); a declared member has
    // only the withdrawals declared.ts gives it.
    const noSavingsWithdrawal = isDeclared || person.idNumber === null || person.idNumber === '';
    // The fund's charges on the membership (drawn here, in the order the history always drew them).
    const adminFeeCents = rng.int(40, 120) * 100;
    const assetFeeBp = rng.int(30, 100);
    const history = generateHistory(
      {
        months,
        ...(stoppedMonthsAgo === undefined
          ? {}
          : { contributionMonths: months - stoppedMonthsAgo }),
        ...(holding.savingsWithdrawalMonthsAgo === undefined
          ? noSavingsWithdrawal
            ? { savingsWithdrawalMonth: 'none' as const }
            : {}
          : {
              savingsWithdrawalMonth:
                holding.savingsWithdrawalMonthsAgo === 'none'
                  ? 'none'
                  : months - 1 - holding.savingsWithdrawalMonthsAgo,
            }),
        joinedDaysBefore,
        today,
        isInstitutional: institutional,
        // A provident fund member aged 55 or more on 1 March 2021 (and a member since) keeps
        // the old rules, vested only, unless choosing two-pot; no demo member has chosen it.
        isTwoPot:
          kind.twoPot &&
          isInTwoPot({
            fundKind: kind.key === 'PV' ? 'provident' : 'pension',
            dateOfBirth: person.dateOfBirth,
            optedIn: false,
            memberSince: historyStart(today, months, joinedDaysBefore),
          }),
        ...(contributionOf ? { contributionOf } : {}),
        ...(receiptOf ? { receiptOf } : {}),
        ...(terms && terms.riskPremiumBp > 0
          ? {
              // Group cover runs while contributions run: none from the month they stop.
              riskPremiumOf: (month: number, date: string) =>
                stoppedMonthsAgo !== undefined && month >= months - stoppedMonthsAgo
                  ? 0
                  : monthlyShare(salaryOn(date), terms.riskPremiumBp),
            }
          : {}),
        adminFeeCents,
        assetFeeBp,
        initialTransferCents: isAnnuity
          ? rng.int(800_000, 3_000_000) * 100
          : kind.key === 'PRES'
            ? rng.int(100_000, 2_000_000) * 100
            : institutional && rng.chance(0.3)
              ? rng.int(20_000, 400_000) * 100
              : 0,
        ...(isAnnuity ? { annualIncomeDrawBp: rng.int(350, 900) } : {}),
        plan,
        switchCandidates: kind.portfolioCodes,
        prices: pricesOf,
      },
      streamOf(seed, 'member', memberId, 'history', membershipId),
    );
    withdrawals.set(membershipId, history.savingsWithdrawals);
    valuesOf.set(membershipId, potValuesOf(history.rows, pricesOf));
    addMembershipRows(data, {
      membershipId,
      memberId,
      productId,
      schemeNumber: product.schemeNumber,
      holding,
      person,
      history,
      salary,
      terms,
      salaryOn,
      institutional,
      isAnnuity,
      stoppedMonthsAgo,
      adminFeeCents,
      assetFeeBp,
      today,
      rng,
      portfolioIds,
    });
    return membershipId;
  }
}
