import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DownloadButton } from '@/components/ui/download-button';
import { useMoney } from '@/components/ui/money';
import { fetchCertificatePdf, certificatePdfLink } from '../api/download-certificate';
import { historicalTaxCertificatesQueryOptions } from '../api/get-historical-tax-certificates';
import { DocumentList } from './document-list';
import { documentsMessages as text } from './messages';
import { SectionError } from './section-error';
import { taxCertificateDetails } from './tax-certificate-details';

// A paid claim's own lump sum tax certificate, on the claim's page: a retail member has no
// Documents page (spec 1 §2.1), so the certificate of a retail product's savings withdrawal is
// given beside its payment letter.

export const CLAIM_TAX_CERTIFICATE_TITLE = 'Tax certificate';

export function ClaimTaxCertificate({ caseNo }: { caseNo: string }) {
  // Asked for afresh when the paid claim's page shows it: a list kept from before the payment
  // does not hold its certificate yet.
  const history = useQuery({ ...historicalTaxCertificatesQueryOptions(), staleTime: 0 });
  const money = useMoney();
  let content: ReactNode;
  if (history.isPending)
    content = <Skeleton height={56} radius="md" aria-label="Loading your tax certificate" />;
  else if (history.isError)
    content = (
      <SectionError message={text.certificatesError} onRetry={() => void history.refetch()} />
    );
  else {
    const certificate = history.data.details.find((c) => c.lumpSum?.caseNo === caseNo);
    content = certificate ? (
      <DocumentList
        label="Tax certificate of this claim"
        rows={[
          {
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
          },
        ]}
      />
    ) : (
      <Text>The tax certificate of this claim is not published yet.</Text>
    );
  }
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="claim-tax-certificate"
    >
      <Title order={2} fz="h4" id="claim-tax-certificate" mb="sm">
        {CLAIM_TAX_CERTIFICATE_TITLE}
      </Title>
      {content}
    </Paper>
  );
}
