import { Alert, Badge, Box, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { SwitchInstruction } from '@portal/contract/switches';
import {
  formatPrice,
  formatUnits,
  priceMicroFromNumber,
  unitsFromNumber,
} from '@portal/domain/money';
import { useState, type ReactNode } from 'react';
import { AppModal } from '@/components/ui/app-modal';
import { HIDDEN_FIGURE, useMoney } from '@/components/ui/money';
import { isApiError } from '@/lib/api-client';
import { formatCalendarDate } from '@/lib/format';
import { useCancelSwitchInstruction } from '../api/switches';
import { formatShare, formatSwitchTime, SCOPE_LABELS } from './switch-format';

// A switch instruction as the member follows it (decision 041): its status, times and targets;
// while pending before its cut-off, "Cancel this instruction" (asked once more in a dialog); done,
// the rows it traded (portfolio, units, price, amount).

const STATUS_COLOURS: Record<SwitchInstruction['status'], string> = {
  pending: 'blue.9',
  cancelled: 'gray.8',
  done: 'teal.9',
  refused: 'red.9',
};

const TRADE_WORDS: Record<SwitchInstruction['trades'][number]['type'], string> = {
  switch_out: 'Switch out',
  switch_in: 'Switch in',
  fee: 'Switch fee',
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text component="dt" size="xs" c="dimmed" mt={6}>
        {label}
      </Text>
      <Text component="dd" size="sm" fw={500} m={0} style={{ overflowWrap: 'break-word' }}>
        {children}
      </Text>
    </>
  );
}

export function InstructionCard({
  instruction,
  headingOrder = 3,
  canOfferCancel = true,
  idPrefix = 'switch',
}: {
  instruction: SwitchInstruction;
  headingOrder?: 3 | 4;
  /** Whether its cancel button is here (the history leaves it to the pending switch above). */
  canOfferCancel?: boolean;
  /** Keeps the heading's id unique when one instruction is drawn twice on the page. */
  idPrefix?: string;
}) {
  const money = useMoney();
  const headingId = `${idPrefix}-instruction-${instruction.id}`;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="article"
      aria-labelledby={headingId}
      data-status={instruction.status}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={headingOrder} fz="h4" id={headingId}>
            {`Switch instruction ${instruction.id}`}
          </Title>
          <Badge
            variant="filled"
            color={STATUS_COLOURS[instruction.status]}
            radius="sm"
            h="auto"
            maw="min(100%, 12rem)"
            py={2}
            style={{ flexShrink: 0 }}
            styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' } }}
          >
            {instruction.statusName}
          </Badge>
        </Group>
        {instruction.status === 'refused' && instruction.refusedReason ? (
          <Text size="sm">{`Refused: ${instruction.refusedReason}`}</Text>
        ) : null}
        {/* Each term above its value: a phone with large text has room for both. */}
        <dl style={{ margin: 0 }}>
          <Row label="Fund">{instruction.fundName}</Row>
          <Row label="Applies to">{SCOPE_LABELS[instruction.scope]}</Row>
          <Row label="New portfolios">
            {instruction.targets
              .map((target) => `${target.portfolioName} ${formatShare(target.allocation)}`)
              .join(', ')}
          </Row>
          <Row label="Asked for">{formatSwitchTime(instruction.requestedAt)}</Row>
          <Row label="Cut-off">{formatSwitchTime(instruction.cutOffAt)}</Row>
          <Row label="Trade date">{formatCalendarDate(instruction.tradeDate)}</Row>
          {instruction.cancelledAt ? (
            <Row label="Cancelled at">{formatSwitchTime(instruction.cancelledAt)}</Row>
          ) : null}
          {instruction.completedAt ? (
            <Row label="Completed at">{formatSwitchTime(instruction.completedAt)}</Row>
          ) : null}
          {instruction.hubReference ? (
            <Row label="Reference">{instruction.hubReference}</Row>
          ) : null}
          <Row label="Fee">{instruction.fee > 0 ? money.rand(instruction.fee) : 'None'}</Row>
        </dl>
        {instruction.status === 'pending' ? (
          <Text size="sm">
            {instruction.canCancel
              ? `Your instruction goes to the investment manager at ${formatSwitchTime(instruction.cutOffAt)}. You can cancel it until then.`
              : 'Your instruction is with the investment manager and can no longer be cancelled. It is traded on the trade date.'}
          </Text>
        ) : null}
        {instruction.trades.length > 0 ? <TradesTable instruction={instruction} /> : null}
        {instruction.canCancel && canOfferCancel ? (
          <CancelInstruction instruction={instruction} />
        ) : null}
      </Stack>
    </Paper>
  );
}

