import { readFileSync } from 'node:fs';
import { z } from 'zod';

// The fund's identity in one place (DESIGN §1e): who the member's fund is, who administers it,
// its FSCA and SARS numbers, its principal officer, where the member asks and complains, and the
// independent body they may go to next. Every document prints it and the portal's "Your fund"
// panel shows it. The demo's values are below; an administrator replaces them with a JSON file of
// the same shape named by FUND_IDENTITY_FILE. Which values are invented is in the README.

const Contact = z.object({
  /** A telephone number as the member dials it, e.g. "0860 000 000". */
  telephone: z.string().min(3),
  email: z.email(),
  /** A postal address, one line per element. */
  postalAddress: z.array(z.string().min(1)).min(1),
  /** Opening hours in words, e.g. "Monday to Friday, 08:00 to 17:00". */
  hours: z.string().min(1).optional(),
  website: z.string().min(3).optional(),
});

const Body = Contact.extend({
  name: z.string().min(3),
  /** What the body hears and on what terms, a sentence beginning "It". */
  remit: z.string().min(10),
});

/**
 * The board's annuity strategy (Regulation 39): the annuities the fund offers its members at
 * retirement unless they choose otherwise, chosen by the trustees and reviewed by them.
 */
const AnnuityStrategy = z.object({
  /** The day the board adopted it, YYYY-MM-DD. */
  adoptedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** What the board chose and why, in sentences the member reads. */
  summary: z.string().min(20),
  /** The annuities offered, each named with what it is and its charges. */
  annuities: z.array(z.object({ name: z.string().min(3), description: z.string().min(20) })).min(1),
});
export type AnnuityStrategy = z.infer<typeof AnnuityStrategy>;

const Fund = z.object({
  /** As the products table names it (products.fund_name). */
  fundName: z.string().min(3),
  /** A retirement fund registered under the Pension Funds Act, or a product of a provider. */
  kind: z.enum(['Retirement fund', 'Product']),
  /** Pension Funds Act registration number (retirement funds). */
  fscaRegistrationNumber: z.string().min(3).optional(),
  /** SARS approval number (retirement funds). */
  sarsApprovalNumber: z.string().min(3).optional(),
  /** The PAYE reference number the fund or provider withholds tax under (IRP5 and IT3(a)). */
  payeReference: z.string().regex(/^7\d{9}$/, 'a PAYE reference is 10 digits starting with 7'),
  principalOfficer: z.string().min(3).optional(),
  /** The provider that issues the product (products that are not funds). */
  provider: z.string().min(3).optional(),
  /** Key of `ombuds`: where a complaint goes when the fund's answer does not settle it. */
  ombud: z.string().min(1),
  /** A retirement fund's annuity strategy; a fund without one sends the member to its contact centre. */
  annuityStrategy: AnnuityStrategy.optional(),
});

export const FundIdentitiesSchema = z
  .object({
    administrator: z.object({
      name: z.string().min(3),
      /** Approved under section 13B of the Pension Funds Act to administer retirement funds. */
      section13bNumber: z.string().min(3),
      fspNumber: z.string().min(1),
      contactCentre: Contact,
      complaints: Contact.extend({
        /** The days within which the fund answers a written complaint (section 30A: 30). */
        answerWithinDays: z.number().int().positive(),
      }),
      /** Where a signed nomination of beneficiaries form goes; unset, to the contact centre. */
      nominations: Contact.pick({ email: true, postalAddress: true }).optional(),
    }),
    ombuds: z.record(z.string(), Body),
    funds: z.array(Fund).min(1),
  })
  .superRefine((value, ctx) => {
    value.funds.forEach((fund, index) => {
      if (!value.ombuds[fund.ombud]) {
        ctx.addIssue({
          code: 'custom',
          path: ['funds', index, 'ombud'],
          message: `no ombud "${fund.ombud}"`,
        });
      }
      if (
        fund.kind === 'Retirement fund' &&
        (!fund.fscaRegistrationNumber || !fund.sarsApprovalNumber || !fund.principalOfficer)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['funds', index],
          message:
            'a retirement fund has its FSCA registration number, SARS approval number and principal officer',
        });
      }
      if (fund.kind === 'Product' && !fund.provider) {
        ctx.addIssue({
          code: 'custom',
          path: ['funds', index],
          message: 'a product names its provider',
        });
      }
    });
  });

export type FundIdentities = z.infer<typeof FundIdentitiesSchema>;
export type Ombud = z.infer<typeof Body>;

/** One fund's identity with its administrator and its ombud, as a document prints it. */
export type FundIdentity = {
  fund: z.infer<typeof Fund>;
  administrator: FundIdentities['administrator'];
  ombud: Ombud;
};

const ADMINISTRATOR_POSTAL = ['PO Box 1000', 'Parktown', '2121'];

