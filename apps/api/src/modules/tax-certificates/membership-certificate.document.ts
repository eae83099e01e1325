import { formatDisplayDate } from '@portal/domain/dates';
import { formatRand, type Cents } from '@portal/domain/money';
import { SAVINGS_WITHDRAWAL_MINIMUM_CENTS } from '@portal/domain/savings-withdrawal';
import { CERTIFICATE_TYPE_NAMES } from '@portal/domain/tax-certificates';
import type { GroupCover } from '@portal/contract/fund-details';
import { fundIdentityOf, type FundIdentity } from '../../fund-identity';
import { groupCoverLines } from '../fund-details/group-cover';
import { complaintsSection } from '../pdf/document-frame';
import type { PdfDefinition } from '../pdf/pdf-renderer';
import {
  certificateDocument,
  detailsTable,
  holderIdentity,
  holderName,
  paragraph,
  subheading,
  type CertificateIssuer,
} from './certificate.document';
import type { CertificateHolder, CertificateMembershipRow } from './tax-certificates.repository';

// An employer fund's membership certificate (the member's fund, scheme, membership number, date
// joined, status and value at the latest price date) and the paid-up membership certificate
// (reference: "confirms contributions stopped and gives the administrator's contact details").
// Both carry the fund's identity (DESIGN §1e): its letterhead, its registration in the footer and
// the route of a question or complaint. The paid-up certificate also states the member's options
// in plain words (Regulations 38 and 39 under the Pension Funds Act: the benefit is preserved in
// the fund by default, and the fund offers retirement benefits counselling).

type MembershipInput = {
  issuer: CertificateIssuer;
  holder: CertificateHolder;
  membership: CertificateMembershipRow;
  title: string;
  issuedOn: string;
  /** The employer fund's group cover (docs/decisions/037-group-cover-stated.md); null: none held. */
  cover: GroupCover | null;
  /**
   * The fund's identity, built on the main thread (fund-identity.ts). Without it, the identity of
   * the membership's fund by its name: an employer fund is a retirement fund.
   */
  identity?: FundIdentity;
};

function identityOf(input: MembershipInput): FundIdentity {
  return input.identity ?? fundIdentityOf(input.membership.fundName, true);
}

/** The route of a question or complaint, headed as this layout's sections (every node an object). */
function complaintsPart(input: MembershipInput): PdfDefinition[] {
  return complaintsSection(identityOf(input), 'subheading') as PdfDefinition[];
}

/** The group cover: its benefits and premiums, or that it ended or the fund has none. */
function coverPart(cover: GroupCover | null): PdfDefinition[] {
  if (!cover) return [];
  const { rows, notes } = groupCoverLines(cover);
  return [
    subheading('Group cover'),
    ...(rows.length ? [detailsTable(rows)] : []),
    ...notes.map(paragraph),
  ];
}

function fundRows(input: MembershipInput): [string, string][] {
  const { membership } = input;
  return [
    ['Member', holderName(input.holder)],
    holderIdentity(input.holder),
    ['Fund', membership.fundName],
    ['Scheme', membership.schemeName ?? ''],
    ['Scheme number', membership.schemeNumber],
    ['Employer', membership.employerName ?? ''],
    ['Membership number', membership.membershipNumber],
    ['Date joined', formatDisplayDate(membership.dateJoined)],
  ];
}

export function membershipCertificateDocument(
  input: MembershipInput & { status: string; valueDate: string; valueCents: Cents },
): { definition: PdfDefinition; footer: unknown } {
  return certificateDocument({
    issuer: input.issuer,
    kind: CERTIFICATE_TYPE_NAMES.Membership,
    title: input.title,
    heading: 'Membership certificate',
    issuedOn: input.issuedOn,
    body: [
      paragraph(
        `This certifies that ${holderName(input.holder)} is a member of the ${input.membership.fundName}, with the details below.`,
      ),
      detailsTable([
        ...fundRows(input),
        ['Status', input.status],
        [`Fund value on ${formatDisplayDate(input.valueDate)}`, formatRand(input.valueCents)],
      ]),
      paragraph(
        'The fund value is the value of your units on the date shown at the latest unit prices on or before it; it is not a guaranteed benefit, and tax and any amounts owed to the fund may be deducted when a benefit is paid.',
      ),
      ...coverPart(input.cover),
      ...complaintsPart(input),
    ],
    identity: identityOf(input),
  });
}

/**
 * What a paid-up member may do, in plain words (Regulation 38: a member who leaves service stays
 * in the fund as a paid-up member unless they choose otherwise; Regulation 39: the fund offers
 * retirement benefits counselling). Two-pot: only the vested component may be taken in cash on
 * leaving; the savings component is withdrawn by the once-a-tax-year savings withdrawal; the
 * retirement component stays preserved until retirement.
 */
export function paidUpOptions(identity: FundIdentity): PdfDefinition[] {
  const centre = identity.administrator.contactCentre;
  const hours = centre.hours ? ` (${centre.hours})` : '';
  return [
    subheading('Your options'),
    paragraph(
      'Your savings stay in the fund unless you choose otherwise: this is the fund’s default when a member leaves their employer (Regulation 38 under the Pension Funds Act). You do not need to do anything now, and you may choose one of these at any time before you retire:',
    ),
    {
      ul: [
        'Leave your savings in the fund. They stay invested in your portfolios: their value moves with the markets, and the fund’s charges still apply.',
        'Transfer them to another retirement fund: your new employer’s fund, a preservation fund or a retirement annuity. A transfer between retirement funds is not taxed and keeps your savings for retirement.',
        `Take them in cash. A cash withdrawal before retirement is taxed as a withdrawal benefit on SARS’s lump sum table, counting the lump sums you had before; the fund asks SARS for a tax directive before it pays. Under the two-pot rules only your vested component may be taken in cash when you leave; your savings component may be withdrawn once a tax year (at least ${formatRand(SAVINGS_WITHDRAWAL_MINIMUM_CENTS)}), taxed at your marginal rate; and your retirement component stays preserved until you retire.`,
      ],
      margin: [0, 0, 0, 8],
    },
    paragraph(
      'If you join another fund, it must ask you for your paid-up membership certificates within four months of your joining: keep this certificate to give to it.',
    ),
    subheading('Retirement benefits counselling'),
    paragraph(
      `Before you choose, the fund offers you retirement benefits counselling: someone who explains these options, what each costs and how each is taxed. To ask for it, call the contact centre on ${centre.telephone}${hours} or write to ${centre.email}.`,
    ),
  ];
}

export function paidUpCertificateDocument(
  input: MembershipInput & { stoppedDate: string; creditCents: Cents },
): { definition: PdfDefinition; footer: unknown } {
  const stopped = formatDisplayDate(input.stoppedDate);
  return certificateDocument({
    issuer: input.issuer,
    kind: CERTIFICATE_TYPE_NAMES.PaidUpMembership,
    title: input.title,
    heading: 'Paid-up membership certificate',
    issuedOn: input.issuedOn,
    body: [
      paragraph(
        `This confirms that contributions to the ${input.membership.fundName} for ${holderName(input.holder)} stopped on ${stopped} and that the membership is paid-up: the fund credit stays invested in the fund until it is transferred or paid out.`,
      ),
      detailsTable([
        ...fundRows(input),
        ['Date contributions stopped', stopped],
        [`Fund credit on ${stopped}`, formatRand(input.creditCents)],
      ]),
      ...paidUpOptions(identityOf(input)),
      ...coverPart(input.cover),
      ...complaintsPart(input),
    ],
    identity: identityOf(input),
  });
}
