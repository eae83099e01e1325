import { addDays } from '@portal/domain/dates';
import {
  retirementAnnuityCertificate,
  taxFreeSavingsCertificate,
} from '@portal/domain/tax-certificates';
import type { Db } from '../../db/client';
import { fundIdentityOf } from '../../fund-identity';
import { notFound } from '../../lib/app-error';
import type { DocumentKind } from '../documents/documents.repository';
import { issueOnce } from '../documents/issue-once';
import { fundValueAt } from '../fund-details/fund-valuation';
import type { PdfDefinition } from '../pdf/pdf-renderer';
import { memberTaxNumberOf } from '../profile/tax-number';
import { groupCoverOfMembershipById } from '../fund-details/group-cover';
import type { CertificateIssuer } from './certificate.document';
import { issueLumpSumCertificate } from './lump-sum-certificate.service';
import {
  membershipCertificateDocument,
  paidUpCertificateDocument,
} from './membership-certificate.document';
import {
  membershipCertificateFileName,
  membershipCertificateTitle,
} from './membership-certificates.service';
import {
  retirementAnnuityCertificateDocument,
  taxFreeSavingsCertificateDocument,
} from './tax-certificate.document';
import { certificateHolderOf, moneyRowsOf } from './tax-certificates.repository';
import { issueAnnuityIncomeCertificate } from './annuity-income-certificate.service';
import { issueInvestmentIncomeCertificate } from './investment-income-certificate.service';
import {
  certificateById,
  taxCertificateFileName,
  taxCertificateTitle,
} from './tax-certificates.service';
import { type CertificateEntry } from './certificate-entries';

// DownloadPDF: a certificate is rendered once, recorded among the member's documents
// (member_documents, with a dedupe key), and from then on served with the same bytes: a published
// document never changes. A membership certificate is one per membership and value date; a lump
// sum certificate one per paid claim (the same document the member's documents list); a living
// annuity's IRP5 one per annuity and tax year, a discretionary plan's IT3(b)/IT3(c) one per plan
// and tax year. A tax certificate is dated on its publication, the day after its tax year (a
// lump sum's on its payment date), not on the day it is first downloaded.

export type CertificateContext = CertificateIssuer & {
  today: string;
  render: (definition: PdfDefinition, footer: unknown) => Promise<Buffer>;
};

type Made = {
  kind: DocumentKind;
  title: string;
  fileName: string;
  dedupeKey: string;
  request: Record<string, unknown>;
  render: () => Promise<Buffer>;
};

export async function downloadCertificate(
  db: Db,
  memberId: number,
  id: string,
  context: CertificateContext,
): Promise<{ fileName: string; content: Buffer }> {
  const entry = await certificateById(db, memberId, id, context.today);
  // A paid claim's lump sum certificate: kept under the claim, as the member's documents list it.
  if (entry.kind === 'lump-sum') {
    const issued = await issueLumpSumCertificate(db, context, entry.claim);
    return { fileName: issued.fileName, content: issued.content };
  }
  // A living annuity's IRP5: kept under the annuity and its tax year.
  if (entry.kind === 'annuity-income') {
    const issued = await issueAnnuityIncomeCertificate(db, memberId, entry, context);
    return { fileName: issued.fileName, content: issued.content };
  }
  // A discretionary plan's IT3(b) and IT3(c): kept under the plan and its tax year.
  if (entry.kind === 'investment-income') {
    const issued = await issueInvestmentIncomeCertificate(db, memberId, entry, context);
    return { fileName: issued.fileName, content: issued.content };
  }
  const made = plan(db, memberId, entry, context);
  // Rendered on the first download only; two first downloads at once get the one recorded first.
  const issued = await issueOnce(
    db,
    {
      memberId,
      membershipId: entry.membership.membershipId,
      kind: made.kind,
      title: made.title,
      fileName: made.fileName,
      request: made.request,
      dedupeKey: made.dedupeKey,
    },
    made.render,
  );
  return { fileName: issued.fileName, content: issued.content };
}

