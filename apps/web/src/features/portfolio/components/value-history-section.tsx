import { SegmentedControl, Stack } from '@mantine/core';
import { PORTFOLIO_WINDOWS, type PortfolioHistory } from '@portal/contract/portfolio';
import { formatDisplayDate } from '@portal/domain/dates';
import { centsFromRand, randFromCents } from '@portal/domain/money';
import { AreaChartFigure } from '@/components/charts/series-chart-figure';
import { formatCalendarDate } from '@/lib/format';
import { usePortfolioHistory, type PortfolioWindow } from '../api/get-portfolio-history';
import { usePortfolioWindow } from '../hooks/use-portfolio-window';
import { PortfolioSection } from './portfolio-section';

// My portfolio (c): the funds with us month by month over the last 1, 3 or 5 years, from their
// positions and prices. The money in (the value at the start plus the net contributions since)
// is drawn against the value: the gap between them is the growth the markets added.

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
      description="Month-end values, with the money you paid in shown against growth"
      actions={
        <SegmentedControl
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

function HistoryCharts({ history }: { history: PortfolioHistory }) {
  const period = `${formatCalendarDate(history.from)} to ${formatCalendarDate(history.to)}`;
  const rows = history.points.map((point, index) => ({
    label: pointLabel(history.points, index),
    values: {
      // What was there at the start plus the net money paid in since: value − growth.
      moneyIn: randFromCents(centsFromRand(point.value) - centsFromRand(point.growth)),
      value: point.value,
    },
  }));
  const growthByLabel = new Map(
    history.points.map((point, index) => [pointLabel(history.points, index), point.growth]),
  );
  return (
    <Stack gap="lg">
      <AreaChartFigure
        title={`Value against money paid in, ${period}`}
        description={`Your funds with us each month from ${period}: the value line above the money paid in shows growth, below it a loss.`}
        categoryHeader="Month"
        unit="rand"
        rows={rows}
        series={[
          { key: 'moneyIn', label: 'Money paid in' },
          { key: 'value', label: 'Value' },
        ]}
        totalColumn={{ header: 'Growth', valueOf: (row) => growthByLabel.get(row.label) ?? 0 }}
      />
      {history.funds.length > 1 ? (
        <AreaChartFigure
          title={`Each fund's value, ${period}`}
          description={`The value of each of your funds with us each month from ${period}, stacked to the total.`}
          categoryHeader="Month"
          unit="rand"
          type="stacked"
          rows={history.points.map((point, index) => ({
            label: pointLabel(history.points, index),
            values: point.funds,
          }))}
          series={history.funds.map((fund) => ({ key: fund.schemeNumber, label: fund.name }))}
        />
      ) : null}
    </Stack>
  );
}
