import {
  Alert,
  Anchor,
  Button,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import type { FundProjection } from '@portal/contract/projection';
import { formatDisplayDate } from '@portal/domain/dates';
import { SCENARIO_NAMES } from '@portal/domain/projection';
import { Link } from 'react-router';
import { fitAmount } from '@/components/ui/fit-amount';
import { useMoney } from '@/components/ui/money';
import { useProjection } from '../api/get-projection';
import { rateText } from './projection-panel';
import { projectionSummary, summaryFiguresOf } from './projection-summary';

// A fund's projection on its details page (DESIGN §1e "One projection"): the summary in words,
// the three scenarios at retirement (value and income a month, in today's money), the retirement
// date and the way to the full projection with its what-ifs. A fund the portal does not project
// says why.

export const FUND_PROJECTION_TITLE = 'Projection';
export const FUND_PROJECTION_LINK = 'See how it is worked out and try what-ifs';
export const FUND_PROJECTION_ERROR =
  'We could not work out this fund’s projection just now. Please try again.';

type FundProjectionSectionProps = {
  schemeNumber: string;
  /** The fund's projection page, when the page is available. */
  projectionHref?: ((schemeNumber: string) => string) | undefined;
};

export function FundProjectionSection({
  schemeNumber,
  projectionHref,
}: FundProjectionSectionProps) {
  const query = useProjection(schemeNumber);
  if (query.isPending)
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading the fund’s projection</VisuallyHidden>
        <Stack gap="sm" aria-hidden="true">
          <Skeleton height={24} width="80%" />
          <Skeleton height={96} />
        </Stack>
      </div>
    );
  if (query.isError)
    return (
      <Alert color="red.9" variant="light" title="Error!" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{FUND_PROJECTION_ERROR}</Text>
          <Button variant="outline" size="xs" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  const { projection, notProjected, assumptions } = query.data;
  if (!projection) return <Text>{notProjected?.reason ?? FUND_PROJECTION_ERROR}</Text>;
  return (
    <FundProjectionFigures
      projection={projection}
      targetReplacement={assumptions.targetReplacement}
      projectionHref={projectionHref}
    />
  );
}

export function FundProjectionFigures({
  projection,
  targetReplacement,
  projectionHref,
}: {
  projection: FundProjection;
  targetReplacement: number;
  projectionHref?: ((schemeNumber: string) => string) | undefined;
}) {
  const money = useMoney();
  const isRetirement = projection.inputs.kind === 'retirement';
  return (
    <Stack gap="md" className={fitAmount.box}>
      <Text fw={600}>
        {projectionSummary(summaryFiguresOf(projection, { targetReplacement }), {
          isHidden: money.isHidden,
        })}
      </Text>
      <Text size="sm">
        {isRetirement ? 'Retirement date' : 'Projected to'}:{' '}
        {formatDisplayDate(projection.inputs.retirementDate)} (age {projection.retirementAge})
      </Text>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 3 }}
        spacing="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        role="list"
        aria-label="The three scenarios at retirement, in today's money"
      >
        {projection.scenarios.map((scenario) => (
          <Paper
            component="li"
            key={scenario.scenario}
            withBorder
            radius="md"
            p="sm"
            bg={scenario.scenario === 'expected' ? 'gray.0' : undefined}
          >
            <Stack gap={4}>
              <Text size="sm" fw={700}>
                {SCENARIO_NAMES[scenario.scenario]}
              </Text>
              <Text size="xs" c="dimmed">
                {realReturnText(scenario.realReturn)}
              </Text>
              <Text size="sm">
                Value at retirement:{' '}
                <Text span fw={600} size="sm" className={fitAmount.amount}>
                  {money.rand(scenario.valueAtRetirement)}
                </Text>
              </Text>
              {scenario.monthlyIncome === null ? null : (
                <Text size="sm">
                  Income a month:{' '}
                  <Text span fw={600} size="sm" className={fitAmount.amount}>
                    {money.rand(scenario.monthlyIncome)}
                  </Text>
                </Text>
              )}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      {projectionHref ? (
        <Anchor component={Link} to={projectionHref(projection.schemeNumber)} fw={600} size="sm">
          {FUND_PROJECTION_LINK}
        </Anchor>
      ) : null}
    </Stack>
  );
}

/** A real return in words: '2.8% a year above inflation', '-0.4' as below it. */
export function realReturnText(percent: number): string {
  return percent < 0
    ? `Returns ${rateText(-percent)} a year below inflation`
    : `Returns ${rateText(percent)} a year above inflation`;
}
