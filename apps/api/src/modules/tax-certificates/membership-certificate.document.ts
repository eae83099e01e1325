import { formatDisplayDate } from '@portal/domain/dates';
import { formatRand, type Cents } from '@portal/domain/money';
import { CERTIFICATE_TYPE_NAMES } from '@portal/domain/tax-certificates';
import type { GroupCover } from '@portal/contract/fund-details';
import { groupCoverLines } from '../fund-details/group-cover';
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

type MembershipInput = {
  issuer: CertificateIssuer;
  holder: CertificateHolder;
  membership: CertificateMembershipRow;
  title: string;
  issuedOn: string;
  /** The employer fund's group cover (docs/decisions/037-group-cover-stated.md); null: none held. */
  cover: GroupCover | null;
};

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
    ],
  });
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
      ...coverPart(input.cover),
    ],
  });
}