function TradesTable({ instruction }: { instruction: SwitchInstruction }) {
  const money = useMoney();
  return (
    // A keyboard can reach and scroll the table where a phone is too narrow for its four columns.
    <Box
      tabIndex={0}
      role="region"
      aria-label={`Rows traded by switch instruction ${instruction.id}`}
      style={{ overflowX: 'auto' }}
    >
      <Table withTableBorder verticalSpacing="xs" horizontalSpacing="xs" fz="sm">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 700 }}>
          {`What was traded on ${formatCalendarDate(instruction.tradeDate)}`}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Portfolio</Table.Th>
            <Table.Th scope="col" ta="right">
              Units
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Price
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {instruction.trades.map((trade, index) => (
            <Table.Tr key={`${trade.type}-${trade.portfolioCode}-${trade.bucket}-${index}`}>
              <Table.Th scope="row" fw={400} style={{ overflowWrap: 'anywhere' }}>
                <Text size="sm" fw={600} span>
                  {TRADE_WORDS[trade.type]}
                </Text>
                <Text size="sm" span>{` ${trade.portfolioName}`}</Text>
              </Table.Th>
              <Table.Td ta="right">
                {money.isHidden
                  ? HIDDEN_FIGURE
                  : formatUnits(unitsFromNumber(Math.abs(trade.units)))}
              </Table.Td>
              <Table.Td ta="right">{formatPrice(priceMicroFromNumber(trade.price))}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money.rand(trade.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

function CancelInstruction({ instruction }: { instruction: SwitchInstruction }) {
  const [isOpen, setIsOpen] = useState(false);
  const cancel = useCancelSwitchInstruction();
  const error = cancel.isError
    ? isApiError(cancel.error) && cancel.error.status >= 400 && cancel.error.status < 500
      ? cancel.error.message
      : 'Your instruction could not be cancelled. Please try again.'
    : null;
  return (
    <>
      {error ? (
        <Alert variant="outline" color="red.9" title="Not cancelled" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group>
        <Button variant="outline" color="red.9" onClick={() => setIsOpen(true)}>
          Cancel this instruction
        </Button>
      </Group>
      <AppModal
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        title="Cancel this switch instruction?"
        size={462}
      >
        <Stack gap="md">
          <Text size="sm">
            {`Your investments stay as they are. You can ask for a new switch afterwards. Instruction ${instruction.id} would otherwise go to the investment manager at ${formatSwitchTime(instruction.cutOffAt)}.`}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setIsOpen(false)} disabled={cancel.isPending}>
              Keep the instruction
            </Button>
            <Button
              color="red.9"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(instruction.id, { onSettled: () => setIsOpen(false) })}
            >
              Yes, cancel it
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </>
  );
}

/** The fund's switch instructions, newest first. */
export function SwitchHistory({ instructions }: { instructions: SwitchInstruction[] }) {
  if (instructions.length === 0)
    return <Text>You have not asked for a switch on this fund online yet.</Text>;
  return (
    <Stack gap="md">
      {instructions.map((instruction) => (
        <InstructionCard
          key={instruction.id}
          instruction={instruction}
          canOfferCancel={false}
          idPrefix="history"
        />
      ))}
    </Stack>
  );
}
