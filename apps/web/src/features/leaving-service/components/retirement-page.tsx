import type { ReactNode } from 'react';
import { Skeleton, Stack, Title, VisuallyHidden } from '@mantine/core';
import { InlineError } from '@/components/ui/inline-error';
import { isApiError } from '@/lib/api-client';
import { useRetirementOptions } from '../api/get-retirement-options';
import { useAcknowledgeRetirementCounselling } from '../api/retirement-actions';
import { CounsellingSection, type CounsellingWords } from './counselling-section';
import { RetirementClaimSection } from './retirement-claim-section';
import { BenefitPanel, CashPanel, IncomePanel, StrategyPanel } from './retirement-panels';
import { retirementText as text } from './retirement-texts';

// 'fund-details/{schemeNumber}/retirement' (issue 49 point 5; Regulation 39): within five years
// of the normal retirement date, the fund's annuity strategy, the benefit today and at
// retirement, the cash lump sum and its tax, the income of a life and a living annuity, the
// counselling material with the acknowledgement, and the retirement claim started after it.
// Loading, an error (the server's words for a fund further from retirement), or the page.

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
  points: text.counsellingPoints,
  acknowledgeLabel: text.acknowledgeLabel,
  acknowledge: text.acknowledge,
  acknowledgeRequired: text.acknowledgeRequired,
  acknowledgedOn: text.acknowledgedOn,
  tryAgainLater: text.tryAgainLater,
};

export function RetirementPage({ schemeNumber }: { schemeNumber: string }) {
  const query = useRetirementOptions(schemeNumber);
  const acknowledge = useAcknowledgeRetirementCounselling(schemeNumber);
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
  return (
    <Stack gap="xl">
      <Section id="retirement-strategy" title={text.strategyHeading}>
        <StrategyPanel strategy={options.annuityStrategy} />
      </Section>
      <Section id="retirement-benefit" title={text.benefitHeading}>
        <BenefitPanel options={options} />
      </Section>
      <Section id="retirement-cash" title={text.cashHeading}>
        <CashPanel cash={options.cash} />
      </Section>
      <Section id="retirement-income" title={text.incomeHeading}>
        <IncomePanel options={options} />
      </Section>
      <Section id="retirement-counselling" title={text.counsellingHeading}>
        <CounsellingSection
          words={counsellingWords}
          acknowledge={acknowledge}
          materialVersion={options.counselling.materialVersion}
          acknowledgedOn={options.counselling.acknowledgedOn}
        />
      </Section>
      <Section id="retirement-claim" title={text.claimHeading}>
        <RetirementClaimSection options={options} />
      </Section>
    </Stack>
  );
}
