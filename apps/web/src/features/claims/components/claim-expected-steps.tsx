import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ClaimDetails } from '@portal/contract/claims';
import { formatDisplayDate } from '@portal/domain/dates';
import { usePortalConfig } from '@/lib/portal-config';

// What a claim on its way is waiting for (domain claim-service-standard.ts, answered by the
// server): each step still to come with the date it is expected by on the fund's service standard,
// said to be an expected date; a step past its date is said to be late, with the number to call.

export const EXPECTED_STEPS_TITLE = 'What happens next';

export function ClaimExpectedSteps({
  caseNo,
  steps,
}: {
  caseNo: string;
  steps: NonNullable<ClaimDetails['expectedSteps']>;
}) {
  const config = usePortalConfig();
  const phone = config.data?.constants.callCentrePhone;
  if (steps.length === 0) return null;
  const isLate = steps.some((step) => step.isLate);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="claim-expected-steps"
    >
      <Stack gap="sm">
        <Title order={2} fz="h4" id="claim-expected-steps">
          {EXPECTED_STEPS_TITLE}
        </Title>
        <Text size="sm">
          The dates below are expected dates, not promises: each follows our service standard for
          the step, counted in working days (Monday to Friday, public holidays excluded).
        </Text>
        <List spacing="xs" size="sm">
          {steps.map((step) => (
            <List.Item key={step.status}>
              <Text size="sm" span fw={600}>
                {`${step.statusDescription}: expected by ${formatDisplayDate(step.expectedDate)}`}
              </Text>
              <Text size="sm" span>
                {` (${step.standard}).`}
                {step.isLate ? ' This step is later than our service standard.' : ''}
              </Text>
            </List.Item>
          ))}
        </List>
        {isLate && phone ? (
          <Text size="sm">
            {'To ask about the delay, call us on '}
            <Anchor href={`tel:${phone.replace(/\s+/g, '')}`} underline="always">
              {phone}
            </Anchor>
            {` and quote case ${caseNo}.`}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
