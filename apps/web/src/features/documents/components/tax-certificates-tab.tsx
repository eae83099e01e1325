import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { fetchCertificatePdf, certificatePdfLink } from '../api/download-certificate';
import { useHistoricalTaxCertificates } from '../api/get-historical-tax-certificates';
import { useLatestTaxCertificates } from '../api/get-latest-tax-certificates';
import { useMembershipCertificates } from '../api/get-membership-certificates';
import { usePaidUpCertificates } from '../api/get-paid-up-certificates';
import { displayDate, periodText } from '../utils/format';
import { DocumentList, EmptyList } from './document-list';
import type { DocumentRow } from './document-list';
import { DownloadButton } from '@/components/ui/download-button';
import { useMoney } from '@/components/ui/money';
import { LoadingSkeleton } from './loading-skeleton';
import { documentsMessages as text } from './messages';
import { SectionError } from './section-error';
import { taxCertificateDetails } from './tax-certificate-details';

// spec 2 §7 "Statements and tax certificate calls": the member's tax certificates (the latest of
// each product, then every published one by tax year, a paid claim's lump sum certificate among
// them), the membership certificates of employer funds and the paid-up membership certificates,
// each downloaded through DownloadPDF.

export function TaxCertificatesTab() {
  return (
    <Stack gap="xl">
      <TaxCertificatesSection />
      <MembershipCertificatesSection />
      <PaidUpCertificatesSection />
    </Stack>
  );
}

function certificateDownload(certificate: { id: string; fileName: string; title: string }) {
  return (
    <DownloadButton
      fetchFile={() => fetchCertificatePdf(certificate.id)}
      href={certificatePdfLink(certificate.id)}
      fileName={certificate.fileName}
      what={certificate.title}
    />
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} fz="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <LoadingSkeleton label={label}>
      <Stack gap="sm">
        <Skeleton height={64} radius="md" />
        <Skeleton height={64} radius="md" />
      </Stack>
    </LoadingSkeleton>
  );
}

function TaxCertificatesSection() {
  const latest = useLatestTaxCertificates();
  const history = useHistoricalTaxCertificates();
  const money = useMoney();
  let content: ReactNode;
  if (latest.isPending || history.isPending) {
    content = <ListSkeleton label="Loading your tax certificates" />;
  } else if (latest.isError || history.isError) {
    content = (
      <SectionError
        message={text.certificatesError}
        onRetry={() => {
          void latest.refetch();
          void history.refetch();
        }}
      />
    );
  } else if (history.data.details.length === 0 && latest.data.length === 0) {
    content = (
      <EmptyList>
        <Text>{text.noTaxCertificates}</Text>
      </EmptyList>
    );
  } else {
    const byYear = new Map<string, typeof history.data.details>();
    for (const certificate of history.data.details) {
      byYear.set(certificate.taxYear, [...(byYear.get(certificate.taxYear) ?? []), certificate]);
    }
    const toRow = (certificate: (typeof history.data.details)[number]): DocumentRow => ({
      key: certificate.id,
      title: certificate.title,
      details: [certificate.productName, ...taxCertificateDetails(certificate, money)],
      action: certificateDownload(certificate),
    });
    content = (
      <Stack gap="lg">
        {latest.data.length > 0 ? (
          <Stack gap="xs">
            <Title order={3} fz="md">
              Latest certificates
            </Title>
            <DocumentList label="Latest tax certificates" rows={latest.data.map(toRow)} />
          </Stack>
        ) : null}
        {[...byYear].map(([taxYear, certificates]) => (
          <Stack gap="xs" key={taxYear}>
            <Title order={3} fz="md">
              {`Tax year ${periodText(certificates[0]!.taxYearStart, certificates[0]!.taxYearEnd)}`}
            </Title>
            <DocumentList
              label={`Tax certificates for the tax year ending ${displayDate(certificates[0]!.taxYearEnd)}`}
              rows={certificates.map(toRow)}
            />
          </Stack>
        ))}
      </Stack>
    );
  }
  return (
    <Section id="tax-certificates-heading" title="Tax certificates">
      {content}
    </Section>
  );
}

type CertificateRow = { id: string; title: string; fileName: string; fundName: string };

/**
 * One list of certificates made on request (membership, paid-up): loading, error with a way to
 * ask again, empty, or the certificates with their details and Download.
 */
function CertificateListSection<T extends CertificateRow>({
  query,
  id,
  title,
  emptyText,
  detailOf,
}: {
  query: { isPending: boolean; isError: boolean; data: T[] | undefined; refetch: () => unknown };
  id: string;
  title: string;
  emptyText: string;
  /** The line under the fund name. */
  detailOf: (certificate: T) => string;
}) {
  let content: ReactNode;
  if (query.isPending) {
    content = <ListSkeleton label={`Loading your ${title.toLowerCase()}`} />;
  } else if (query.isError || query.data === undefined) {
    content = (
      <SectionError message={text.certificatesError} onRetry={() => void query.refetch()} />
    );
  } else if (query.data.length === 0) {
    content = (
      <EmptyList>
        <Text>{emptyText}</Text>
      </EmptyList>
    );
  } else {
    content = (
      <DocumentList
        label={title}
        rows={query.data.map((certificate) => ({
          key: certificate.id,
          title: certificate.title,
          details: [certificate.fundName, detailOf(certificate)],
          action: certificateDownload(certificate),
        }))}
      />
    );
  }
  return (
    <Section id={id} title={title}>
      {content}
    </Section>
  );
}

function MembershipCertificatesSection() {
  return (
    <CertificateListSection
      query={useMembershipCertificates()}
      id="membership-certificates-heading"
      title="Membership certificates"
      emptyText={text.noMembershipCertificates}
      detailOf={(certificate) =>
        `Membership number ${certificate.membershipNumber} · joined ${displayDate(certificate.dateJoined)}`
      }
    />
  );
}

function PaidUpCertificatesSection() {
  return (
    <CertificateListSection
      query={usePaidUpCertificates()}
      id="paid-up-certificates-heading"
      title="Paid-up membership certificates"
      emptyText={text.noPaidUpCertificates}
      detailOf={(certificate) =>
        `Membership number ${certificate.membershipNumber} · contributions stopped ${displayDate(certificate.contributionsStoppedDate)}`
      }
    />
  );
}
