import {
  Alert,
  Box,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { SwitchPreview, SwitchSide } from '@portal/contract/switches';
import { eacPercentText } from '@portal/domain/eac';
import type { ReactNode } from 'react';
import { useMoney, type MoneyFormat } from '@/components/ui/money';
import { formatCalendarDate } from '@/lib/format';
import { formatShare, formatSwitchTime, SCOPE_LABELS } from './switch-format';

// "Review the change": the switch's effect before the member confirms it (decision 041, the
// preview), now and after side by side: the allocation, the asset mix, the risk profile, the
// Regulation 28 check and the projected income in today's money; then the fee and when the
// instruction goes to the investment manager, in plain words. Confirm goes through the step-up.

type Line = SwitchSide['value'][number];

function CompareTable({
  caption,
  firstHeader,
  rows,
}: {
  caption: string;
  firstHeader: string;
  rows: { label: string; now: ReactNode; after: ReactNode }[];
}) {
  // A keyboard can reach and scroll the table where a phone with large text is too narrow for it.
  return (
    <Box tabIndex={0} role="region" aria-label={caption} style={{ overflowX: 'auto' }}>
      <Table withTableBorder verticalSpacing="xs" horizontalSpacing="xs" fz="sm">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 700 }}>
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{firstHeader}</Table.Th>
            <Table.Th scope="col" ta="right">
              Now
            </Table.Th>
            <Table.Th scope="col" ta="right">
              After
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" fw={500}>
                {row.label}
              </Table.Th>
              <Table.Td ta="right">{row.now}</Table.Td>
              <Table.Td ta="right">{row.after}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/** One measure now and after, as a card (a phone has no room for it in a table's row). */
function Measure({ title, now, after }: { title: string; now: ReactNode; after: ReactNode }) {
  return (
    <Paper withBorder radius="sm" p="sm" component="section" aria-label={title}>
      <Text fw={700} size="sm">
        {title}
      </Text>
      <dl style={{ margin: 0 }}>
        <Text component="dt" size="xs" c="dimmed" mt={6}>
          Now
        </Text>
        <Text component="dd" size="sm" m={0}>
          {now}
        </Text>
        <Text component="dt" size="xs" c="dimmed" mt={6}>
          After
        </Text>
        <Text component="dd" size="sm" fw={600} m={0}>
          {after}
        </Text>
      </dl>
    </Paper>
  );
}

function allocationRows(now: Line[], after: Line[]) {
  const names = new Map<string, string>();
  for (const line of [...now, ...after]) names.set(line.portfolioCode, line.portfolioName);
  const shareIn = (lines: Line[], code: string) =>
    formatShare(lines.find((line) => line.portfolioCode === code)?.share ?? 0);
  return [...names].map(([code, name]) => ({
    label: name,
    now: shareIn(now, code),
    after: shareIn(after, code),
  }));
}

function mixRows(now: SwitchSide['assetClasses'], after: SwitchSide['assetClasses']) {
  const names = new Map<string, string>();
  for (const share of [...now, ...after]) names.set(share.assetClass, share.name);
  const shareIn = (list: SwitchSide['assetClasses'], key: string) =>
    formatShare(list.find((share) => share.assetClass === key)?.share ?? 0);
  return [...names].map(([key, name]) => ({
    label: name,
    now: shareIn(now, key),
    after: shareIn(after, key),
  }));
}

function regulation28Words(side: SwitchSide): string {
  if (!side.regulation28.applies) return 'Does not apply';
  if (side.regulation28.isCompliant) return 'Within the limits';
  const over = side.regulation28.checks.filter((check) => !check.isWithin);
  return `Over the limit: ${over
    .map(
      (check) =>
        `${check.name} ${formatShare(check.share)} (at most ${formatShare(check.maximum)})`,
    )
    .join(', ')}`;
}

function incomeWords(side: SwitchSide, money: MoneyFormat): ReactNode {
  const projection = side.projection;
  if (!projection || projection.expectedMonthlyIncome === null) return 'Not projected';
  const range =
    projection.lowerMonthlyIncome !== null && projection.higherMonthlyIncome !== null
      ? ` (from ${money.rand(projection.lowerMonthlyIncome)} to ${money.rand(projection.higherMonthlyIncome)})`
      : '';
  return `${money.rand(projection.expectedMonthlyIncome)} a month${range}`;
}

/** The fee and the dealing times in plain words. */
export function dealingSentences(
  preview: Pick<SwitchPreview, 'fee' | 'feeReason' | 'nextCutOffAt' | 'tradeDate'>,
  money: MoneyFormat,
): string[] {
  return [
    preview.fee > 0
      ? `This switch costs ${money.rand(preview.fee)}. ${preview.feeReason}`
      : `This switch is free. ${preview.feeReason}`,
    `If you confirm now, your instruction goes to the investment manager at ${formatSwitchTime(preview.nextCutOffAt)} and is traded at the unit prices of ${formatCalendarDate(preview.tradeDate)}. You can cancel it until ${formatSwitchTime(preview.nextCutOffAt)}.`,
  ];
}

export function SwitchReview({
  preview,
  isConfirming,
  confirmError,
  onBack,
  onConfirm,
}: {
  preview: SwitchPreview;
  isConfirming: boolean;
  confirmError: string | null;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const money = useMoney();
  const { now, after } = preview;
  const showsValue = preview.scope !== 'contributions';
  const showsContributions = preview.scope !== 'value';
  return (
    <Stack gap="lg" component="section" aria-labelledby="switch-review-heading">
      <Title order={2} fz="h3" id="switch-review-heading" tabIndex={-1}>
        Review the change
      </Title>
      <Text>{`The change applies to: ${SCOPE_LABELS[preview.scope].toLowerCase()}.`}</Text>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Stack gap="lg">
          {showsValue ? (
            <CompareTable
              caption="How your savings are invested"
              firstHeader="Portfolio"
              rows={allocationRows(now.value, after.value)}
            />
          ) : null}
          {showsContributions ? (
            <CompareTable
              caption="How your contributions are invested"
              firstHeader="Portfolio"
              rows={allocationRows(now.contributions, after.contributions)}
            />
          ) : null}
          <CompareTable
            caption="Asset mix"
            firstHeader="Asset class"
            rows={mixRows(now.assetClasses, after.assetClasses)}
          />
          {preview.effectiveAnnualCost && preview.effectiveAnnualCost.terms.length > 0 ? (
            <Stack gap={4}>
              <CompareTable
                caption="Effective annual cost, all charges together"
                firstHeader="If you stay"
                rows={preview.effectiveAnnualCost.terms.map((term) => ({
                  label: term.label,
                  now: `${eacPercentText(term.now.total)} a year`,
                  after: `${eacPercentText(term.after.total)} a year`,
                }))}
              />
              <Text size="sm" c="dimmed">
                The effective annual cost is how much the charges (investment management, advice,
                administration and any others) reduce your return each year, by the industry's
                standard method.
              </Text>
            </Stack>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Measure
              title="Risk profile"
              now={`${now.riskProfile.name} (${formatShare(now.riskProfile.equity)} in shares)`}
              after={`${after.riskProfile.name} (${formatShare(after.riskProfile.equity)} in shares)`}
            />
            <Measure
              title="Regulation 28"
              now={regulation28Words(now)}
              after={regulation28Words(after)}
            />
            <Measure
              title="Projected income at retirement, in today's money"
              now={incomeWords(now, money)}
              after={incomeWords(after, money)}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {preview.projectionNote ??
              "The projected income is the expected income a month at retirement before tax, in today's money, with the range from lower to higher returns. It is an estimate, not a promise."}
          </Text>
        </Stack>
      </Paper>
      <Stack gap="xs">
        {dealingSentences(preview, money).map((sentence) => (
          <Text key={sentence}>{sentence}</Text>
        ))}
      </Stack>
      {!preview.canConfirm ? (
        <Alert variant="outline" color="red.9" title="This change cannot be confirmed" role="alert">
          <List size="sm">
            {preview.reasons.map((reason) => (
              <List.Item key={reason}>{reason}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {confirmError ? (
        <Alert variant="outline" color="red.9" title="Your switch was not confirmed" role="alert">
          {confirmError}
        </Alert>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={isConfirming}>
          Change the portfolios
        </Button>
        <Button onClick={onConfirm} loading={isConfirming} disabled={!preview.canConfirm}>
          Confirm
        </Button>
      </Group>
    </Stack>
  );
}
