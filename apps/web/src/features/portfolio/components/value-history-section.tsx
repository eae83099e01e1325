import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { PortfolioHistory } from '@portal/contract/portfolio';
import { PORTFOLIO_WINDOWS } from '@portal/contract/calls/portfolio';
import { formatDisplayDate, isBefore } from '@portal/domain/dates';
import { centsFromRand, randFromCents, toCents } from '@portal/domain/money';
import { AreaChartFigure, LineChartFigure } from '@/components/charts/series-chart-figure';
import { fitAmount, fitSize } from '@/components/ui/fit-amount';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { useMoney, type MoneyFormat } from '@/components/ui/money';
import { formatCalendarDate } from '@/lib/format';
import { usePortfolioHistory, type PortfolioWindow } from '../api/get-portfolio-history';
import { usePortfolioWindow } from '../hooks/use-portfolio-window';
import { PortfolioSection } from './portfolio-section';

// My portfolio (c): the funds with us month by month over the last 1, 3 or 5 years, from their
// positions and prices. The value is drawn with the net money paid in since the window's start,
// from zero, and a line at the value at the start: what was there already is not money paid in
// during the window. The figures beside the chart add up: start + net paid in + growth = end.

export const VALUE_HISTORY_TITLE = 'Your funds with us over time';
export const VALUE_HISTORY_EMPTY_MESSAGE = 'You have no funds with us to show over time.';

/** '2025-03-31' → 'Mar 2025'. */
function monthLabel(date: string): string {
  return formatDisplayDate(date).replace(/^\d+ /, '');
}

/**
 * A point's label: the window's first and last points (its start and today, which share their
 * months with a month end) by their full date, the month ends by month, so that every label is
 * distinct.
 */
function pointLabel(points: PortfolioHistory['points'], index: number): string {
  const date = points[index]?.date ?? '';
  return index === 0 || index === points.length - 1 ? formatDisplayDate(date) : monthLabel(date);
}

/** The per-fund chart's total: a key no scheme number takes, drawn in the page's text colour. */
const TOTAL_KEY = 'total-of-all-funds';
const TOTAL_COLOUR = '#1f2933';

function windowLabel(years: number): string {
  return years === 1 ? '1 year' : `${years} years`;
}

export function ValueHistorySection() {
  const [years, setYears] = usePortfolioWindow();
  const history = usePortfolioHistory(years);
  const data = history.data;
  return (
    <PortfolioSection
      title={VALUE_HISTORY_TITLE}
      description="Month-end values, and the money you paid in (less what was paid out to you) since the start"
      actions={
        <SegmentedChoice
          aria-label="Period"
          value={String(years)}
          onChange={(value) => setYears(Number(value) as PortfolioWindow)}
          data={PORTFOLIO_WINDOWS.map((window) => ({
            value: String(window),
            label: windowLabel(window),
          }))}
        />
      }
      state={history}
      loadingLabel="Loading your funds' values over time"
      isEmpty={data !== undefined && (data.funds.length === 0 || data.points.length === 0)}
      emptyMessage={VALUE_HISTORY_EMPTY_MESSAGE}
      skeletonHeight={280}
    >
      {data ? <HistoryCharts history={data} /> : null}
    </PortfolioSection>
  );
}

/** The window's figures, in cents: start + net paid in + growth = end. */
export function historyFigures(points: PortfolioHistory['points']) {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  // Every point's growth is value − opening value − net contributions (the contract), so the
  // opening value comes from the first point whatever its date (the window's start or the day
  // before it, whose end holds the opening value).
  const start = toCents(
    centsFromRand(first.value) -
      centsFromRand(first.netContributions) -
      centsFromRand(first.growth),
  );
  return {
    start,
    startDate: first.date,
    netPaidIn: centsFromRand(last.netContributions),
    growth: centsFromRand(last.growth),
    end: centsFromRand(last.value),
    endDate: last.date,
  };
}

type HistoryFigures = NonNullable<ReturnType<typeof historyFigures>>;

