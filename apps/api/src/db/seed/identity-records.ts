import { DECLARED_MEMBERS, FIXED_MEMBERS } from './declared';
import { streamOf } from './random';

// What the demo data says about members' identities outside what the portal shows:
//   - the records the knowledge-based questions are drawn from (table member_kba_records), which
//     no page or call of the portal displays: fixed for the declared members (1 to 15) under every
//     seed, drawn from the member's own stream for the others;
//   - what the outside organisations' simulators know of the README's named members (1 to 4),
//     whose names and ID numbers are the same under every seed (declared.ts FIXED_MEMBERS): the
//     identity service's register (ID number → surname) and SARS's (tax number and tax debt).
//     Everyone else is answered by the simulators' documented rules
//     (docs/decisions/016-partner-services-behind-interfaces.md). The income SARS knows is, for
//     every member, the table tax_register_incomes the generator fills (income.ts).

/** A member's row of member_kba_records, without the member id. */
export type KbaRecords = {
  previousEmployer: string;
  previousSuburb: string;
  /** Four digits. */
  previousCellLastFour: string;
  transferredFromFund: string;
  /** Four digits. */
  previousPostalCode: string;
};

/** Earlier employers (made up, in the style of South African company names). */
export const PREVIOUS_EMPLOYERS = [
  'Amandla Freight Services',
  'Blouberg Fisheries (Pty) Ltd',
  'Cederberg Timber Mills',
  'Dube Security Solutions',
  'Elandsrand Brickworks',
  'Fynbos Cosmetics (Pty) Ltd',
  'Gqeberha Auto Components',
  'Hlabisa Civil Works',
  'Impala Office Supplies',
  'Jozi Print and Signage',
  'Kwena Water Engineering',
  'Lowveld Citrus Packers',
  'Mamelodi Bakeries',
  'Ngwenya Electrical Contractors',
  'Outeniqua Forestry Services',
  'Phakisa Courier Group',
] as const;

/** Suburbs of earlier residential addresses. */
export const PREVIOUS_SUBURBS = [
  'Rondebosch',
  'Orlando East',
  'Hatfield',
  'Umbilo',
  'Bellville',
  'Westville',
  'Randburg',
  'Summerstrand',
  'Bloemspruit',
  'Mabopane',
  'Kenilworth',
  'Durban North',
  'Arcadia',
  'Benoni West',
  'Seshego',
  'Vincent',
] as const;

/** Funds a transfer came in from (made up). */
export const TRANSFER_FUNDS = [
  'Highveld Municipal Pension Fund',
  'Karoo Retail Provident Fund',
  'Coastal Engineering Retirement Fund',
  'Bushveld Mining Provident Fund',
  'Garden Route Hospitality Pension Fund',
  'Limpopo Agricultural Provident Fund',
  'Metro Transport Workers Pension Fund',
  'Eastern Cape Teachers Provident Fund',
  'Free State Manufacturing Retirement Fund',
  'Cape Wine Industry Pension Fund',
  'Gauteng Healthcare Provident Fund',
  'Natal Sugar Industry Retirement Fund',
] as const;

const pick = <T>(items: readonly T[], index: number): T => {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

/** Member `number`'s fixed records (declared members): from the pools by position, no seed. */
function declaredRecords(number: number): KbaRecords {
  return {
    previousEmployer: pick(PREVIOUS_EMPLOYERS, number - 1),
    previousSuburb: pick(PREVIOUS_SUBURBS, number * 3),
    previousCellLastFour: String((number * 7_919 + 1_204) % 10_000).padStart(4, '0'),
    transferredFromFund: pick(TRANSFER_FUNDS, number * 5),
    previousPostalCode: String(((number * 613 + 1_685) % 9_999) + 1).padStart(4, '0'),
  };
}

const DECLARED_NUMBERS: ReadonlySet<number> = new Set(DECLARED_MEMBERS.map((m) => m.number));

/**
 * Member `number`'s records under `seed`: fixed for a declared member, else drawn from the
 * member's own stream (so no other demo data changes).
 */
export function kbaRecordsOf(seed: number, number: number): KbaRecords {
  if (DECLARED_NUMBERS.has(number)) return declaredRecords(number);
  const rng = streamOf(seed, 'member', number, 'kba-records');
  return {
    previousEmployer: rng.pick(PREVIOUS_EMPLOYERS),
    previousSuburb: rng.pick(PREVIOUS_SUBURBS),
    previousCellLastFour: String(rng.int(0, 9_999)).padStart(4, '0'),
    transferredFromFund: rng.pick(TRANSFER_FUNDS),
    previousPostalCode: String(rng.int(1, 9_999)).padStart(4, '0'),
  };
}

/** A declared member's records by username (the same under every seed); undefined for others. */
export function declaredKbaRecords(username: string): KbaRecords | undefined {
  const declared = DECLARED_MEMBERS.find((m) => m.username === username);
  return declared ? declaredRecords(declared.number) : undefined;
}

/** What SARS's simulator knows of a named member. */
export type DemoTaxpayer = {
  username: string;
  idNumber: string;
  surname: string;
  /** The member's income tax reference number (valid: tax-number.ts). */
  taxNumber: string;
  /** Tax debt SARS takes from a lump sum (cents). */
  taxDebtCents: number;
};

/** The README's named members as the identity service and SARS know them. */
export const DEMO_TAXPAYERS: readonly DemoTaxpayer[] = [
  {
    username: FIXED_MEMBERS.institutional.username,
    idNumber: FIXED_MEMBERS.institutional.idNumber,
    surname: FIXED_MEMBERS.institutional.lastName,
    taxNumber: '0147293658',
    taxDebtCents: 0,
  },
  {
    username: FIXED_MEMBERS.retail.username,
    idNumber: FIXED_MEMBERS.retail.idNumber,
    surname: FIXED_MEMBERS.retail.lastName,
    taxNumber: '2273851499',
    taxDebtCents: 0,
  },
  {
    username: FIXED_MEMBERS.hybrid.username,
    idNumber: FIXED_MEMBERS.hybrid.idNumber,
    surname: FIXED_MEMBERS.hybrid.lastName,
    taxNumber: '0382146751',
    taxDebtCents: 0,
  },
  {
    username: FIXED_MEMBERS.staff.username,
    idNumber: FIXED_MEMBERS.staff.idNumber,
    surname: FIXED_MEMBERS.staff.lastName,
    taxNumber: '1509364822',
    taxDebtCents: 0,
  },
];

/** A named member's entry in the simulators' registers, by username; undefined for others. */
export function demoTaxpayerOf(username: string): DemoTaxpayer | undefined {
  return DEMO_TAXPAYERS.find((taxpayer) => taxpayer.username === username);
}
