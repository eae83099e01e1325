import type { ReactNode } from 'react';
import { Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { DownloadButton } from '@/components/ui/download-button';
import { InlineError } from '@/components/ui/inline-error';
import { isApiError } from '@/lib/api-client';
import { fetchPaidUpCertificate, paidUpCertificateLink } from '../api/download-paid-up-certificate';
import { useLeavingOptions } from '../api/get-leaving-options';
import { useAcknowledgeCounselling } from '../api/leaving-actions';
import { CounsellingSection, type CounsellingWords } from './counselling-section';
import { OptionsPanel } from './options-panel';
import { leavingText as text } from './texts';
import { TransferForm, TransferList } from './transfer-section';

// 'fund-details/{schemeNumber}/leaving-service' (issue 49 point 4; Regulation 38): a paid-up
// member's options side by side, the counselling material with the acknowledgement, the
// transfer form (once acknowledged) and its status, and the paid-up membership certificate.
// Loading, an error (the server's words for a fund that is not paid-up), or the page.

function Loading() {
  return (
    <Stack gap="md" aria-busy="true">
      <VisuallyHidden role="status">{text.loading}</VisuallyHidden>
      <Skeleton height={28} width="40%" aria-hidden="true" />
      <Skeleton height={320} aria-hidden="true" />
    </Stack>
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

const counsellingWords: CounsellingWords = {
  heading: text.counsellingHeading,
  points: [
    text.counsellingFirst,
    text.counsellingTransfer,
    text.counsellingCash,
    text.counsellingTax,
    text.counsellingAdvice,
  ],
  acknowledgeLabel: text.acknowledgeLabel,
  acknowledge: text.acknowledge,
  acknowledgeRequired: text.acknowledgeRequired,
  acknowledgedOn: text.acknowledgedOn,
  tryAgainLater: text.tryAgainLater,
};

export function LeavingServicePage({ schemeNumber }: { schemeNumber: string }) {
  const query = useLeavingOptions(schemeNumber);
  const acknowledge = useAcknowledgeCounselling(schemeNumber);
  if (query.isPending) return <Loading />;
  if (query.isError) {
    const error = query.error;
    const message =
      isApiError(error) && error.status === 404
        ? text.notFound
        : isApiError(error) && error.status === 409
          ? error.message
          : text.error;
    return <InlineError message={message} size="large" />;
  }
  const { options } = query.data;
  const { counselling, paidUpCertificate } = options;
  return (
    <Stack gap="xl">
      <Section id="leaving-options" title={text.optionsHeading}>
        <OptionsPanel options={options} />
      </Section>
      <Section id="leaving-counselling" title={text.counsellingHeading}>
        <CounsellingSection
          words={counsellingWords}
          acknowledge={acknowledge}
          materialVersion={counselling.materialVersion}
          acknowledgedOn={counselling.acknowledgedOn}
        />
      </Section>
      <Section id="leaving-transfer" title={text.transferHeading2}>
        {counselling.acknowledgedOn ? (
          <TransferForm schemeNumber={schemeNumber} />
        ) : (
          <Text size="sm">{text.transferAfterCounselling}</Text>
        )}
        <Title order={3} fz="h5" mt="sm">
          {text.transfersHeading}
        </Title>
        <TransferList schemeNumber={schemeNumber} />
      </Section>
      <Section id="leaving-certificate" title={text.certificateHeading}>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{text.certificateText}</Text>
            <DownloadButton
              fetchFile={() => fetchPaidUpCertificate(paidUpCertificate.id)}
              href={paidUpCertificateLink(paidUpCertificate.id)}
              fileName={paidUpCertificate.fileName}
              what={paidUpCertificate.title}
            />
          </Stack>
        </Paper>
      </Section>
    </Stack>
  );
}
