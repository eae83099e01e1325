import { historyDates } from '@portal/domain/portfolio';
import { describe, expect, it } from 'vitest';
import { cartesianAxes, VALUE_AXIS_WIDTH, valueAxisStart } from './chart-axes';
import { axisTickText } from './chart-values';

// The axes every series chart draws with: nice value ticks over the drawn values, and a time
// axis by month when the rows are dated.

const dates = historyDates('2025-11-25', '2026-11-25');
const rows = dates.map((date, index) => ({
  label: index === 0 || index === dates.length - 1 ? date : date.slice(0, 7),
  series0: 1_000_000 + index * 50_000,
  series1: index * 5_000,
}));

function axesAt(width: number, hasValueAxis = true) {
  return cartesianAxes({
    rows,
    seriesNames: ['series0', 'series1'],
    isStacked: false,
    extraValues: [1_000_000],
    dates,
    width,
    hasValueAxis,
    tickText: (value) => axisTickText(value, 'rand'),
  });
}

describe('cartesianAxes', () => {
  it('ticks the value axis from zero past the highest value in nice steps', () => {
    const { yAxisProps } = axesAt(1_000);
    expect(yAxisProps.ticks).toEqual([0, 500_000, 1_000_000, 1_500_000, 2_000_000]);
    expect(yAxisProps.domain).toEqual([0, 2_000_000]);
    expect(yAxisProps.ticks.map(yAxisProps.tickFormatter)).toEqual([
      'R\u00a00',
      'R\u00a0500k',
      'R\u00a01m',
      'R\u00a01.5m',
      'R\u00a02m',
    ]);
  });

  it('starts a bar or area chart’s value axis at zero even when asked to start higher', () => {
    const goal = [
      { label: 'Nov 2026', series0: 150_000 },
      { label: 'Jan 2035', series0: 537_024.75 },
    ];
    const axesFor = (kind: 'lines' | 'filled') =>
      cartesianAxes({
        rows: goal,
        seriesNames: ['series0'],
        isStacked: false,
        valueAxisFrom: valueAxisStart(kind, 135_000),
        width: 600,
        hasValueAxis: true,
        tickText: String,
      }).yAxisProps;
    expect(axesFor('filled').domain[0]).toBe(0);
    expect(axesFor('filled').ticks[0]).toBe(0);
    expect(axesFor('filled').domain[1]).toBeGreaterThanOrEqual(537_024.75);
    // A line's axis may start near its lowest value.
    expect(axesFor('lines').domain[0]).toBeGreaterThan(0);
    expect(axesFor('lines').domain[0]).toBeLessThanOrEqual(135_000);
  });

  it('labels every month on a wide drawing and fewer on a phone, each by its first point', () => {
    const wide = axesAt(1_200).xAxisProps;
    expect(wide.ticks).toHaveLength(13);
    expect(wide.ticks?.map(wide.tickFormatter ?? String)).toContain('Oct 2026');
    expect(wide.ticks?.[0]).toBe('2025-11-24');
    const phone = axesAt(VALUE_AXIS_WIDTH + 200).xAxisProps;
    expect(phone.ticks?.map(phone.tickFormatter ?? String)).toEqual([
      'Nov 2025',
      'May 2026',
      'Nov 2026',
    ]);
    // Room beside the plot for the end labels, which are centred on the window's ends.
    expect(axesAt(1_200).margin.right).toBeGreaterThanOrEqual(24);
    expect(axesAt(1_200, false).margin.left).toBeGreaterThanOrEqual(24);
  });

  it('leaves categories that are not dated to the chart library', () => {
    const { xAxisProps } = cartesianAxes({
      rows,
      seriesNames: ['series0'],
      isStacked: false,
      width: 600,
      hasValueAxis: true,
      tickText: String,
    });
    expect(xAxisProps).toEqual({});
  });
});
