import type { Faker } from '@faker-js/faker';
import { addDays, addYears, compareDates } from '@portal/domain/dates';
import type * as schema from '../schema';
import {
  institutionalKind,
  NOTICES,
  PORTFOLIOS,
  RETAIL_KINDS,
  STAFF_KIND,
  VALUE_SETS,
  type ProductKind,
} from './catalogue';
import { generateHistory, type HoldingPlan } from './history';
import { makePerson, mobileNumber, randomDate, type Person } from './people';
import { generatePriceSeries, type PriceSeries } from './prices';
import type { Rng } from './random';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export type DemoData = {
  portfolios: Insert<typeof schema.portfolios>[];
  unitPrices: Insert<typeof schema.unitPrices>[];
  products: Insert<typeof schema.products>[];
  members: Insert<typeof schema.members>[];
  usernames: { memberId: number; username: string }[];
  memberships: Insert<typeof schema.memberships>[];
  membershipPortfolios: Insert<typeof schema.membershipPortfolios>[];
  transactions: Insert<typeof schema.transactions>[];
  covers: Insert<typeof schema.covers>[];
  coverAmounts: Insert<typeof schema.coverAmounts>[];
  nominations: Insert<typeof schema.nominations>[];
  beneficiaries: Insert<typeof schema.beneficiaries>[];
  valueSets: Insert<typeof schema.valueSets>[];
  notices: Insert<typeof schema.notices>[];
};

/** The fixed sign-ins of the README; all use the password Demo-1234. */
export const DEMO_PASSWORD = 'Demo-1234';
export const FIXED_MEMBERS = {
  institutional: {
    username: 'institutional@demo.local',
    afGroupId: 'AF0000001',
    firstName: 'Thandiwe',
    lastName: 'Nkosi',
    gender: 'Female',
  },
  retail: {
    username: 'retail@demo.local',
    afGroupId: 'AF0000002',
    firstName: 'Pieter',
    lastName: 'van der Merwe',
    gender: 'Male',
  },
  hybrid: {
    username: 'hybrid@demo.local',
    afGroupId: 'AF0000003',
    firstName: 'Aisha',
    lastName: 'Patel',
    gender: 'Female',
  },
  staff: {
    username: 'staff@demo.local',
    afGroupId: 'AF0000004',
    firstName: 'Sipho',
    lastName: 'Dlamini',
    gender: 'Male',
  },
} as const;

type Holding = { kind: ProductKind; restricted?: boolean; years: number; employer?: string };

const FUNERAL_AMOUNTS = [
  ['Main member', 3_000_000],
  ['Spouse', 3_000_000],
  ['14 to 21', 1_500_000],
  ['6 to 13', 1_000_000],
  ['1 to 5', 500_000],
] as const;

