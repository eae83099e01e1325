// The demo members that sign-ins, tests and journeys rely on, declared as data with what each
// holds (DESIGN §1a: demo data is declared, not found). Their personal details still come from
// their own random stream; what they hold is written here and nowhere else.

/** Every demo account uses this password (README). */
export const DEMO_PASSWORD = 'Demo-1234';

/** A product a member holds: its kind (catalogue keys), how long, and for a fund its employer. */
export type HoldingDecl = {
  kind: 'PF' | 'PV' | 'STAFF' | 'RA' | 'TFSA' | 'DS' | 'PRES' | 'LA' | 'GDLA';
  /** Whole years of history: the monthly dates number 12 × years, on every day. */
  years: number;
  /** Index into the demo employers (institutional funds only). */
  employer?: number;
  /** Today's annual pensionable salary in cents (an employer fund); unset, drawn. */
  salaryCents?: number;
  restricted?: boolean;
  /**
   * Shares (percent) of this fund's own nomination, for a fund nominated on a signed form (a
   * restricted or preservation fund); the member's `beneficiaries` go to their first open fund.
   */
  formBeneficiaries?: readonly number[];
  /** A paid-up fund: its contributions stopped this many monthly dates before the last. */
  contributionsStoppedMonthsAgo?: number;
  /**
   * A savings withdrawal (a paid savings claim) this many monthly dates before the last; 'none':
   * never one (otherwise a two-pot fund may have had one, at random).
   */
  savingsWithdrawalMonthsAgo?: number | 'none';
  /** A hold on the fund's claims (a court order or a section 37D deduction) since then. */
  block?: { kind: 'court-order' | 'section-37D'; monthsAgo: number };
};

/** A claim that did not pay (declined or cancelled) or is still on its way. */
export type DeclaredClaim = {
  /** Index of the holding the claim is on. */
  holding: number;
  type: 'Savings' | 'Withdrawal' | 'Retirement';
  status: 'Submitted' | 'DirectiveRequested' | 'DirectiveIssued' | 'Declined' | 'Cancelled';
  monthsAgo: number;
  /**
   * The amount claimed; 'third-of-value': a retirement claim's cash, one third of the fund's value
   * on the day it was submitted (the most a pension fund pays in cash; the rest buys an annuity).
   */
  grossCents: number | 'third-of-value';
  declineReason?: string;
  /** A retirement before 55 is possible only on grounds of ill health, under the fund's rules. */
  illHealth?: boolean;
};

/**
 * A fund the member holds with another provider, as the member stated it: provider and product
 * type are ids of the domain's catalogue (external-fund.ts); the value is stated `valueDaysAgo`
 * days before today.
 */
export type ExternalFundDecl = {
  providerId: number;
  productTypeId: number;
  productName: string;
  valueCents: number;
  valueDaysAgo: number;
  monthlyContributionCents?: number;
  notes?: string;
};

export type MemberPlan = {
  holdings: HoldingDecl[];
  /** Funds held elsewhere (My portfolio), in the order they were added. */
  externalFunds?: ExternalFundDecl[];
  /** Unapproved life cover (cents); its nomination starts empty. */
  lifeCoverCents?: number;
  /** Unapproved funeral cover; its nomination starts with one beneficiary at 100 %. */
  funeral?: boolean;
  /** Shares (percent) of the beneficiaries on the first unrestricted retirement fund. */
  beneficiaries?: number[];
  claims?: DeclaredClaim[];
  /**
   * 'none': the fund holds no income tax number for the member (issue 45); otherwise it holds
   * one: a named sign-in's as SARS's register has it (identity-records.ts), another's drawn.
   */
  incomeTaxNumber?: 'none';
};

export type DeclaredMember = MemberPlan & {
  number: number;
  username: string;
  /** Who relies on this member, and on what. */
  reliedOnBy: string;
  /** Fixed names and date-of-birth range of the README's named sign-ins. */
  person?: {
    firstName: string;
    lastName: string;
    gender: 'Female' | 'Male';
    bornFrom: string;
    dateOfBirth: string;
    idNumber: string;
  };
};