function plan(
  db: Db,
  memberId: number,
  entry: Exclude<CertificateEntry, { kind: 'lump-sum' | 'annuity-income' | 'investment-income' }>,
  context: CertificateContext,
): Made {
  const { membership } = entry;
  const membershipId = membership.membershipId;
  const holder = async () => {
    const found = await certificateHolderOf(db, memberId);
    if (!found) throw notFound();
    return found;
  };
  const issuer: CertificateIssuer = {
    portalName: context.portalName,
    callCentrePhone: context.callCentrePhone,
  };
  switch (entry.kind) {
    case 'tax': {
      const { taxYear } = entry;
      return {
        kind: 'tax-certificate',
        title: taxCertificateTitle(entry),
        fileName: taxCertificateFileName(entry),
        dedupeKey: `tax:${membershipId}:${taxYear.label}`,
        request: { certificateType: entry.type, taxYear: taxYear.label },
        render: async () => {
          const [person, rows, taxReference] = await Promise.all([
            holder(),
            moneyRowsOf(db, membershipId, taxYear.end),
            memberTaxNumberOf(db, memberId),
          ]);
          const moneyRows = rows.map((row) => ({
            date: row.date,
            type: row.type,
            amount: row.amountCents,
          }));
          const common = {
            issuer,
            identity: fundIdentityOf(membership.fundName, entry.type !== 'TaxFreeSavings'),
            holder: person,
            membership,
            taxReference,
            title: taxCertificateTitle(entry),
            // Dated on its publication (the day after the tax year), whenever first downloaded.
            issuedOn: addDays(taxYear.end, 1),
          };
          if (entry.type === 'RetirementAnnuityContributions') {
            const { definition, footer } = retirementAnnuityCertificateDocument({
              ...common,
              certificate: retirementAnnuityCertificate(moneyRows, taxYear),
            });
            return context.render(definition, footer);
          }
          const [openingValue, closingValue] = await Promise.all([
            fundValueAt(db, membershipId, addDays(taxYear.start, -1)),
            fundValueAt(db, membershipId, taxYear.end),
          ]);
          const { definition, footer } = taxFreeSavingsCertificateDocument({
            ...common,
            certificate: taxFreeSavingsCertificate({
              rows: moneyRows,
              taxYear,
              openingValue,
              closingValue,
            }),
          });
          return context.render(definition, footer);
        },
      };
    }
    case 'membership': {
      const valueDate = entry.valueDate ?? context.today;
      return {
        kind: 'membership-certificate',
        title: membershipCertificateTitle(entry),
        fileName: membershipCertificateFileName(entry),
        dedupeKey: `membership:${membershipId}:${valueDate}`,
        request: { valueDate },
        render: async () => {
          const [person, value, cover] = await Promise.all([
            holder(),
            fundValueAt(db, membershipId, valueDate),
            groupCoverOfMembershipById(db, membershipId),
          ]);
          const { definition, footer } = membershipCertificateDocument({
            issuer,
            holder: person,
            membership,
            title: membershipCertificateTitle(entry),
            issuedOn: context.today,
            status: entry.status,
            valueDate,
            valueCents: value,
            cover,
          });
          return context.render(definition, footer);
        },
      };
    }
    case 'paid-up': {
      const { stoppedDate } = entry;
      return {
        kind: 'paid-up-certificate',
        title: membershipCertificateTitle(entry),
        fileName: membershipCertificateFileName(entry),
        dedupeKey: `paid-up:${membershipId}:${stoppedDate}`,
        request: { contributionsStoppedDate: stoppedDate },
        render: async () => {
          const [person, credit, cover] = await Promise.all([
            holder(),
            fundValueAt(db, membershipId, stoppedDate),
            groupCoverOfMembershipById(db, membershipId),
          ]);
          const { definition, footer } = paidUpCertificateDocument({
            issuer,
            holder: person,
            membership,
            title: membershipCertificateTitle(entry),
            issuedOn: context.today,
            stoppedDate,
            creditCents: credit,
            cover,
          });
          return context.render(definition, footer);
        },
      };
    }
  }
}
