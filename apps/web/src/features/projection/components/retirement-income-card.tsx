import {
  Alert,
  Anchor,
  Button,
  Paper,
  rem,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { FundProjection } from '@portal/contract/projection';
import { formatMonthYear } from '@portal/domain/dates';
import { Link } from 'react-router';
import { fitAmount, fitSize } from '@/components/ui/fit-amount';
import { useMoney, type MoneyFormat } from '@/components/ui/money';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useProjections } from '../api/get-projections';
import { wholePercent } from './projection-summary';

// The member's retirement income at a glance (DESIGN §1e "One projection"): the total expected
// income a month in today's money from GET /api/Projection's total, its share of the salary
// against the target, one line for each projected fund (a savings product by its value at
// retirement) leading to the fund's projection page, and the lower and higher scenarios in a line.
// The dashboard shows it as a card; My portfolio draws the same figures in its own section.

export const RETIREMENT_INCOME_TITLE = 'Retirement income';
export const RETIREMENT_INCOME_ERROR =
  'Your retirement income could not be worked out just now. Please try again later.';
export const RETIREMENT_INCOME_EMPTY = 'None of your funds with us is projected to retirement.';
export const TOTAL_INCOME_LABEL =
  "Expected income a month at retirement, before tax, in today's money";
export const PROJECTION_LINK = 'See how it is worked out and try what-ifs';
export const TOTAL_VALUE_LABEL = "Expected savings at retirement, in today's money";

/** GET /api/Projection's answer. */
export type ProjectionsAnswer = NonNullable<ReturnType<typeof useProjections>['data']>;
type TotalScenario = ProjectionsAnswer['total']['scenarios'][number];

function scenarioOf(answer: ProjectionsAnswer, scenario: TotalScenario['scenario']) {
  return answer.total.scenarios.find((candidate) => candidate.scenario === scenario);
}

/** Whether the answer has anything to show: a projected fund, or one that is not and why. */
export function hasRetirementIncome(answer: ProjectionsAnswer): boolean {
  return answer.projections.length > 0 || answer.notProjected.length > 0;
}

type ProjectionHref = {
  /** The projection page's address (a fund's, or all of them), when the page is available. */
  projectionHref?: ((schemeNumber?: string) => string) | undefined;
};

/** The dashboard's card: its heading, then the figures, or why they cannot be shown. */
export function RetirementIncomeCard({ projectionHref }: ProjectionHref) {
  const projections = useProjections();
  return (
    <Paper
      component="section"
      aria-labelledby="retirement-income-heading"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      mt="xl"
      maw={720}
    >
      <Title order={2} id="retirement-income-heading" fz="h3" mb="md">
        {RETIREMENT_INCOME_TITLE}
      </Title>
      {projections.isPending ? (
        <div aria-busy="true">
          <VisuallyHidden role="status">Loading your retirement income</VisuallyHidden>
          <RetirementIncomeFiguresSkeleton />
        </div>
      ) : projections.isError ? (
        <Alert color="red.9" variant="light" title="Error!" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{RETIREMENT_INCOME_ERROR}</Text>
            <Button variant="outline" size="xs" onClick={() => void projections.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : (
        <RetirementIncomeFigures answer={projections.data} projectionHref={projectionHref} />
      )}
    </Paper>
  );
}

/** The card's place while the dashboard loads: its heading and the figures' outline. */
export function RetirementIncomeCardSkeleton() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} mt="xl" maw={720} aria-hidden="true">
      <Title order={2} component="p" fz="h3" mb="md">
        {RETIREMENT_INCOME_TITLE}
      </Title>
      <RetirementIncomeFiguresSkeleton />
    </Paper>
  );
}

/** The figures' outline: the total, the bar and two funds' lines. */
export function RetirementIncomeFiguresSkeleton() {
  return (
    <Stack gap="sm" aria-hidden="true">
      <Skeleton height={16} width="40%" />
      <Skeleton height={32} width="55%" />
      <Skeleton height={20} />
      <Skeleton height={18} width="80%" />
      <Skeleton height={18} width="70%" />
    </Stack>
  );
}

/**
 * The total expected income (or, with only savings products, value) at retirement, its share of
 * the salary against the target, each fund's line and the other scenarios, from one answer.
 */
