import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  defaultIrrRange,
  isDateOrderValid,
  transactionFilterRange,
  transactionSummaryMinDate,
} from './date-ranges';
import {
  TransactionFilterFormSchema,
  canCalculateTransactionSummary,
  canRequestIrr,
  irrDatesFormSchema,
  transactionSummaryFormSchema,
} from './date-range-forms';

const today = '2026-03-05';

function errors(schema: z.ZodType, values: Record<string, unknown>) {
  const byPath: Record<string, string[]> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? [])
    (byPath[issue.path.join('.')] ??= []).push(issue.message);
  return byPath;
}

describe('windows', () => {
  it.each([
    ['3months', { from: '2025-12-05', to: today }],
    ['6months', { from: '2025-09-05', to: today }],
    ['year', { from: '2025-03-05', to: today }],
  ] as const)('%s ends today', (filter, range) => {
    expect(transactionFilterRange(filter, today)).toEqual(range);
  });

  it('clamps month ends', () => {
    expect(transactionFilterRange('3months', '2026-05-31')).toEqual({
      from: '2026-02-28',
      to: '2026-05-31',
    });
  });

  it('IRR opens on the last 12 months and the summary reaches back 3 years', () => {
    expect(defaultIrrRange(today)).toEqual({ from: '2025-03-05', to: today });
    expect(transactionSummaryMinDate(today)).toBe('2023-03-05');
  });

  it.each([
    ['2026-01-01', '2026-01-02', true],
    ['2026-01-02', '2026-01-02', true],
    ['2026-01-03', '2026-01-02', false],
    ['', '2026-01-02', true],
  ])('order %s → %s valid: %s', (from, to, expected) => {
    expect(isDateOrderValid(from, to)).toBe(expected);
  });
});

describe('TransactionFilterFormSchema', () => {
  it.each([
    [{ from: '2026-01-01', to: '2026-02-01' }, {}],
    [{ from: '2026-02-01', to: '2026-02-01' }, {}],
    [{ from: '2026-02-02', to: '2026-02-01' }, { from: ['From date must be before to date.'] }],
    [{ from: '', to: '2026-02-01' }, { from: ['From date is required'] }],
  ])('%j', (values, expected) => {
    expect(errors(TransactionFilterFormSchema, values)).toEqual(expected);
  });
});

describe('transactionSummaryFormSchema', () => {
  const schema = transactionSummaryFormSchema(today);
  it.each([
    [{ dateFrom: '2025-03-01', dateTo: today }, {}],
    [{ dateFrom: '2023-03-05', dateTo: '2023-03-05' }, {}],
    [
      { dateFrom: '2026-02-02', dateTo: '2026-02-01' },
      { dateFrom: ['From date must be before To date.'] },
    ],
    [
      { dateFrom: '2023-03-04', dateTo: today },
      { dateFrom: ['From date must not be before 5 Mar 2023'] },
    ],
    [
      { dateFrom: '2026-01-01', dateTo: '2026-03-06' },
      { dateTo: ['Selection cannot be a future date.'] },
    ],
    [
      { dateFrom: null, dateTo: undefined },
      { dateFrom: ['From date is required'], dateTo: ['To date is required'] },
    ],
  ])('%j', (values, expected) => {
    expect(errors(schema, values)).toEqual(expected);
  });

  it.each([
    ['2026-01-01', '2026-02-01', true],
    ['2026-02-02', '2026-02-01', false],
    [null, '2026-02-01', false],
  ])('canCalculateTransactionSummary(%s, %s) is %s', (from, to, expected) => {
    expect(canCalculateTransactionSummary(from, to, today)).toBe(expected);
  });
});

describe('irrDatesFormSchema', () => {
  const schema = irrDatesFormSchema(today);
  it.each([
    [{ startDate: '2020-01-01', endDate: today }, {}],
    [{ startDate: today, endDate: today }, {}],
    [
      { startDate: '2026-02-02', endDate: '2026-02-01' },
      { startDate: ['From date must be before To date.'] },
    ],
    [
      { startDate: '2026-01-01', endDate: '2026-03-06' },
      { endDate: ['Selection cannot be a future date.'] },
    ],
  ])('%j', (values, expected) => {
    expect(errors(schema, values)).toEqual(expected);
  });

  it.each([
    ['2026-01-01', today, true],
    ['2026-01-01', null, false],
    [undefined, today, false],
  ])('canRequestIrr(%s, %s) is %s', (start, end, expected) => {
    expect(canRequestIrr(start, end, today)).toBe(expected);
  });
});
