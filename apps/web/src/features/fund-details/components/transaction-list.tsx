import { Button, Card, Collapse, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import type { FundTransaction, TransactionDetailsResponse } from '@portal/contract/fund-details';
import { dateOnly, dayNumber, isValidIsoDate } from '@portal/domain/dates';
import {
  groupTransactionsByMonth,
  ITEMS_PER_MONTH,
  transactionsTotalCents,
} from '@portal/domain/fund-details';
import type { MonthGroup, YearGroup } from '@portal/domain/fund-details';
import {
  centsFromRand,
  formatPrice,
  formatUnits,
  priceMicroFromNumber,
  unitsFromNumber,
} from '@portal/domain/money';
import { Fragment, useState } from 'react';
import type { ReactNode } from 'react';
import { fitAmount } from '@/components/ui/fit-amount';
import { AmountBreaks, HIDDEN_FIGURE, Money, useMoney } from '@/components/ui/money';
import type { MoneyFormat } from '@/components/ui/money';
import { SortableTable } from '@/components/ui/sortable-table';
import type { TableColumn } from '@/components/ui/sortable-table';
import { formatCalendarDate } from '@/lib/format';

type TransactionListProps = {
  data: TransactionDetailsResponse;
  emptyMessage: string;
  isMobile: boolean;
};

function flatten(data: TransactionDetailsResponse): FundTransaction[] {
  return data.transactionDetailsByYear.flatMap((year) =>
    year.monthYears.flatMap((month) => month.transactions),
  );
}

// While amounts are hidden (the header's privacy switch), a transaction's units go too: units ×
// the unit price would give the amount away.
const units = (value: number, money: MoneyFormat) =>
  money.isHidden ? HIDDEN_FIGURE : formatUnits(unitsFromNumber(value));
const price = (value: number) => formatPrice(priceMicroFromNumber(value));

/**
 * spec 2 §2: DATE, TRANSACTION, UNITS, UNIT PRICE, AMOUNT, with the portfolio beside the
 * transaction (two contributions on one day differ by the portfolio they bought).
 */
const COLUMN_COUNT = 6;

/** A month's total row: what it adds up and how many rows. */
export function monthTotalLabel(monthYear: string, count: number): string {
  return `Net total for ${monthYear} (${count === 1 ? '1 transaction' : `all ${count} transactions`})`;
}

/** spec 2 §2: grouped by year and month, 3 items a month and an expand control for the rest. */
export function TransactionList({ data, emptyMessage, isMobile }: TransactionListProps) {
  const years = groupTransactionsByMonth(flatten(data));
  if (years.length === 0) return <Text py="md">{emptyMessage}</Text>;
  if (isMobile)
    return (
      <Stack gap="md">
        {years.map((year) =>
          year.months.map((month) => <MonthCards key={month.monthYear} month={month} />),
        )}
      </Stack>
    );
  return <TransactionTable months={monthsOf(years)} />;
}

/** A month of transactions with its year, for the year's heading over its first month. */
type MonthRowGroup = MonthGroup<FundTransaction> & { year: string; isFirstOfYear: boolean };

function monthsOf(years: readonly YearGroup<FundTransaction>[]): MonthRowGroup[] {
  return years.flatMap((year) =>
    year.months.map((month, index) => ({ ...month, year: year.year, isFirstOfYear: index === 0 })),
  );
}

/** A calendar date's day, so that dates sort as dates; nothing for a value that is not one. */
function dayOf(date: string): number | null {
  const day = dateOnly(date);
  return isValidIsoDate(day) ? dayNumber(day) : null;
}

/**
 * spec 3 §2.11: every column sorts, within each month (the months stay newest first). While
 * amounts are hidden, the units and amounts do not sort: their order would give them away.
 */
function transactionColumns(money: MoneyFormat): TableColumn<FundTransaction>[] {
  return [
    {
      title: 'DATE',
      dataKey: 'date',
      sortable: true,
      sortValue: (transaction) => dayOf(transaction.date),
      cell: (transaction) => formatCalendarDate(transaction.date),
      cellProps: { style: { whiteSpace: 'nowrap' } },
    },
    { title: 'TRANSACTION', dataKey: 'name', sortable: true },
    { title: 'PORTFOLIO', dataKey: 'portfolio', sortable: true },
    {
      title: 'UNITS',
      dataKey: 'units',
      align: 'right',
      sortable: !money.isHidden,
      sortValue: (transaction) => unitsFromNumber(transaction.units),
      cell: (transaction) => units(transaction.units, money),
    },
    {
      title: 'UNIT PRICE',
      dataKey: 'unitPrice',
      align: 'right',
      sortable: true,
      sortValue: (transaction) => priceMicroFromNumber(transaction.unitPrice),
      cell: (transaction) => price(transaction.unitPrice),
    },
    {
      title: 'AMOUNT',
      dataKey: 'amount',
      align: 'right',
      sortable: !money.isHidden,
      sortValue: (transaction) => centsFromRand(transaction.amount),
      cell: (transaction) => <Money rand={transaction.amount} />,
      cellProps: { style: { whiteSpace: 'nowrap' } },
    },
  ];
}

function TransactionTable({ months }: { months: readonly MonthRowGroup[] }) {
  const money = useMoney();
  return (
    // Its six columns fit the overview's column on a laptop (690 px at 1440) when the names may
    // wrap: narrower than that, the table scrolls sideways rather than squeeze them further.
    <SortableTable<FundTransaction, MonthRowGroup>
      label="Transactions"
      minWidth={640}
      verticalSpacing="xs"
      columns={transactionColumns(money)}
      groups={months}
      groupKey={(month) => month.monthYear}
      rowKey={(transaction, index) =>
        `${transaction.date}-${transaction.name}-${transaction.portfolio}-${index}`
      }
      renderGroup={(month, renderRows) => <MonthRows month={month} renderRows={renderRows} />}
    />
  );
}

function ExpandButton({
  month,
  isOpen,
  onToggle,
}: {
  month: MonthGroup<FundTransaction>;
  isOpen: boolean;
  onToggle: () => void;
}) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={onToggle}
      aria-expanded={isOpen}
      rightSection={<Chevron isOpen={isOpen} />}
    >
      {isOpen
        ? `Show fewer for ${month.monthYear}`
        : `Show ${month.hiddenCount} more for ${month.monthYear}`}
    </Button>
  );
}