export function generateDemoData(options: {
  members: number;
  faker: Faker;
  rng: Rng;
  today: string;
}): DemoData {
  const { faker, rng, today } = options;
  const historyFrom = addDays(addYears(today, -10), -40);
  const data: DemoData = {
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
    valueSets: [],
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
    const prices = generatePriceSeries(def, historyFrom, today, rng);
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

  // Products: an umbrella fund per employer, one product per retail kind, the staff fund.
  const productIds = new Map<string, number>();
  function productFor(kind: ProductKind, employer?: string): number {
    const key = `${kind.key}|${employer ?? ''}`;
    const existing = productIds.get(key);
    if (existing) return existing;
    const id = data.products.length + 1;
    const schemeNumber = `${kind.category === 'Retail' ? 2 : kind === STAFF_KIND ? 3 : 1}${String(id).padStart(5, '0')}`;
    data.products.push({
      id,
      schemeNumber,
      fullProductName: kind.fullProductName,
      heading: kind.heading,
      fundName: employer ? `${kind.fullProductName}` : kind.fullProductName,
      schemeName: employer
        ? `${employer} ${kind.heading === 'Pension Fund' ? 'Pension' : 'Provident'} Scheme`
        : null,
      schemeNumberRef: `S${schemeNumber}`,
      employerName: employer ?? null,
      sourceSystemName: kind.sourceSystemName,
      productTypeCategory: kind.category,
      isGlobalProduct: kind.isGlobal,
      twoPotIndicator: kind.twoPot ? 'Y' : 'N',
      // Beneficiaries tab (spec 2 §2): employer funds, and the retail preservation fund whose
      // members nominate on the printed form (spec 2 §6).
      nobIndicator: kind.category === 'Institutional' || kind.key === 'PRES' ? 'Y' : 'N',
      caseKey: `CK${schemeNumber}`,
    });
    productIds.set(key, id);
    return id;
  }
  const employers = Array.from({ length: 10 }, () => faker.company.name());

  function addMember(
    person: Person,
    afGroupId: string,
    username: string,
    holdings: Holding[],
    extras: { lifeCover?: number; funeral?: boolean; beneficiaries?: number[] },
  ): void {
    const memberId = data.members.length + 1;
    data.members.push({
      id: memberId,
      afGroupId,
      identifierType: person.identifierType,
      title: person.gender === 'Female' ? rng.pick(['Ms', 'Mrs', 'Dr']) : rng.pick(['Mr', 'Dr']),
      initials: person.firstName.slice(0, 1).toUpperCase(),
      firstName: person.firstName,
      middleName: null,
      lastName: person.lastName,
      dateOfBirth: person.dateOfBirth,
      gender: person.gender,
      maritalStatus: rng.pick(['Single', 'Married', 'Divorced', 'Widowed']),
      retirementAge: 65,
      smokingInd: rng.chance(0.15),
      idNumber: person.idNumber,
      passportNumber: person.passportNumber,
      passportExpiryDate: person.passportExpiryDate,
      passportCountry: person.passportCountry,
      samAccount: `AFC${String(memberId).padStart(7, '0')}`,
      primaryContactNumber: person.phone,
      recoveryContactNumber: rng.chance(0.4) ? mobileNumber(rng) : null,
      primaryEmailAddress: person.email,
      recoveryEmailAddress: null,
      addressStreet: faker.location.streetAddress(),
      addressSuburb: faker.location.county(),
      addressCity: faker.location.city(),
      addressPostalCode: String(rng.int(1, 9999)).padStart(4, '0'),
      addressCountry: 'South Africa',
      registrationType: 'combined',
      preferredContactMethod: rng.pick(['Email', 'SMS']),
      employer: holdings.find((h) => h.employer)?.employer ?? null,
      employeeNumber: `E${rng.int(10000, 99999)}`,
    });
    data.usernames.push({ memberId, username });

    let firstNominatedMembership = true;
    for (const holding of holdings) {
      const membershipId = data.memberships.length + 1;
      const productId = productFor(holding.kind, holding.employer);
      const product = data.products[productId - 1];
      if (!product) throw new Error('product missing');
      const start = randomDate(
        rng,
        addYears(today, -holding.years),
        addDays(addYears(today, -holding.years), 60),
      );
      const institutional = holding.kind.category === 'Institutional';
      const salary = rng.int(180_000, 1_200_000) * 100;
      const count = Math.min(holding.kind.portfolioCodes.length, rng.int(1, 3));
      const codes = [...holding.kind.portfolioCodes].sort(() => rng.next() - 0.5).slice(0, count);
      const plan: HoldingPlan[] = codes.map((code, index) => ({
        portfolioCode: code,
        allocationBp:
          index === codes.length - 1
            ? 10_000 - Math.floor(10_000 / count) * (count - 1)
            : Math.floor(10_000 / count),
      }));
      const isAnnuity = holding.kind.key === 'LA' || holding.kind.key === 'GDLA';
      const history = generateHistory(
        {
          start,
          today,
          isInstitutional: institutional,
          isTwoPot: holding.kind.twoPot,
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
          switchCandidates: holding.kind.portfolioCodes,
          prices: pricesOf,
        },
        rng,
      );
      const membershipNumber = `${product.schemeNumber.slice(-2)}${String(membershipId).padStart(6, '0')}`;
      data.memberships.push({
        id: membershipId,
        memberId,
        productId,
        membershipNumber,
        refNum1: institutional ? `E${rng.int(10000, 99999)}` : null,
        caseMemberKey: `CMK${String(membershipId).padStart(8, '0')}`,
        isRestricted: holding.restricted ?? false,
        isCustomView: false,
        accountStatus: 'Active',
        masterMemberStatus: institutional ? 'Active contributing member' : 'Active',
        category: institutional ? rng.pick(['Monthly staff', 'Management', 'Weekly paid']) : null,
        billGroup: institutional ? `BG${rng.int(1, 9)}` : null,
        payrollRef: institutional ? `PR${rng.int(1000, 9999)}` : null,
        dateJoined: start,
        dateJoinedScheme: start,
        dateOfTransfer: null,
        pensionableServiceDate: institutional ? start : null,
        accountStatusEffectiveDate: start,
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
        const { portfolioCode, ...rest } = row;
        data.transactions.push({
          ...rest,
          membershipId,
          portfolioId: portfolioIds.get(portfolioCode) ?? 0,
        });
      }
      if (institutional) {
        const nominationId = data.nominations.length + 1;
        data.nominations.push({
          id: nominationId,
          memberId,
          nominationTypeId: 2,
          membershipId,
          coverId: null,
        });
        const shares =
          !holding.restricted && firstNominatedMembership ? extras.beneficiaries : undefined;
        if (!holding.restricted) firstNominatedMembership = false;
        if (shares) addBeneficiaries(nominationId, afGroupId, shares, false);
      }
    }

    function addCover(
      header: 'Unapproved Life Cover' | 'Unapproved Funeral Cover',
      amounts: readonly (readonly [string, number])[],
      shares: number[] | undefined,
      nominationTypeId: 1 | 3,
    ): void {
      const coverId = data.covers.length + 1;
      const fund = data.memberships.filter((m) => m.memberId === memberId).at(0);
      const product = fund ? data.products[fund.productId - 1] : undefined;
      data.covers.push({
        id: coverId,
        memberId,
        header,
        caseKey: product?.caseKey ?? `CK9${String(coverId).padStart(5, '0')}`,
        caseMemberKey: `CVR${String(coverId).padStart(8, '0')}`,
        fundName: product?.fullProductName ?? 'AF Group Life Assurance',
        memberNumber: fund?.membershipNumber ?? `C${coverId}`,
        sourceSystemName: product?.sourceSystemName ?? 'UMBRELLA',
      });
      amounts.forEach(([label, amountCents], position) =>
        data.coverAmounts.push({ coverId, position, label, amountCents }),
      );
      const nominationId = data.nominations.length + 1;
      data.nominations.push({
        id: nominationId,
        memberId,
        nominationTypeId,
        membershipId: null,
        coverId,
      });
      if (shares) addBeneficiaries(nominationId, afGroupId, shares, nominationTypeId === 1);
    }
    if (extras.lifeCover) addCover('Unapproved Life Cover', [['', extras.lifeCover]], undefined, 3);
    if (extras.funeral) addCover('Unapproved Funeral Cover', FUNERAL_AMOUNTS, [100], 1);
  }

  function addBeneficiaries(
    nominationId: number,
    afGroupId: string,
    sharesPercent: number[],
    adultsOnly: boolean,
  ): void {
    sharesPercent.forEach((share, index) => {
      const person = makePerson(faker, rng, {
        bornFrom: '1950-01-01',
        bornTo: adultsOnly ? addYears(today, -19) : addYears(today, -2),
        passportChance: 0.1,
        today,
        emailDomain: 'example.co.za',
      });
      const modified = `${randomDate(rng, addYears(today, -3), addDays(today, -1))}T${String(rng.int(6, 20)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00.000Z`;
      data.beneficiaries.push({
        nominationId,
        nomineeIdentifier: index + 1,
        beneficiaryTypeId: rng.int(1, 3),
        genderId: person.gender === 'Female' ? 1 : 2,
        titleId: person.gender === 'Female' ? rng.pick([2, 3]) : 1,
        relationshipId: index === 0 ? 1 : rng.pick([3, 5, 6, 7]),
        firstName: person.firstName,
        middleName: null,
        lastName: person.lastName,
        initials: person.firstName.slice(0, 1),
        dateOfBirth: person.dateOfBirth,
        identityNumber: person.idNumber,
        passportNumber: person.passportNumber,
        expiryDate: person.passportExpiryDate,
        country: person.passportCountry,
        countryCode: '27',
        phoneNumber: person.phone,
        email: person.email,
        notes: null,
        allocationBp: share * 100,
        dateCreated: new Date(modified),
        dateModified: new Date(modified),
        lastModifiedBy: afGroupId,
      });
    });
  }

  const fixedPerson = (
    fixed: (typeof FIXED_MEMBERS)[keyof typeof FIXED_MEMBERS],
    bornFrom: string,
  ): Person => ({
    ...makePerson(faker, rng, {
      bornFrom,
      bornTo: addYears(bornFrom, 3),
      passportChance: 0,
      today,
      emailDomain: 'demo.local',
      gender: fixed.gender,
    }),
    firstName: fixed.firstName,
    lastName: fixed.lastName,
    email: fixed.username,
  });

  const [employerA = 'Employer A', employerB = 'Employer B'] = employers;
  const f = FIXED_MEMBERS;
  addMember(
    fixedPerson(f.institutional, '1982-01-01'),
    f.institutional.afGroupId,
    f.institutional.username,
    [
      { kind: institutionalKind('Pension'), years: 8, employer: employerA },
      { kind: institutionalKind('Provident'), years: 10, employer: employerB, restricted: true },
    ],
    { lifeCover: 150_000_000, funeral: true, beneficiaries: [60, 40] },
  );
  addMember(
    fixedPerson(f.retail, '1975-01-01'),
    f.retail.afGroupId,
    f.retail.username,
    [
      { kind: RETAIL_KINDS[0] as ProductKind, years: 9 },
      { kind: RETAIL_KINDS[1] as ProductKind, years: 5 },
    ],
    {},
  );
  addMember(
    fixedPerson(f.hybrid, '1988-01-01'),
    f.hybrid.afGroupId,
    f.hybrid.username,
    [
      { kind: institutionalKind('Pension'), years: 6, employer: employerA },
      { kind: RETAIL_KINDS[2] as ProductKind, years: 4 },
    ],
    { beneficiaries: [100] },
  );
  addMember(
    fixedPerson(f.staff, '1979-01-01'),
    f.staff.afGroupId,
    f.staff.username,
    [{ kind: STAFF_KIND, years: 7 }],
    { lifeCover: 90_000_000, beneficiaries: [50, 50] },
  );

  for (let n = 5; n <= options.members; n += 1) {
    const person = makePerson(faker, rng, {
      bornFrom: '1962-01-01',
      bornTo: '2001-12-31',
      passportChance: 0.08,
      today,
      emailDomain: 'example.co.za',
    });
    const roll = rng.next();
    const holdings: Holding[] = [];
    const years = () => rng.int(3, 10);
    if (roll < 0.55 || roll >= 0.85) {
      holdings.push({
        kind: institutionalKind(rng.chance(0.6) ? 'Pension' : 'Provident'),
        years: years(),
        employer: rng.pick(employers),
      });
      if (rng.chance(0.2))
        holdings.push({
          kind: institutionalKind('Provident'),
          years: years(),
          employer: rng.pick(employers),
          restricted: rng.chance(0.5),
        });
    }
    if (roll >= 0.55) {
      const eligible = RETAIL_KINDS.filter(
        (k) =>
          !(k.key === 'LA' || k.key === 'GDLA') ||
          compareDates(person.dateOfBirth, '1966-12-31') <= 0,
      );
      holdings.push({ kind: rng.pick(eligible), years: years() });
      if (rng.chance(0.3))
        holdings.push({
          kind: rng.pick(RETAIL_KINDS.filter((k) => k.key === 'TFSA' || k.key === 'DS')),
          years: years(),
        });
    }
    const unique = holdings.filter(
      (h, i) =>
        holdings.findIndex((o) => o.kind.key === h.kind.key && o.employer === h.employer) === i,
    );
    const institutional = unique.some((h) => h.kind.category === 'Institutional');
    const nominated = institutional && rng.chance(0.6);
    const count = rng.int(1, 3);
    const shares = count === 1 ? [100] : count === 2 ? [50, 50] : [40, 30, 30];
    addMember(
      person,
      `AF${String(n).padStart(7, '0')}`,
      `member${String(n).padStart(4, '0')}@demo.local`,
      unique,
      {
        ...(institutional && rng.chance(0.4) ? { lifeCover: rng.int(5, 60) * 5_000_000 } : {}),
        funeral: institutional && rng.chance(0.3),
        ...(nominated ? { beneficiaries: shares } : {}),
      },
    );
  }
  return data;
}
