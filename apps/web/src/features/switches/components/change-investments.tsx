import { Alert, Button, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { SwitchInstruction, SwitchOptions, SwitchPreview } from '@portal/contract/switches';
import { useState } from 'react';
import { ErrorPanel } from '@/components/ui/error-panel';
import { useMoney } from '@/components/ui/money';
import { isApiError } from '@/lib/api-client';
import { formatCalendarDate } from '@/lib/format';
import {
  useCreateSwitchInstruction,
  usePreviewSwitch,
  useSwitchInstructions,
  useSwitchOptions,
} from '../api/switches';
import { formatShare } from './switch-format';
import { InstructionCard, SwitchHistory } from './switch-history';
import { requestOf, SwitchForm, type SwitchChoice } from './switch-form';
import { SwitchReview } from './switch-review';

// "Change investments" for one fund (decision 041): the investments now, then either the switch
// (choose the portfolios, review the change now and after, confirm at a step-up) or, while one is
// pending, that instruction with its cancel button, or why no switch can be asked for now; and
// the fund's switch history.

/** A 4xx answer's own message (the server's plain sentence); otherwise `fallback`. */
function messageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : fallback;
}

export function ChangeInvestments({ schemeNumber }: { schemeNumber: string }) {
  const options = useSwitchOptions(schemeNumber);
  const instructions = useSwitchInstructions();

  if (options.isError) {
    if (isApiError(options.error) && options.error.status === 404)
      return (
        <ErrorPanel
          title="We could not find this fund"
          message="This fund is not one of yours, or it no longer exists."
          height="small"
          headingOrder={2}
        />
      );
    return (
      <ErrorPanel
        title="Something went wrong"
        message="We could not load your investments. Please try again."
        height="small"
        headingOrder={2}
      >
        <Button variant="default" size="sm" onClick={() => void options.refetch()}>
          Try again
        </Button>
      </ErrorPanel>
    );
  }
  if (options.isPending) return <ChangeInvestmentsSkeleton />;

  const fundInstructions = (instructions.data ?? []).filter(
    (instruction) => instruction.schemeNumber === schemeNumber,
  );
  const pending =
    options.data.pendingInstructionId === null
      ? undefined
      : fundInstructions.find(
          (instruction) => instruction.id === options.data.pendingInstructionId,
        );

  return (
    <Stack gap="xl">
      <InvestmentsNow options={options.data} />
      {pending ? (
        <PendingInstruction instruction={pending} />
      ) : options.data.canSwitch ? (
        <SwitchSteps options={options.data} />
      ) : (
        <Alert
          variant="outline"
          color="red.9"
          title="You cannot change your investments in this fund now"
          role="status"
        >
          <List size="sm">
            {options.data.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Stack gap="md" component="section" aria-labelledby="switch-history-heading">
        <Title order={2} fz="h3" id="switch-history-heading">
          Switch history
        </Title>
        {instructions.isError ? (
          <ErrorPanel
            title="Something went wrong"
            message="We could not load your switch history. Please try again."
            height="small"
          >
            <Button variant="default" size="sm" onClick={() => void instructions.refetch()}>
              Try again
            </Button>
          </ErrorPanel>
        ) : instructions.isPending ? (
          <Skeleton height={120} radius="md" aria-label="Loading your switch history" />
        ) : (
          <SwitchHistory instructions={fundInstructions} />
        )}
      </Stack>
    </Stack>
  );
}

function InvestmentsNow({ options }: { options: SwitchOptions }) {
  const money = useMoney();
  const { current } = options;
  const codes = new Map<string, string>();
  for (const line of [...current.value, ...current.contributions])
    codes.set(line.portfolioCode, line.portfolioName);
  return (
    <Stack gap="sm" component="section" aria-labelledby="investments-now-heading">
      <Title order={2} fz="h3" id="investments-now-heading">
        Your investments now
      </Title>
      <Text>
        {current.valueDate
          ? `${options.fundName}: ${money.rand(current.totalValue)} at the unit prices of ${formatCalendarDate(current.valueDate)}.`
          : `${options.fundName}: you hold no savings in it yet.`}
      </Text>
      {codes.size > 0 ? (
        // A list rather than a table: a phone, even with large text, has room for each line.
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Where your savings and contributions are invested"
        >
          {[...codes].map(([code, name]) => {
            const held = current.value.find((line) => line.portfolioCode === code);
            const paid = current.contributions.find((line) => line.portfolioCode === code);
            return (
              <Paper component="li" key={code} withBorder radius="sm" p="sm">
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Text>
                <Text size="sm">
                  {`Savings: ${held ? formatShare(held.share) : '0%'}`}
                  {held && held.value !== null ? (
                    <>
                      {' ('}
                      <span style={{ whiteSpace: 'nowrap' }}>{money.rand(held.value)}</span>
                      {')'}
                    </>
                  ) : null}
                  {`. Contributions: ${paid ? formatShare(paid.share) : '0%'}.`}
                </Text>
              </Paper>
            );
          })}
        </Stack>
      ) : null}
      {options.isRetirementFund ? (
        <Text size="sm" c="dimmed">
          This is a retirement fund: Regulation 28 of the Pension Funds Act limits how much of it
          may be in shares (75 %), property (25 %) and offshore (45 %). A switch is checked against
          these limits before you confirm it.
        </Text>
      ) : null}
    </Stack>
  );
}

function PendingInstruction({ instruction }: { instruction: SwitchInstruction }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="pending-switch-heading">
      <Title order={2} fz="h3" id="pending-switch-heading">
        Your switch instruction
      </Title>
      <Text>
        You have a switch instruction on this fund that is not finished yet. You can ask for another
        switch once it is done or cancelled.
      </Text>
      <InstructionCard instruction={instruction} />
    </Stack>
  );
}

type Step = { name: 'choose' } | { name: 'review'; choice: SwitchChoice; preview: SwitchPreview };

const INITIAL_CHOICE: SwitchChoice = { scope: 'both', shares: {} };

function SwitchSteps({ options }: { options: SwitchOptions }) {
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [choice, setChoice] = useState<SwitchChoice>(INITIAL_CHOICE);
  const preview = usePreviewSwitch();
  const confirm = useCreateSwitchInstruction();

  const focusHeading = (id: string) =>
    requestAnimationFrame(() => {
      const heading = document.getElementById(id);
      heading?.focus();
      heading?.scrollIntoView?.({ block: 'start' });
    });

  if (step.name === 'review')
    return (
      <div>
        <SwitchReview
          preview={step.preview}
          isConfirming={confirm.isPending}
          confirmError={
            confirm.isError
              ? messageOf(confirm.error, 'Your switch could not be confirmed. Please try again.')
              : null
          }
          onBack={() => {
            confirm.reset();
            setStep({ name: 'choose' });
          }}
          onConfirm={() => {
            if (confirm.isPending) return;
            confirm.mutate(requestOf(options.schemeNumber, step.choice));
          }}
        />
      </div>
    );

  return (
    <SwitchForm
      options={options}
      initial={choice}
      isPreviewing={preview.isPending}
      previewError={
        preview.isError
          ? messageOf(preview.error, 'The change could not be shown. Please try again.')
          : null
      }
      onReview={(chosen) => {
        setChoice(chosen);
        preview.mutate(requestOf(options.schemeNumber, chosen), {
          onSuccess: (answer) => {
            setStep({ name: 'review', choice: chosen, preview: answer });
            focusHeading('switch-review-heading');
          },
        });
      }}
    />
  );
}

function ChangeInvestmentsSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading your investments">
      <Skeleton height={28} width="40%" />
      <Skeleton height={160} radius="md" />
      <Skeleton height={28} width="50%" />
      <Paper withBorder radius="md" p="md">
        <Skeleton height={200} />
      </Paper>
    </Stack>
  );
}
