import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { PageFrame } from '@/components/layouts/page-frame';
import { paths } from '@/config/paths';
import { ConsentRecord } from '@/features/privacy/components/consent-record';
import { CorrectionList } from '@/features/privacy/components/correction-list';
import { HeldDetails } from '@/features/privacy/components/held-details';
import { ObjectionSwitch } from '@/features/privacy/components/objection-switch';
import { privacyText as text } from '@/features/privacy/components/texts';

// 'your-information' (issue 49 point 3; POPIA sections 11(3) and 24): the details the member
// cannot change themselves with "Ask for a correction", the correction requests with the fund's
// 30-day clock and its answers, the objection to direct marketing and the record of consents.
// Reached from the profile page.

function Section({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} fz="h4" id={id}>
        {heading}
      </Title>
      {intro ? <Text size="sm">{intro}</Text> : null}
      <ErrorBoundary>{children}</ErrorBoundary>
    </Stack>
  );
}

export function Component() {
  return (
    <PageFrame
      title={text.title}
      breadcrumbs={[
        { name: 'Profile information', url: paths.profileDetails.getHref() },
        { name: text.title, url: paths.yourInformation.getHref() },
      ]}
      description={<Text>{text.intro}</Text>}
    >
      <Stack gap="xl">
        <Section id="held-details" heading={text.detailsHeading} intro={text.detailsIntro}>
          <HeldDetails />
        </Section>
        <Section id="corrections" heading={text.correctionsHeading}>
          <CorrectionList />
        </Section>
        <Section id="direct-marketing" heading={text.objectionHeading}>
          <ObjectionSwitch />
        </Section>
        <Section id="consents" heading={text.consentsHeading} intro={text.consentsIntro}>
          <ConsentRecord />
        </Section>
      </Stack>
    </PageFrame>
  );
}