/** The chart's text alternative: where the value started and ended, and what made the change. */
function historyDescription(figures: HistoryFigures, money: MoneyFormat): string {
  const paidIn =
    figures.netPaidIn >= 0
      ? `you paid in a net ${money.cents(figures.netPaidIn)}`
      : `a net ${money.cents(-figures.netPaidIn)} came out`;
  const growth =
    figures.growth >= 0
      ? `growth after all fees and premiums added ${money.cents(figures.growth)}`
      : `the markets and the fees and premiums took away ${money.cents(-figures.growth)}`;
  return `Your funds with us were worth ${money.cents(figures.start)} at the start, on ${formatCalendarDate(figures.startDate)}, and ${money.cents(figures.end)} on ${formatCalendarDate(figures.endDate)}. In that time ${paidIn}, drawn from zero, and ${growth}.`;
}

function HistoryCharts({ history }: { history: PortfolioHistory }) {
  const money = useMoney();
  const period = `${formatCalendarDate(history.from)} to ${formatCalendarDate(history.to)}`;
  const figures = historyFigures(history.points);
  const rows = history.points.map((point, index) => ({
    label: pointLabel(history.points, index),
    date: point.date,
    values: { value: point.value, netPaidIn: point.netContributions },
  }));
  const growthByLabel = new Map(
    history.points.map((point, index) => [pointLabel(history.points, index), point.growth]),
  );
  return (
    <Stack gap="lg">
      {figures ? <WindowFigures figures={figures} from={history.from} /> : null}
      <AreaChartFigure
        title={`Value and net money paid in, ${period}`}
        description={figures ? historyDescription(figures, money) : period}
        categoryHeader="Month"
        unit="rand"
        rows={rows}
        series={[
          { key: 'value', label: 'Value' },
          { key: 'netPaidIn', label: 'Net money paid in since the start' },
        ]}
        referenceLines={
          figures ? [{ value: randFromCents(figures.start), label: 'Value at the start' }] : []
        }
        totalColumn={{ header: 'Growth', valueOf: (row) => growthByLabel.get(row.label) ?? 0 }}
      />
      {history.funds.length > 1 ? (
        // One line per fund at its own value, and their total as a dashed line of its own: a
        // stack would read as if the top fund held the total.
        <LineChartFigure
          title={`Each fund's value and total, ${period}`}
          description={`The value of each of your funds with us each month from ${period}, one line per fund, and a dashed line for the total of all of them.`}
          categoryHeader="Month"
          unit="rand"
          rows={history.points.map((point, index) => ({
            label: pointLabel(history.points, index),
            date: point.date,
            values: { ...point.funds, [TOTAL_KEY]: point.value },
          }))}
          series={[
            ...history.funds.map((fund) => ({ key: fund.schemeNumber, label: fund.name })),
            { key: TOTAL_KEY, label: 'Total of all funds', color: TOTAL_COLOUR, isDashed: true },
          ]}
        />
      ) : null}
    </Stack>
  );
}

/** Start + net paid in + growth = end, as four labelled figures. */
function WindowFigures({ figures, from }: { figures: HistoryFigures; from: string }) {
  const money = useMoney();
  const items = [
    {
      label: 'Value at the start',
      value: money.cents(figures.start),
      // The opening value is the value at the end of the day before the window (DESIGN §1a).
      note: isBefore(figures.startDate, from)
        ? `at the end of ${formatCalendarDate(figures.startDate)}`
        : formatCalendarDate(figures.startDate),
    },
    {
      label: 'Net money paid in',
      value: money.centsChange(figures.netPaidIn),
      note: 'since the start, less what was paid out to you',
    },
    {
      label: 'Growth',
      value: money.centsChange(figures.growth),
      note: 'what your money earned, after all fees and premiums',
    },
    {
      label: 'Value at the end',
      value: money.cents(figures.end),
      note: formatCalendarDate(figures.endDate),
    },
  ];
  return (
    <SimpleGrid
      component="dl"
      aria-label="How the value changed"
      // An amount never breaks, so two columns need more than a phone's width.
      cols={{ base: 1, xs: 2, sm: 4 }}
      spacing="md"
      verticalSpacing="sm"
      m={0}
    >
      {items.map((item) => (
        <Stack key={item.label} gap={0} miw={0} className={fitAmount.box}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text
            component="dd"
            m={0}
            fw={700}
            className={fitAmount.amount}
            style={fitSize('var(--mantine-font-size-md)')}
          >
            {item.value}
          </Text>
          <Text component="dd" m={0} size="xs" c="dimmed">
            {item.note}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