/**
 * The README's named sign-ins (members 1 to 4). Their names, dates of birth and ID numbers are
 * the same under every seed, so the partners' simulators can know them (partners/demo-register.ts).
 */
export const FIXED_MEMBERS = {
  institutional: {
    number: 1,
    username: 'institutional@demo.local',
    dateOfBirth: '1983-06-14',
    idNumber: '8306142716086',
    afGroupId: 'AF0000001',
    firstName: 'Thandiwe',
    lastName: 'Nkosi',
    gender: 'Female',
  },
  retail: {
    number: 2,
    username: 'retail@demo.local',
    dateOfBirth: '1976-09-03',
    idNumber: '7609039371084',
    afGroupId: 'AF0000002',
    firstName: 'Pieter',
    lastName: 'van der Merwe',
    gender: 'Male',
  },
  hybrid: {
    number: 3,
    username: 'hybrid@demo.local',
    dateOfBirth: '1989-11-27',
    idNumber: '8911271385080',
    afGroupId: 'AF0000003',
    firstName: 'Aisha',
    lastName: 'Patel',
    gender: 'Female',
  },
  staff: {
    number: 4,
    username: 'staff@demo.local',
    dateOfBirth: '1980-02-19',
    idNumber: '8002198642082',
    afGroupId: 'AF0000004',
    firstName: 'Sipho',
    lastName: 'Dlamini',
    gender: 'Male',
  },
} as const;

/** The afGroupId and username of member `number`. */
export function memberIdentity(number: number): { afGroupId: string; username: string } {
  const fixed = Object.values(FIXED_MEMBERS).find((m) => m.number === number);
  return {
    afGroupId: `AF${String(number).padStart(7, '0')}`,
    username: fixed?.username ?? `member${String(number).padStart(4, '0')}@demo.local`,
  };
}

const named = (key: keyof typeof FIXED_MEMBERS, bornFrom: string) => {
  const m = FIXED_MEMBERS[key];
  return {
    number: m.number,
    username: m.username,
    person: {
      firstName: m.firstName,
      lastName: m.lastName,
      gender: m.gender,
      bornFrom,
      dateOfBirth: m.dateOfBirth,
      idNumber: m.idNumber,
    },
  };
};

const generated = (number: number) => ({ number, username: memberIdentity(number).username });

/**
 * Members 1 to 12: every generated data set (12 members in the API tests, 13 in the journeys, 200
 * in the demo) holds them; member 13 is the journeys' and the demo's, member 14 the demo's, member
 * 15 the journeys' (SEED_MEMBERS 15 there) and the demo's. Members 16 to 20 are the journeys' too
 * (SEED_MEMBERS 20 there) and the demo's.
 */
