import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ClaimDraft, SavingsEstimate } from '@portal/contract/savings-claim';
import { centsFromRand, centsFromRandString, formatRand } from '@portal/domain/money';
import {
  SAVINGS_WITHDRAWAL_MINIMUM_CENTS,
  savingsWithdrawalCostText,
} from '@portal/domain/savings-withdrawal';
import {
  annualTaxableIncomeSchema,
  savingsWithdrawalAmountSchema,
} from '@portal/domain/savings-withdrawal-form';
import { startTransition, useEffect, useRef, useState } from 'react';
import { CurrencyInput } from '@/components/ui/currency-input';
import { GuardedButton } from '@/components/ui/guarded-button';
import { fitAmount } from '@/components/ui/fit-amount';
import { useMoney } from '@/components/ui/money';
import { Figure } from '@/components/ui/figure';
import { formatRandAmount } from '@/lib/format';
import { useSaveDraft } from '../../api/savings-claim';
import { heldSalaryText, wizardText as text } from './wizard-messages';

// Step 2 (the claims issue): the amount (R2 000 to the savings pot) and the member's annual
// taxable income, with a live estimate: the fee, the tax at the marginal rate under the SARS
// table of the claim's tax year and the net payout, beside what the withdrawal costs at
// retirement in today's money (the income a month and the savings given up, from the member's
// one projection of the fund, DESIGN §1e). The estimate is the server's (the draft is saved as
// the member types).

const SAVE_DELAY_MS = 400;

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

