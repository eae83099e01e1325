import {
  Alert,
  Button,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { inputsFromWire } from '@portal/contract/calls/projection';
import type { FundProjection } from '@portal/contract/projection';
import { formatDisplayDate } from '@portal/domain/dates';
import { centsFromRand, formatRand } from '@portal/domain/money';
import { expectedOf, projectRetirement, type ProjectionInputs } from '@portal/domain/projection';
import {
  marginalRatePercent,
  readAnnualTaxableIncome,
  readWithdrawalAmount,
  SAVINGS_ESTIMATE_DISCLAIMER,
  SAVINGS_WITHDRAWAL_MINIMUM_CENTS,
  savingsWithdrawalCostAtRetirement,
  savingsWithdrawalCostBasis,
  savingsWithdrawalCostText,
  savingsWithdrawalEstimate,
  taxTableNote,
  type TypedAmount,
} from '@portal/domain/savings-withdrawal';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '@/components/layouts/page-frame';
import { CurrencyInput } from '@/components/ui/currency-input';
import { fitAmount } from '@/components/ui/fit-amount';
import { useMoney } from '@/components/ui/money';
import { Figure } from '@/components/ui/figure';
import { paths } from '@/config/paths';
import { useToday } from '@/lib/portal-config';
import { useProjection } from '../api/get-projection';
import { useProjections } from '../api/get-projections';

// The two-pot calculator (spec 3 §2.1 "Calculate your two pot withdrawal"): for a fund with a
// savings pot, the cash a withdrawal pays now (the fee and the marginal tax exactly as the savings
// withdrawal's estimate works them) beside what it costs at retirement: the income a month and the
// savings given up, from the member's one projection of the fund (DESIGN §1e), with the inputs
// GET /api/Projection/{schemeNumber} answers. The amount takes the savings withdrawal's rules and
// messages (spec 3 §5: at least R2 000, at most the savings pot).

export const TWO_POT_CALCULATOR_TITLE = 'Two pot calculator';
export const TWO_POT_ERROR_MESSAGE =
  'We could not work out your savings pot just now. Please try again.';
export const NO_TWO_POT_FUND_MESSAGE =
  'None of your funds with us has a savings pot, so there is nothing to withdraw.';
export const TWO_POT_WAITING =
  'Enter an amount and your annual taxable income to see what the withdrawal pays now and what it costs at retirement.';

/**
 * The two-pot calculator. The administrator's fee per withdrawal is the server's setting, answered
 * with the member's projections (GET /api/Projection: a page call, never in a document with
 * amounts hidden, decision 030).
 */
export function TwoPotCalculatorPage() {
  const projections = useProjections();
  const funds = (projections.data?.projections ?? []).filter((fund) => fund.inputs.isTwoPot);
  // The chosen fund is in the address (`?fund=`), as on the projection page, so a link opens it.
  const [search, setSearch] = useSearchParams();
  const chosen = search.get('fund');
  const fund = funds.find((candidate) => candidate.schemeNumber === chosen) ?? funds[0];
  function choose(schemeNumber: string) {
    const next = new URLSearchParams(search);
    next.set('fund', schemeNumber);
    setSearch(next, { replace: true });
  }
  return (
    <PageFrame
      title={TWO_POT_CALCULATOR_TITLE}
      breadcrumbs={[
        { name: 'Tools and calculators', url: paths.toolsAndCalculators.getHref() },
        { name: TWO_POT_CALCULATOR_TITLE, url: paths.twoPotCalculator.getHref() },
      ]}
      description={
        <Text>
          What a withdrawal from your savings pot pays you now, and what it costs you at retirement.
        </Text>
      }
    >
      {projections.isPending ? (
        <CalculatorSkeleton />
      ) : projections.isError ? (
        <LoadError onRetry={() => void projections.refetch()} />
      ) : !fund ? (
        <Text>{NO_TWO_POT_FUND_MESSAGE}</Text>
      ) : (
        <Stack gap="lg" maw={960}>
          {funds.length > 1 ? (
            <NativeSelect
              label="Fund"
              maw={480}
              value={fund.schemeNumber}
              onChange={(event) => choose(event.currentTarget.value)}
              data={funds.map((candidate) => ({
                value: candidate.schemeNumber,
                label: `${candidate.productName} (${candidate.schemeNumber})`,
              }))}
            />
          ) : (
            <Text fw={600}>{fund.productName}</Text>
          )}
          {/* A fund of its own starts the calculator afresh. */}
          <FundCalculator
            key={fund.schemeNumber}
            fund={fund}
            feeCents={centsFromRand(projections.data?.savingsWithdrawalFee ?? 0)}
          />
        </Stack>
      )}
    </PageFrame>
  );
}

/** One fund's calculator, from the fund's own projection (GET /api/Projection/{schemeNumber}). */
function FundCalculator({ fund, feeCents }: { fund: FundProjection; feeCents: number }) {
  const projection = useProjection(fund.schemeNumber);
  if (projection.isPending) return <CalculatorSkeleton />;
  if (projection.isError) return <LoadError onRetry={() => void projection.refetch()} />;
  const answer = projection.data.projection;
  if (!answer)
    return <Text>{projection.data.notProjected?.reason ?? NO_TWO_POT_FUND_MESSAGE}</Text>;
  return <WithdrawalForm inputs={inputsFromWire(answer.inputs)} feeCents={feeCents} />;
}

function problemOf(reading: TypedAmount): string | undefined {
  return 'message' in reading ? reading.message : undefined;
}

function WithdrawalForm({ inputs, feeCents }: { inputs: ProjectionInputs; feeCents: number }) {
  const today = useToday();
  const [amount, setAmount] = useState('');
  const [income, setIncome] = useState('');
  const [touched, setTouched] = useState({ amount: false, income: false });
  const potCents = inputs.pots.savingsCents;
  // Checked as typed by the rules the form's schemas are made of (savings-withdrawal.ts): the
  // calculator needs no schema library.
  const amountReading = readWithdrawalAmount(amount, potCents);
  const incomeReading = readAnnualTaxableIncome(income);
  const amountError = problemOf(amountReading);
  const incomeError = problemOf(incomeReading);
  const canWithdraw = potCents >= SAVINGS_WITHDRAWAL_MINIMUM_CENTS;
  return (
    <Stack gap="lg">
      {canWithdraw ? null : (
        <Alert color="amber" variant="light" title="Warning!">
          <Text size="sm">
            Your savings pot holds less than {formatRand(SAVINGS_WITHDRAWAL_MINIMUM_CENTS)}, the
            least that may be withdrawn.
          </Text>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CurrencyInput
          label="Withdrawal amount"
          // The limit guides what the member types: a form keeps it while amounts are hidden.
          description={`Between ${formatRand(SAVINGS_WITHDRAWAL_MINIMUM_CENTS)} and ${formatRand(potCents)}, your savings pot on ${formatDisplayDate(inputs.today)}`}
          value={amount}
          onChange={setAmount}
          onBlur={() => setTouched((t) => ({ ...t, amount: true }))}
          error={touched.amount ? amountError : undefined}
          required
        />
        <CurrencyInput
          label="Annual taxable income"
          description="Your income for this tax year before this withdrawal, for example your salary"
          value={income}
          onChange={setIncome}
          onBlur={() => setTouched((t) => ({ ...t, income: true }))}
          error={touched.income ? incomeError : undefined}
          required
        />
      </SimpleGrid>
      {'cents' in amountReading && 'cents' in incomeReading ? (
        <WithdrawalResult
          inputs={inputs}
          amountCents={amountReading.cents}
          annualTaxableIncomeCents={incomeReading.cents}
          feeCents={feeCents}
          today={today}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {TWO_POT_WAITING}
        </Text>
      )}
    </Stack>
  );
}

type WithdrawalResultProps = {
  inputs: ProjectionInputs;
  amountCents: number;
  annualTaxableIncomeCents: number;
  feeCents: number;
  today: string;
};

/** The cash now beside the cost at retirement (a phone stacks them). */
export function WithdrawalResult({
  inputs,
  amountCents,
  annualTaxableIncomeCents,
  feeCents,
  today,
}: WithdrawalResultProps) {
  const money = useMoney();
  const estimate = savingsWithdrawalEstimate({
    amountCents,
    feeCents,
    annualTaxableIncomeCents,
    claimDate: today,
    dateOfBirth: inputs.dateOfBirth,
  });
  const rate = marginalRatePercent(
    annualTaxableIncomeCents,
    estimate.taxableAmountCents,
    estimate.taxCents,
    today,
  );
  const note = taxTableNote(estimate);
  const cost = savingsWithdrawalCostAtRetirement(inputs, amountCents);
  const before = expectedOf(projectRetirement(inputs));
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-label="Your withdrawal"
      aria-live="polite"
      className={fitAmount.box}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              Paid to you now
            </Title>
            <Figure label="Withdrawal amount" value={money.cents(estimate.amountCents)} />
            <Figure label="Administration fee" value={money.cents(-estimate.feeCents)} />
            <Figure
              label={`Estimated tax (${rate}% marginal rate, ${estimate.taxTableUsed} tax table)`}
              value={money.cents(-estimate.taxCents)}
            />
            <Figure
              label="Estimated amount paid to you"
              value={money.cents(estimate.netCents)}
              strong
            />
            {note ? <Text size="sm">{note}</Text> : null}
          </Stack>
          <Stack gap="sm">
            <Title order={2} fz="h4">
              What it costs at retirement
            </Title>
            <Text size="sm" fw={500}>
              {savingsWithdrawalCostText({
                monthlyIncomeGivenUp:
                  cost.monthlyIncomeGivenUpCents === null
                    ? null
                    : money.cents(cost.monthlyIncomeGivenUpCents),
                valueGivenUp: money.cents(cost.valueGivenUpCents),
              })}
            </Text>
            {before.monthlyIncomeCents === null ? (
              <Figure
                label="Expected savings at retirement without it"
                value={money.cents(before.valueAtRetirementCents)}
              />
            ) : (
              <Figure
                label="Expected income a month at retirement without it"
                value={money.cents(before.monthlyIncomeCents)}
              />
            )}
            <Text size="xs" c="dimmed">
              {savingsWithdrawalCostBasis(cost)}
            </Text>
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {SAVINGS_ESTIMATE_DISCLAIMER}
        </Text>
      </Stack>
    </Paper>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red.9" variant="light" title="Error!" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{TWO_POT_ERROR_MESSAGE}</Text>
        <Button variant="outline" size="xs" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

function CalculatorSkeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">Loading your savings pot</VisuallyHidden>
      <Stack gap="md" aria-hidden="true" maw={960}>
        <Skeleton height={36} width={320} maw="100%" />
        <Skeleton height={72} />
        <Skeleton height={220} radius="md" />
      </Stack>
    </div>
  );
}