export function RetirementIncomeFigures({
  answer,
  projectionHref,
}: { answer: ProjectionsAnswer } & ProjectionHref) {
  const money = useMoney();
  if (!hasRetirementIncome(answer)) return <Text>{RETIREMENT_INCOME_EMPTY}</Text>;
  const expected = scenarioOf(answer, 'expected');
  const target = answer.assumptions.targetReplacement;
  const hasIncome = expected?.monthlyIncome != null;
  return (
    <Stack gap="md" className={fitAmount.box}>
      {expected && answer.projections.length > 0 ? (
        <Stack gap={2} component="dl" m={0}>
          <Text size="sm" c="dimmed" component="dt">
            {hasIncome ? TOTAL_INCOME_LABEL : TOTAL_VALUE_LABEL}
          </Text>
          <Text
            component="dd"
            m={0}
            fw={700}
            c="navy.9"
            lh={1.2}
            className={fitAmount.amount}
            style={fitSize(rem(28))}
          >
            {money.rand(hasIncome ? (expected.monthlyIncome ?? 0) : expected.valueAtRetirement)}
          </Text>
        </Stack>
      ) : null}
      {hasIncome && expected ? (
        <ReplacementLine replacement={expected.replacement} target={target} />
      ) : null}
      {answer.projections.length > 0 ? (
        <FundLines projections={answer.projections} projectionHref={projectionHref} />
      ) : null}
      {answer.projections.length > 0 ? <Text size="sm">{scenariosLine(answer, money)}</Text> : null}
      {answer.notProjected.length > 0 ? (
        <Stack gap={4}>
          {answer.notProjected.map((fund) => (
            <Text size="sm" key={fund.schemeNumber}>
              <Text span fw={600} size="sm">
                {fund.productName}
              </Text>
              : {fund.reason}
            </Text>
          ))}
        </Stack>
      ) : null}
      {projectionHref ? (
        <Anchor component={Link} to={projectionHref()} fw={600} size="sm">
          {PROJECTION_LINK}
        </Anchor>
      ) : null}
    </Stack>
  );
}

/** The income's share of the salary against the target, in words and as a bar. */
function ReplacementLine({ replacement, target }: { replacement: number | null; target: number }) {
  if (replacement === null)
    return (
      <Text size="sm">
        Your funds do not hold your salary, so your income cannot be compared with it. The target is{' '}
        {wholePercent(target)} of your salary.
      </Text>
    );
  return (
    <Stack gap={4}>
      <Text size="sm">
        {wholePercent(replacement)} of your salary. The target is {wholePercent(target)}.
      </Text>
      <ProgressBar
        value={replacement}
        label={`Expected income as a share of your salary: ${wholePercent(replacement)}, against a target of ${wholePercent(target)}`}
      />
    </Stack>
  );
}

/** One line for each projected fund: its income a month, or a savings product's value. */
function FundLines({
  projections,
  projectionHref,
}: { projections: readonly FundProjection[] } & ProjectionHref) {
  const money = useMoney();
  return (
    <Stack
      gap={6}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      role="list"
      aria-label="Each fund's projection"
    >
      {projections.map((projection) => (
        <li key={projection.schemeNumber}>
          <Text size="sm">
            {projectionHref ? (
              <Anchor
                component={Link}
                to={projectionHref(projection.schemeNumber)}
                fw={600}
                size="sm"
              >
                {projection.productName}
              </Anchor>
            ) : (
              <Text span fw={600} size="sm">
                {projection.productName}
              </Text>
            )}
            : {fundLine(projection, money)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/** A fund's expected figure in words: 'R 9 120.40 a month from March 2051'. */
export function fundLine(projection: FundProjection, money: MoneyFormat): string {
  const expected = projection.scenarios[1];
  const date = formatMonthYear(projection.inputs.retirementDate);
  return expected.monthlyIncome === null
    ? `${money.rand(expected.valueAtRetirement)} by ${date}`
    : `${money.rand(expected.monthlyIncome)} a month from ${date}`;
}

/** The lower and higher scenarios in a line, as the total above them. */
export function scenariosLine(answer: ProjectionsAnswer, money: MoneyFormat): string {
  const lower = scenarioOf(answer, 'lower');
  const higher = scenarioOf(answer, 'higher');
  if (!lower || !higher) return '';
  const spread = `${wholePercent(answer.assumptions.scenarioSpread)} a year`;
  if (lower.monthlyIncome === null || higher.monthlyIncome === null)
    return `If returns are ${spread} lower, about ${money.rand(lower.valueAtRetirement)}; if they are ${spread} higher, about ${money.rand(higher.valueAtRetirement)}.`;
  return `If returns are ${spread} lower, about ${money.rand(lower.monthlyIncome)} a month; if they are ${spread} higher, about ${money.rand(higher.monthlyIncome)} a month.`;
}
