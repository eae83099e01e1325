import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatRandAmount } from './format';

describe('formatRandAmount', () => {
  it.each([
    [1234567.89, 'R\u00a01\u00a0234\u00a0567.89'],
    [0, 'R\u00a00.00'],
    [12.5, 'R\u00a012.50'],
    [-2.5, '\u2212R\u00a02.50'],
    [1.005, 'R\u00a01.01'],
  ])('formats %s rand as %s', (rand, expected) => {
    expect(formatRandAmount(rand)).toBe(expected);
  });
});

describe('formatCalendarDate', () => {
  it.each([
    ['2025-05-31', '31 May 2025'],
    ['2024-01-01', '1 Jan 2024'],
    ['2024-09-09', '9 Sep 2024'],
    ['2023-12-25', '25 Dec 2023'],
  ])('formats %s as %s', (date, expected) => {
    expect(formatCalendarDate(date)).toBe(expected);
  });

  it('returns anything that is not a calendar date unchanged', () => {
    expect(formatCalendarDate('2025-13-01')).toBe('2025-13-01');
    expect(formatCalendarDate('2025-02-30')).toBe('2025-02-30');
    expect(formatCalendarDate('yesterday')).toBe('yesterday');
  });
});