/** The demo funds' annuity strategy (invented, as the funds are; the rules it follows are real). */
const DEMO_ANNUITY_STRATEGY: AnnuityStrategy = {
  adoptedOn: '2024-09-01',
  summary:
    'The trustees offer two annuities to members who retire from the fund and do not choose their own. Both were chosen for members who want a reasonable, steady income without advice, at low charges. You may instead buy any annuity the law allows from a provider you choose, with a financial adviser’s help if you wish.',
  annuities: [
    {
      name: 'The fund’s living annuity',
      description:
        'Your money stays invested in the fund’s default portfolio after retirement and pays you an income you choose of 2.5 % to 17.5 % of its value a year, set again on each anniversary. The trustees suggest 5 %. The income is not guaranteed: it can fall if the investments fall or you draw too much, and what is left when you die goes to your beneficiaries. Administration costs 0.25 % a year.',
    },
    {
      name: 'An inflation-linked life annuity',
      description:
        'The trustees chose an insurer, AF Life Limited, to buy a life annuity for you. It pays you an income for as long as you live, rising each year with inflation, whatever the markets do. It stops when you die (or when your spouse dies, if you choose a joint annuity, which pays a lower income), and it cannot be changed once bought.',
    },
  ],
};

/** The demo's identities. Invented: every number, name, address, telephone number and mailbox of the
 * fund, its administrator and principal officers. Real: the Pension Funds Adjudicator's and the
 * National Financial Ombud Scheme's contact details as they published them (check before use). */
export const DEMO_FUND_IDENTITIES: FundIdentities = {
  administrator: {
    name: 'AF Administrators (Pty) Ltd',
    section13bNumber: '24/912',
    fspNumber: '45123',
    contactCentre: {
      telephone: '0860 000 000',
      email: 'members@afconnect.co.za',
      postalAddress: ADMINISTRATOR_POSTAL,
      hours: 'Monday to Friday, 08:00 to 17:00',
      website: 'www.afconnect.co.za',
    },
    complaints: {
      telephone: '0860 000 112',
      email: 'complaints@afconnect.co.za',
      postalAddress: ['The Complaints Officer', ...ADMINISTRATOR_POSTAL],
      answerWithinDays: 30,
    },
    nominations: {
      email: 'nominations@afconnect.co.za',
      postalAddress: ['Beneficiary Nominations', ...ADMINISTRATOR_POSTAL],
    },
  },
  ombuds: {
    pfa: {
      name: 'Office of the Pension Funds Adjudicator',
      remit:
        'It hears complaints about retirement funds free of charge, made within three years of the event.',
      telephone: '012 346 1738',
      email: 'enquiries@pfa.org.za',
      postalAddress: ['PO Box 580', 'Menlyn', '0063'],
      website: 'www.pfa.org.za',
    },
    nfo: {
      name: 'National Financial Ombud Scheme South Africa',
      remit: 'It hears complaints about insurance and investment products free of charge.',
      telephone: '0860 800 900',
      email: 'info@nfosa.co.za',
      postalAddress: [
        'Claremont Central Building, 6th floor',
        '6 Vineyard Road',
        'Claremont',
        '7708',
      ],
      website: 'www.nfosa.co.za',
    },
  },
  funds: [
    {
      fundName: 'AF Umbrella Pension Fund',
      kind: 'Retirement fund',
      fscaRegistrationNumber: '12/8/38412',
      sarsApprovalNumber: '18/20/4/041220',
      payeReference: '7480123401',
      principalOfficer: 'Ms N. Dlamini',
      ombud: 'pfa',
      annuityStrategy: DEMO_ANNUITY_STRATEGY,
    },
    {
      fundName: 'AF Umbrella Provident Fund',
      kind: 'Retirement fund',
      fscaRegistrationNumber: '12/8/38413',
      sarsApprovalNumber: '18/20/4/041221',
      payeReference: '7480123402',
      principalOfficer: 'Ms N. Dlamini',
      ombud: 'pfa',
      annuityStrategy: DEMO_ANNUITY_STRATEGY,
    },
    {
      fundName: 'AF Staff Pension Fund',
      kind: 'Retirement fund',
      fscaRegistrationNumber: '12/8/22107',
      sarsApprovalNumber: '18/20/4/030915',
      payeReference: '7480123403',
      principalOfficer: 'Mr P. van der Merwe',
      ombud: 'pfa',
      annuityStrategy: DEMO_ANNUITY_STRATEGY,
    },
    {
      fundName: 'AF Retirement Annuity',
      kind: 'Retirement fund',
      fscaRegistrationNumber: '12/8/35120',
      sarsApprovalNumber: '18/20/4/038871',
      payeReference: '7480123404',
      principalOfficer: 'Mr T. Mokoena',
      ombud: 'pfa',
      annuityStrategy: DEMO_ANNUITY_STRATEGY,
    },
    {
      fundName: 'AF Preservation Pension Fund',
      kind: 'Retirement fund',
      fscaRegistrationNumber: '12/8/35121',
      sarsApprovalNumber: '18/20/4/038872',
      payeReference: '7480123405',
      principalOfficer: 'Mr T. Mokoena',
      ombud: 'pfa',
      annuityStrategy: DEMO_ANNUITY_STRATEGY,
    },
    {
      fundName: 'AF Retirement Income Solution LA',
      kind: 'Product',
      payeReference: '7480123456',
      provider:
        'AF Life Limited, a licensed life insurer and authorised financial services provider (FSP 45120)',
      ombud: 'nfo',
    },
    {
      fundName: 'AF Global Discretionary Living Annuity',
      kind: 'Product',
      payeReference: '7480123457',
      provider:
        'AF Life Limited, a licensed life insurer and authorised financial services provider (FSP 45120)',
      ombud: 'nfo',
    },
    {
      fundName: 'AF Tax Free Savings Account',
      kind: 'Product',
      payeReference: '7480123458',
      provider:
        'AF Investment Services (Pty) Ltd, an authorised financial services provider (FSP 45121)',
      ombud: 'nfo',
    },
    {
      fundName: 'AF Investment Plan',
      kind: 'Product',
      payeReference: '7480123459',
      provider:
        'AF Investment Services (Pty) Ltd, an authorised financial services provider (FSP 45121)',
      ombud: 'nfo',
    },
  ],
};