export const DECLARED_MEMBERS: readonly DeclaredMember[] = [
  {
    ...named('institutional', '1982-01-01'),
    reliedOnBy:
      'README; sign-in, shell, fund details, tools, My portfolio and API tests: two institutional funds (a pension fund on a salary of R624 557 and a restricted provident fund of a second, part-time employer on R318 000), an approved retirement nomination of two beneficiaries (60/40), an empty unapproved life cover and a funeral cover; a declined and a cancelled savings claim; two external funds (a retirement annuity and a tax-free savings account)',
    holdings: [
      { kind: 'PF', years: 8, employer: 0, salaryCents: 62_455_700 },
      { kind: 'PV', years: 10, employer: 1, restricted: true, salaryCents: 31_800_000 },
    ],
    externalFunds: [
      {
        providerId: 1,
        productTypeId: 1,
        productName: 'Allan Gray Retirement Annuity',
        valueCents: 41_235_000,
        valueDaysAgo: 45,
        monthlyContributionCents: 250_000,
      },
      {
        providerId: 14,
        productTypeId: 8,
        productName: 'EasyEquities Tax-Free Savings',
        valueCents: 8_642_055,
        valueDaysAgo: 10,
        monthlyContributionCents: 300_000,
        notes: 'Satrix Top 40 and an S&P 500 feeder',
      },
    ],
    lifeCoverCents: 150_000_000,
    funeral: true,
    beneficiaries: [60, 40],
    claims: [
      {
        holding: 0,
        type: 'Savings',
        status: 'Declined',
        monthsAgo: 14,
        grossCents: 1_500_000,
        declineReason:
          'SARS could not issue a tax directive: the income tax reference number does not match the ID number.',
      },
      { holding: 0, type: 'Savings', status: 'Cancelled', monthsAgo: 20, grossCents: 500_000 },
    ],
  },
  {
    ...named('retail', '1975-01-01'),
    reliedOnBy:
      'README; sign-in, shell, fund details and API tests: retail products only; nominations journey (changes it): the retirement annuity’s nomination starts empty',
    holdings: [
      { kind: 'RA', years: 9 },
      { kind: 'TFSA', years: 5 },
    ],
  },
  {
    ...named('hybrid', '1988-01-01'),
    reliedOnBy:
      'README; shell, fund details and the isolation tests: an institutional fund (one beneficiary, a savings withdrawal paid 5 months ago), a retail product and an external unit trust',
    holdings: [
      { kind: 'PF', years: 6, employer: 0, savingsWithdrawalMonthsAgo: 5 },
      { kind: 'DS', years: 4 },
    ],
    externalFunds: [
      {
        providerId: 2,
        productTypeId: 7,
        productName: 'Coronation Balanced Plus',
        valueCents: 15_000_000,
        valueDaysAgo: 120,
      },
    ],
    beneficiaries: [100],
  },
  {
    ...named('staff', '1979-01-01'),
    reliedOnBy:
      'README; fund details and API tests: a staff fund (two beneficiaries, a retirement claim on grounds of ill health waiting for its tax directive, its cash one third of the fund) and an empty life cover',
    holdings: [{ kind: 'STAFF', years: 7 }],
    lifeCoverCents: 90_000_000,
    beneficiaries: [50, 50],
    claims: [
      {
        holding: 0,
        type: 'Retirement',
        status: 'DirectiveRequested',
        monthsAgo: 1,
        grossCents: 'third-of-value',
        illHealth: true,
      },
    ],
  },
  {
    ...generated(5),
    reliedOnBy:
      'nomination API tests: an unrestricted pension fund whose retirement nomination starts empty; complaints journey (lodges a complaint, is answered, downloads the escalation pack)',
    holdings: [{ kind: 'PF', years: 5, employer: 2 }],
  },
  {
    ...generated(6),
    reliedOnBy:
      'nomination API tests: a pension fund with one beneficiary and a funeral cover with one; my-data API tests and journey (asks for, is told of and downloads an archive of its data); corrections journey (asks for its ID number to be corrected, which is accepted and changes its record; objects to direct marketing)',
    holdings: [{ kind: 'PF', years: 7, employer: 3 }],
    funeral: true,
    beneficiaries: [100],
  },
  {
    ...generated(7),
    reliedOnBy:
      'fund beneficiaries journey (reads only), details confirmation journey (confirms its contact details and beneficiaries) and nomination API tests: the retail preservation fund, its nomination of one beneficiary received on a signed form',
    holdings: [{ kind: 'PRES', years: 6, formBeneficiaries: [100] }],
  },
  {
    ...generated(8),
    reliedOnBy:
      'fund beneficiaries journey (changes it): a provident fund whose nomination has one beneficiary',
    holdings: [{ kind: 'PV', years: 9, employer: 4 }],
    beneficiaries: [100],
  },
  {
    ...generated(9),
    reliedOnBy:
      'nomination API tests and fund beneficiaries journey (reads only): an unrestricted pension fund (empty nomination) and a restricted provident fund whose nomination of two beneficiaries (70/30) was received on a signed form',
    holdings: [
      { kind: 'PF', years: 4, employer: 5 },
      { kind: 'PV', years: 8, employer: 6, restricted: true, formBeneficiaries: [70, 30] },
    ],
  },
  {
    ...generated(10),
    reliedOnBy:
      'tools journey (creates a proposal) and messages journey (writes to the fund, reads its answer and the notice of it): an institutional fund',
    holdings: [{ kind: 'PF', years: 3, employer: 7 }],
  },
  {
    ...generated(11),
    reliedOnBy:
      'nominations journey and API tests: two unrestricted funds with empty nominations (the provident fund held by a section 37D deduction), an empty unapproved life cover of R 2 900 000 and a funeral cover with one beneficiary',
    holdings: [
      { kind: 'PF', years: 6, employer: 8 },
      { kind: 'PV', years: 4, employer: 9, block: { kind: 'section-37D', monthsAgo: 3 } },
    ],
    lifeCoverCents: 290_000_000,
    funeral: true,
  },
  {
    ...generated(12),
    reliedOnBy:
      'goal calculators journey (creates proposals) and nomination API tests: a pension fund with two beneficiaries and a funeral cover with one',
    holdings: [{ kind: 'PF', years: 5, employer: 1 }],
    funeral: true,
    beneficiaries: [50, 50],
  },
  {
    ...generated(13),
    reliedOnBy:
      'profile details journey (changes the contact details and registration type) and claims journey (cancels the claim): an institutional pension fund with a savings claim submitted today',
    holdings: [{ kind: 'PF', years: 6, employer: 2 }],
    claims: [
      { holding: 0, type: 'Savings', status: 'Submitted', monthsAgo: 0, grossCents: 300_000 },
    ],
  },
  {
    ...generated(14),
    reliedOnBy:
      'the demo: a paid-up pension fund (contributions stopped 8 months ago) for the paid-up membership certificate; inbox journey (asks for statements, turns email off and SMS on for statement notices); leaving-service journey (compares the options with the retirement projection and the withdrawal table, confirms the counselling material, asks for a section 14 transfer; then, within five years of the retirement date, reads the options at retirement, confirms the retirement counselling material and starts a retirement claim; takes turns with the inbox journey, e2e/src/member-lock.ts)',
    holdings: [{ kind: 'PF', years: 6, employer: 3, contributionsStoppedMonthsAgo: 8 }],
  },
  {
    ...generated(15),
    reliedOnBy:
      'savings withdrawal journey (claims, is paid and lowers the fund value) and the demo: an institutional pension fund with no savings withdrawal yet, and no income tax number held',
    holdings: [{ kind: 'PF', years: 5, employer: 4, savingsWithdrawalMonthsAgo: 'none' }],
    // The journey types the tax number the fund does not hold; the claim records it on the member.
    incomeTaxNumber: 'none',
  },
  {
    ...generated(16),
    reliedOnBy: 'account journey (resets its password through "Forgot password?"): a pension fund',
    holdings: [{ kind: 'PF', years: 4, employer: 5 }],
  },
  {
    ...generated(17),
    reliedOnBy: 'account journey (changes its password, signs out everywhere else): a pension fund',
    holdings: [{ kind: 'PF', years: 3, employer: 6 }],
  },
  {
    ...generated(18),
    reliedOnBy: 'account journey (registers a passkey and signs in with it): a pension fund',
    holdings: [{ kind: 'PF', years: 5, employer: 7 }],
  },
  {
    ...generated(19),
    reliedOnBy: 'account journey (enrols a second factor and is asked for it): a pension fund',
    holdings: [{ kind: 'PF', years: 6, employer: 8 }],
  },
  {
    ...generated(20),
    reliedOnBy:
      'retail savings withdrawal journey (claims from the product page, is paid and lowers its value): a retail member with a retirement annuity and no savings withdrawal yet, and no income tax number held',
    holdings: [{ kind: 'RA', years: 6, savingsWithdrawalMonthsAgo: 'none' }],
    incomeTaxNumber: 'none',
  },
];