function MonthRows({
  month,
  renderRows,
}: {
  month: MonthRowGroup;
  renderRows: (rows: readonly FundTransaction[]) => ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  // The month's items come sorted as the member chose: its first 3 are the ones shown.
  const rows = isOpen ? month.items : month.items.slice(0, ITEMS_PER_MONTH);
  return (
    <>
      {month.isFirstOfYear ? (
        <Table.Tr>
          <Table.Th colSpan={COLUMN_COUNT} scope="colgroup" bg="gray.1">
            {month.year}
          </Table.Th>
        </Table.Tr>
      ) : null}
      <Table.Tr>
        <Table.Th colSpan={COLUMN_COUNT} scope="colgroup" fw={600} c="dimmed" fz="sm">
          {month.monthYear}
        </Table.Th>
      </Table.Tr>
      {renderRows(rows)}
      {month.hiddenCount > 0 ? (
        <Table.Tr>
          <Table.Td colSpan={COLUMN_COUNT}>
            <ExpandButton month={month} isOpen={isOpen} onToggle={() => setIsOpen(!isOpen)} />
          </Table.Td>
        </Table.Tr>
      ) : null}
      <Table.Tr data-testid="month-total">
        <Table.Th scope="row" colSpan={COLUMN_COUNT - 1} ta="right" fz="sm">
          {monthTotalLabel(month.monthYear, month.items.length)}
        </Table.Th>
        <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
          <Money cents={transactionsTotalCents(month.items)} />
        </Table.Td>
      </Table.Tr>
    </>
  );
}

function MonthCards({ month }: { month: MonthGroup<FundTransaction> }) {
  const [isOpen, setIsOpen] = useState(false);
  const items = isOpen ? month.items : month.shown;
  return (
    <Stack gap="xs" role="group" aria-label={month.monthYear}>
      <Text fw={700} size="sm" c="dimmed">
        {month.monthYear}
      </Text>
      {items.map((transaction, index) => (
        <TransactionCard
          key={`${transaction.date}-${transaction.name}-${transaction.portfolio}-${index}`}
          transaction={transaction}
        />
      ))}
      {month.hiddenCount > 0 ? (
        <ExpandButton month={month} isOpen={isOpen} onToggle={() => setIsOpen(!isOpen)} />
      ) : null}
      <Group justify="space-between" wrap="wrap" gap={4} data-testid="month-total">
        <Text size="sm" fw={600}>
          {monthTotalLabel(month.monthYear, month.items.length)}
        </Text>
        <Text size="sm" fw={700} ml="auto">
          <Money cents={transactionsTotalCents(month.items)} />
        </Text>
      </Group>
    </Stack>
  );
}

function TransactionCard({ transaction }: { transaction: FundTransaction }) {
  const [isOpen, setIsOpen] = useState(false);
  const money = useMoney();
  const details = [
    ['Portfolio', transaction.portfolio],
    ['Units', units(transaction.units, money)],
    ['Unit price', price(transaction.unitPrice)],
    ['Amount', money.rand(transaction.amount)],
  ] as const;
  return (
    <Card withBorder padding="sm" radius="md" className={fitAmount.box}>
      <UnstyledButton onClick={() => setIsOpen(!isOpen)} aria-expanded={isOpen} w="100%">
        {/* Phrasing content only inside a button: spans throughout. The amount goes under the
            name when there is no room beside it (a phone with large text). */}
        <Group component="span" justify="space-between" wrap="wrap" gap="xs">
          <Stack component="span" gap={0} miw={0} style={{ flex: '1 1 9rem' }}>
            <Text component="span" display="block" size="sm" fw={600}>
              {transaction.name}
            </Text>
            <Text component="span" display="block" size="xs" c="dimmed">
              {formatCalendarDate(transaction.date)} · {transaction.portfolio}
            </Text>
          </Stack>
          <Group component="span" gap={6} wrap="nowrap" align="center" ml="auto">
            {/* The amount says in words which way the money went (a contribution comes in). */}
            <Stack component="span" gap={0} align="flex-end">
              <Text component="span" fw={700} className={fitAmount.amount}>
                <AmountBreaks text={money.rand(transaction.amount)} />
              </Text>
              <Text component="span" size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {directionOf(transaction.amount)}
              </Text>
            </Stack>
            <Chevron isOpen={isOpen} />
          </Group>
        </Group>
      </UnstyledButton>
      <Collapse expanded={isOpen}>
        <dl style={{ margin: '8px 0 0' }}>
          {details.map(([label, value]) => (
            <Fragment key={label}>
              <Group justify="space-between">
                <Text component="dt" size="sm" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" size="sm" m={0}>
                  {value}
                </Text>
              </Group>
            </Fragment>
          ))}
        </dl>
      </Collapse>
    </Card>
  );
}

/** DESIGN §1a: an amount is signed from the fund's side, so a contribution is positive. */
export function directionOf(amount: number): string {
  return amount < 0 ? 'Out of your fund' : 'Into your fund';
}

/** The disclosure's arrow: down to open, up to close (its button says whether it is open). */
function Chevron({ isOpen }: { isOpen: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      style={{ transform: isOpen ? 'rotate(180deg)' : undefined, flexShrink: 0 }}
    >
      <path
        d="M6 9l6 6 6-6"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