/** Reads FUND_IDENTITY_FILE when given (a JSON file of FundIdentitiesSchema's shape), or the demo's. */
export function loadFundIdentities(file: string | undefined): FundIdentities {
  if (!file) return DEMO_FUND_IDENTITIES;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`FUND_IDENTITY_FILE ${file} is not readable JSON: ${(error as Error).message}`);
  }
  const parsed = FundIdentitiesSchema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`FUND_IDENTITY_FILE ${file}: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

// Read once per thread (the PDF workers read the same file as the server's main thread).
let current: FundIdentities | undefined;

/** The identities this process prints: FUND_IDENTITY_FILE's, or the demo's. */
export function fundIdentities(): FundIdentities {
  current ??= loadFundIdentities(process.env.FUND_IDENTITY_FILE || undefined);
  return current;
}

/** Sets the identities this thread prints (tests). */
export function useFundIdentities(identities: FundIdentities | undefined): void {
  current = identities;
}

/**
 * The identity of the fund named `fundName` (products.fund_name). A fund the configuration does not
 * name (an external administrator's product) gets the administrator and the ombud of its kind
 * without fund numbers: a retirement fund's ombud when `retirementFund`, otherwise the first other.
 */
export function fundIdentityOf(fundName: string, retirementFund = true): FundIdentity {
  const identities = fundIdentities();
  const fund = identities.funds.find((f) => f.fundName === fundName);
  if (fund) {
    return { fund, administrator: identities.administrator, ombud: identities.ombuds[fund.ombud]! };
  }
  const similar = identities.funds.find(
    (f) => f.kind === (retirementFund ? 'Retirement fund' : 'Product'),
  );
  const ombudKey = similar?.ombud ?? Object.keys(identities.ombuds)[0]!;
  return {
    fund: {
      fundName,
      kind: retirementFund ? 'Retirement fund' : 'Product',
      payeReference: similar?.payeReference ?? identities.funds[0]!.payeReference,
      ombud: ombudKey,
    },
    administrator: identities.administrator,
    ombud: identities.ombuds[ombudKey]!,
  };
}

/** The lines a document's first page or footer carries: the fund, its numbers and the administrator. */
export function identityLines(identity: FundIdentity): string[] {
  const { fund, administrator } = identity;
  const lines = [fund.fundName];
  if (fund.kind === 'Retirement fund') {
    const numbers = [
      fund.fscaRegistrationNumber && `FSCA registration number ${fund.fscaRegistrationNumber}`,
      fund.sarsApprovalNumber && `SARS approval number ${fund.sarsApprovalNumber}`,
    ].filter(Boolean);
    if (numbers.length) lines.push(numbers.join(' · '));
    lines.push(
      `Administered by ${administrator.name} (section 13B administrator ${administrator.section13bNumber}, FSP ${administrator.fspNumber})`,
    );
  } else if (fund.provider) {
    lines.push(`Issued by ${fund.provider}`);
    lines.push(`Administered by ${administrator.name} (FSP ${administrator.fspNumber})`);
  }
  lines.push(
    `Contact centre ${administrator.contactCentre.telephone} · ${administrator.contactCentre.email}`,
  );
  return lines;
}