export function AmountStep({
  draft,
  onBack,
  onContinue,
}: {
  draft: ClaimDraft;
  onBack: () => void;
  onContinue: () => void;
}) {
  const save = useSaveDraft(draft.membershipDetails.schemeNumber);
  const [amount, setAmount] = useState(draft.amount === null ? '' : String(draft.amount));
  // The income starts with what the draft holds, else with the salary the fund holds for the
  // member (their annual pensionable salary), which they may change.
  const startingIncome = draft.annualTaxableIncome ?? draft.heldAnnualSalary;
  const [income, setIncome] = useState(startingIncome === null ? '' : String(startingIncome));
  const isHeldSalary =
    draft.heldAnnualSalary !== null &&
    centsFromRandString(income) === centsFromRand(draft.heldAnnualSalary);
  const [touched, setTouched] = useState({ amount: false, income: false });
  // A field left shows its message in a transition: leaving it for Continue is answered at once.
  const markTouched = (field: 'amount' | 'income') =>
    startTransition(() => setTouched((t) => (t[field] ? t : { ...t, [field]: true })));
  const potCents = centsFromRand(draft.membershipDetails.savingsPot);
  const amountResult = savingsWithdrawalAmountSchema(potCents).safeParse(amount);
  const incomeResult = annualTaxableIncomeSchema().safeParse(income);
  const amountError = firstIssue(amountResult);
  const incomeError = firstIssue(incomeResult);
  const serverErrors = save.data?.draft.fieldErrors ?? {};
  const isValid = amountError === undefined && incomeError === undefined;

  // Saves valid answers a moment after the member stops typing; the answer carries the estimate.
  const lastSaved = useRef(`${draft.amount ?? ''}|${draft.annualTaxableIncome ?? ''}`);
  useEffect(() => {
    const key = `${amount}|${income}`;
    if (!isValid || key === lastSaved.current) return undefined;
    const timer = setTimeout(() => {
      lastSaved.current = key;
      save.mutate({
        webTransactionNo: draft.webTransactionNo,
        claim: { amount, annualTaxableIncome: income },
      });
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save is stable enough; keyed on input
  }, [amount, income, isValid, draft.webTransactionNo]);

  // The draft holds what is typed (the save after the last keystroke has come back).
  const isSaved =
    amountResult.success &&
    incomeResult.success &&
    draft.amount !== null &&
    draft.annualTaxableIncome !== null &&
    centsFromRand(draft.amount) === amountResult.data &&
    centsFromRand(draft.annualTaxableIncome) === incomeResult.data;
  const estimate = isSaved ? draft.estimate : null;
  const canContinue = isSaved && !save.isPending && Object.keys(serverErrors).length === 0;
  const amountInput = useRef<HTMLInputElement>(null);
  const incomeInput = useRef<HTMLInputElement>(null);
  const hasAmountProblem = amountError !== undefined || serverErrors.amount !== undefined;
  const hasIncomeProblem =
    incomeError !== undefined || serverErrors.annualTaxableIncome !== undefined;
  const toFix = [
    hasAmountProblem ? 'the withdrawal amount' : null,
    hasIncomeProblem ? 'your annual taxable income' : null,
  ].filter((part) => part !== null);
  const missing = canContinue
    ? null
    : toFix.length > 0
      ? `To continue, enter ${toFix.join(' and ')}.`
      : text.amountSaving;

  return (
    <Stack gap="lg">
      <Text size="sm">{text.amountIntro}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <CurrencyInput
          ref={amountInput}
          label="Withdrawal amount"
          // The limit guides what the member types: a form keeps it while amounts are hidden.
          description={`Between ${formatRand(SAVINGS_WITHDRAWAL_MINIMUM_CENTS)} and ${formatRandAmount(draft.membershipDetails.savingsPot)}, your savings pot`}
          value={amount}
          onChange={setAmount}
          onBlur={() => markTouched('amount')}
          error={(touched.amount ? amountError : undefined) ?? serverErrors.amount?.[0]}
          required
        />
        <CurrencyInput
          ref={incomeInput}
          label="Annual taxable income"
          description={
            isHeldSalary && draft.heldAnnualSalary !== null
              ? heldSalaryText(
                  formatRandAmount(draft.heldAnnualSalary),
                  draft.membershipDetails.fundName,
                )
              : 'Your income for this tax year before this withdrawal, for example your salary'
          }
          value={income}
          onChange={setIncome}
          onBlur={() => markTouched('income')}
          error={
            (touched.income ? incomeError : undefined) ?? serverErrors.annualTaxableIncome?.[0]
          }
          required
        />
      </SimpleGrid>
      {save.isError ? (
        <Alert variant="outline" color="red.9" title="Something went wrong" role="alert">
          {text.saveError}
        </Alert>
      ) : null}
      <EstimatePanel estimate={estimate} isUpdating={save.isPending} />
      <Group justify="space-between" align="flex-start">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
        <GuardedButton
          missing={missing}
          onClick={() => {
            if (canContinue) {
              onContinue();
              return;
            }
            // Pressed too early: every message shows and the focus goes to the first to fix.
            setTouched({ amount: true, income: true });
            if (hasAmountProblem) amountInput.current?.focus();
            else if (hasIncomeProblem) incomeInput.current?.focus();
          }}
        >
          Continue
        </GuardedButton>
      </Group>
    </Stack>
  );
}

export function EstimatePanel({
  estimate,
  isUpdating = false,
}: {
  estimate: SavingsEstimate | null;
  isUpdating?: boolean;
}) {
  const money = useMoney();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      aria-live="polite"
      aria-busy={isUpdating}
      aria-label={text.estimateTitle}
      component="section"
      className={fitAmount.box}
    >
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {text.estimateTitle}
        </Title>
        {estimate === null ? (
          <Text size="sm" c="dimmed">
            {text.estimateWaiting}
          </Text>
        ) : (
          <>
            {/* DESIGN §1e: the cash now beside what it costs at retirement, from the one
                projection (a phone stacks them). */}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Stack gap="sm">
                <Title order={4} fz="md">
                  {text.cashNowTitle}
                </Title>
                <Figure label="Withdrawal amount" value={money.rand(estimate.grossAmount)} />
                <Figure label="Administration fee" value={money.rand(-estimate.feeAmount)} />
                <Figure
                  label={`Estimated tax (${estimate.marginalRatePct}% marginal rate, ${estimate.taxTableYear} tax table)`}
                  value={money.rand(-estimate.taxAmount)}
                />
                <Figure
                  label="Estimated amount paid to you"
                  value={money.rand(estimate.netAmount)}
                  strong
                />
                {estimate.taxTableNote ? <Text size="sm">{estimate.taxTableNote}</Text> : null}
              </Stack>
              <Stack gap="sm">
                <Title order={4} fz="md">
                  {text.costTitle}
                </Title>
                <Text size="sm" fw={500}>
                  {estimate.costAtRetirement === null
                    ? estimate.growthAssumption
                    : savingsWithdrawalCostText({
                        monthlyIncomeGivenUp:
                          estimate.costAtRetirement.monthlyIncomeGivenUp === null
                            ? null
                            : money.rand(estimate.costAtRetirement.monthlyIncomeGivenUp),
                        valueGivenUp: money.rand(estimate.costAtRetirement.valueGivenUp),
                      })}
                </Text>
                {estimate.costAtRetirement === null ? null : (
                  <Text size="xs" c="dimmed">
                    {estimate.growthAssumption}
                  </Text>
                )}
              </Stack>
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {estimate.disclaimer}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
