import { Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fetchCertificatePdf, certificatePdfLink } from '../api/download-certificate';
import { useHistoricalTaxCertificates } from '../api/get-historical-tax-certificates';
import { useStatements } from '../api/get-statements';
import { periodText } from '../utils/format';
import { DocumentList, EmptyList } from './document-list';
import { DownloadButton } from '@/components/ui/download-button';
import { useMoney } from '@/components/ui/money';
import { LoadingSkeleton } from './loading-skeleton';
import { documentsMessages as text } from './messages';
import { SectionError } from './section-error';
import { StatementDownload } from './statement-download';
import { taxCertificateDetails } from './tax-certificate-details';

// Retail members have no Documents page (spec 1 §2.1): each product's page lists its statements
// and tax certificates under the Information tab instead (the statements issue).

type ProductDocumentsProps = {
  schemeNumber: string;
  /** The product's full name, as the statements name their fund. */
  productName: string;
  /** Scrolls the section into view once drawn (the tax certificates notice's link). */
  scrollIntoView?: boolean;
};

export function ProductDocuments({
  schemeNumber,
  productName,
  scrollIntoView,
}: ProductDocumentsProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scrollIntoView) ref.current?.scrollIntoView({ block: 'start' });
  }, [scrollIntoView]);
  return (
    <Stack gap="lg" component="section" aria-labelledby="product-documents-heading" ref={ref}>
      <Title order={3} fz="h4" id="product-documents-heading">
        Statements and tax certificates
      </Title>
      <ProductTaxCertificates schemeNumber={schemeNumber} />
      <ProductStatements productName={productName} />
    </Stack>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={4} fz="md">
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
        <Skeleton height={56} radius="md" />
        <Skeleton height={56} radius="md" />
      </Stack>
    </LoadingSkeleton>
  );
}

function ProductTaxCertificates({ schemeNumber }: { schemeNumber: string }) {
  const history = useHistoricalTaxCertificates();
  const money = useMoney();
  let content: ReactNode;
  if (history.isPending) content = <ListSkeleton label="Loading your tax certificates" />;
  else if (history.isError)
    content = (
      <SectionError message={text.certificatesError} onRetry={() => void history.refetch()} />
    );
  else {
    const certificates = history.data.details.filter((c) => c.schemeNumber === schemeNumber);
    content =
      certificates.length === 0 ? (
        <EmptyList>
          <Text>{text.noTaxCertificates}</Text>
        </EmptyList>
      ) : (
        <DocumentList
          label="Tax certificates"
          rows={certificates.map((certificate) => ({
            key: certificate.id,
            title: certificate.title,
            details: taxCertificateDetails(certificate, money),
            action: (
              <DownloadButton
                fetchFile={() => fetchCertificatePdf(certificate.id)}
                href={certificatePdfLink(certificate.id)}
                fileName={certificate.fileName}
                what={certificate.title}
              />
            ),
          }))}
        />
      );
  }
  return <Part title="Tax certificates">{content}</Part>;
}

function ProductStatements({ productName }: { productName: string }) {
  const [page, setPage] = useState(1);
  const statements = useStatements({
    years: [],
    includeOlder: false,
    fundNames: [productName],
    statementTypes: [],
    page,
  });
  let content: ReactNode;
  if (statements.isPending) content = <ListSkeleton label="Loading your statements" />;
  else if (statements.isError)
    content = (
      <SectionError message={text.statementsError} onRetry={() => void statements.refetch()} />
    );
  else if (statements.data.totalCount === 0)
    content = (
      <EmptyList>
        <Text>{text.noHistoricalStatements}</Text>
      </EmptyList>
    );
  else
    content = (
      <Stack gap="sm">
        <DocumentList
          label="Statements"
          rows={statements.data.details.map((statement) => ({
            key: `${statement.statementId}-${statement.requestedAt ?? ''}`,
            title: statement.statementTypeName,
            details: [periodText(statement.fromDate, statement.toDate)],
            action: <StatementDownload statement={statement} />,
          }))}
        />
        {statements.data.totalPages > 1 ? (
          <Group justify="center" component="nav" aria-label="Statement pages">
            <Pagination
              total={statements.data.totalPages}
              value={statements.data.pageNumber}
              onChange={setPage}
              siblings={0}
              boundaries={1}
              gap={4}
              getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          </Group>
        ) : null}
      </Stack>
    );
  return <Part title="Statements">{content}</Part>;
}
