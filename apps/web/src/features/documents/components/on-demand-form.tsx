import { Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { InternalFund } from '@portal/contract/fund';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DateField } from '@/components/ui/date-field';
import { InlineError } from '@/components/ui/inline-error';
import { SelectField } from '@/components/ui/select-field';
import { isApiError } from '@/lib/api-client';
import { formatCalendarDate } from '@/lib/format';
import { useToday } from '@/lib/portal-config';
import { useGenerateStatement } from '../api/generate-real-time-statement';
import { usePeriodCheck } from '../api/period-check';
import type { StatementPeriodInput } from '../api/period-check';
import { periodText } from '../utils/format';
import { documentsMessages as text } from './messages';
import { StatementDownload } from './statement-download';

// spec 2 §7 PeriodCheck and GenerateRealTime: an on-demand statement for one of the member's funds
// and a period of their choosing. The period is checked as the dates change (the check's message
// on the date it concerns); Generate statement asks for it, and its status (Pending → InFlight →
// Completed, or Failed) is followed and announced politely until it can be downloaded. This form
// (its date pickers, its select and what they open in) loads apart from the page
// (on-demand-statement.tsx).

function fundKey(fund: InternalFund): string {
  return `${fund.caseKey}|${fund.caseMemberKey}`;
}

export function OnDemandForm({
  funds,
  isLoadingFunds,
}: {
  funds: readonly InternalFund[];
  isLoadingFunds: boolean;
}) {
  const today = useToday();
  const [chosenFund, setChosenFund] = useState<string | null>(null);
  const [fromDate, setFromDate] = useState<string | null>(null);
  const [toDate, setToDate] = useState<string | null>(null);
  const [requested, setRequested] = useState<StatementPeriodInput | null>(null);

  const selectedKey = chosenFund ?? (funds.length === 1 ? fundKey(funds[0]!) : null);
  const fund = funds.find((candidate) => fundKey(candidate) === selectedKey);
  const period: StatementPeriodInput | null =
    fund && fromDate && toDate
      ? { caseKey: fund.caseKey, caseMemberKey: fund.caseMemberKey, fromDate, toDate }
      : null;
  // A statement runs up to the fund's latest unit prices: no later date is offered.
  const latestDate = fund?.calculationDate ?? today;
  const latestHint = fund?.calculationDate
    ? `Up to ${formatCalendarDate(fund.calculationDate)}, the latest unit prices`
    : undefined;
  const check = usePeriodCheck(period);
  const refusal = check.data && !check.data.isValid ? check.data : null;
  const canGenerate = period !== null && check.data?.isValid === true && !check.isFetching;

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (canGenerate) setRequested(period);
  }

  return (
    <Stack gap="md">
      <form aria-label="On-demand statement" noValidate onSubmit={handleSubmit}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <SelectField
              label="Fund"
              required
              disabled={isLoadingFunds}
              options={funds.map((candidate) => ({
                value: fundKey(candidate),
                label: `${candidate.fullproductname} (${candidate.membershipNumber})`,
              }))}
              value={selectedKey}
              onChange={setChosenFund}
            />
            <DateField
              variant="input"
              label="From"
              value={fromDate}
              onChange={setFromDate}
              maxDate={latestDate}
              required
              error={refusal?.field === 'fromDate' ? refusal.message : undefined}
            />
            <DateField
              variant="input"
              label="To"
              value={toDate}
              onChange={setToDate}
              maxDate={latestDate}
              description={latestHint}
              required
              error={refusal?.field === 'toDate' ? refusal.message : undefined}
            />
          </SimpleGrid>
          {check.isError ? <InlineError size="small" message={text.generateError} /> : null}
          <Group>
            <Button type="submit" disabled={!canGenerate} loading={check.isFetching}>
              Generate statement
            </Button>
          </Group>
        </Stack>
      </form>
      <GenerationStatus requested={requested} />
    </Stack>
  );
}

/** The requested statement's status, announced politely as it changes. */
function GenerationStatus({ requested }: { requested: StatementPeriodInput | null }) {
  const queryClient = useQueryClient();
  const generate = useGenerateStatement(requested);
  const statement = generate.data?.statement;
  const status = statement?.status;

  // A finished statement joins the history and the documents list.
  useEffect(() => {
    if (status === 'Completed' || status === 'Failed') {
      void queryClient.invalidateQueries({ queryKey: ['statements', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['documents', 'member'] });
    }
  }, [status, queryClient]);

  let announcement = '';
  if (requested !== null && !generate.isError) {
    if (!statement) announcement = 'Requesting your statement…';
    else if (status === 'Pending') announcement = 'Your statement has been requested (Pending).';
    else if (status === 'InFlight')
      announcement = 'Your statement is being prepared (In progress).';
    else if (status === 'Completed') announcement = 'Your statement is ready to download.';
    else announcement = text.generateFailed;
  }
  // A date the server refuses says why on the date; too many statements being prepared at once
  // (429) says so in the server's words; anything else the general message.
  const errorMessage =
    generate.isError && isApiError(generate.error)
      ? (Object.values(generate.error.fieldErrors)[0]?.[0] ??
        (generate.error.code === 'RATE_LIMITED' ? generate.error.message : text.generateError))
      : text.generateError;

  return (
    <Stack gap="xs">
      <div role="status" aria-live="polite">
        {requested !== null && !generate.isError && status !== 'Failed' ? (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            {status !== 'Completed' ? <Loader size="sm" aria-hidden="true" /> : null}
            <Text size="sm">{announcement}</Text>
          </Group>
        ) : null}
      </div>
      {generate.isError ? (
        <Stack gap="xs" align="flex-start">
          <InlineError message={errorMessage} />
          <Button variant="default" onClick={() => void generate.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : status === 'Failed' ? (
        <Stack gap="xs" align="flex-start">
          <InlineError message={text.generateFailed} />
          <Button variant="default" onClick={() => void generate.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : statement && status === 'Completed' ? (
        <Paper withBorder radius="md" p="md" bg="gray.0">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Stack gap={2}>
              <Text fw={600}>{statement.statementTypeName}</Text>
              <Text size="sm">{statement.fundName}</Text>
              <Text size="sm" c="dimmed">
                {periodText(statement.fromDate, statement.toDate)}
              </Text>
            </Stack>
            <StatementDownload statement={statement} />
          </Group>
        </Paper>
      ) : null}
    </Stack>
  );
}
