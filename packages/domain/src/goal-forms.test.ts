import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  EducationExpensesSchema,
  EmergencyFundFormSchema,
  JustInvestFormSchema,
  educationFormSchema,
  educationInformationSchema,
  holidayFormSchema,
  weddingFormSchema,
} from './goal-forms';

const today = '2026-03-05';

function errors(schema: z.ZodType, values: Record<string, unknown>) {
  const byPath: Record<string, string[]> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? [])
    (byPath[issue.path.join('.')] ??= []).push(issue.message);
  return byPath;
}

describe('EmergencyFundFormSchema', () => {
  const valid = { goalName: 'Rainy day', income: 25_000, startingDeposit: '' };

  it('reads a blank once-off contribution as 0 and trims the name', () => {
    expect(EmergencyFundFormSchema.parse({ ...valid, goalName: ' Rainy day ' })).toEqual({
      goalName: 'Rainy day',
      income: 25_000,
      startingDeposit: 0,
    });
  });

  it.each([
    ['name missing', { goalName: '' }, { goalName: ['Goal name is required'] }],
    [
      'name of spaces',
      { goalName: '   ' },
      { goalName: ['Goal name cannot consist only of whitespace characters'] },
    ],
    [
      'name of 1',
      { goalName: 'A' },
      { goalName: ['Goal name must be at least 2 characters long'] },
    ],
    ['name of 2', { goalName: 'AB' }, {}],
    ['name of 30', { goalName: 'A'.repeat(30) }, {}],
    [
      'name of 31',
      { goalName: 'A'.repeat(31) },
      { goalName: ['Goal name must be no more than 30 characters'] },
    ],
    ['income missing', { income: '' }, { income: ['Income is required'] }],
    ['income not a number', { income: '12abc' }, { income: ['Please enter a valid number'] }],
    [
      'income with decimals',
      { income: 1000.5 },
      { income: ['Please enter a number without decimals or characters'] },
    ],
    [
      'income 999',
      { income: 999 },
      { income: ['Please enter a number more than or equal to 1\u00a0000'] },
    ],
    ['income 1000', { income: '1000' }, {}],
    ['income typed as currency', { income: 'R 1 000' }, {}],
    ['income 999 999 999', { income: 999_999_999 }, {}],
    [
      'income over the maximum',
      { income: 1_000_000_000 },
      { income: ['Please enter a number less than or equal to 999\u00a0999\u00a0999'] },
    ],
    ['contribution 0', { startingDeposit: 0 }, {}],
    [
      'contribution 99',
      { startingDeposit: 99 },
      { startingDeposit: ['Once-off contribution must be 0 or at least 100'] },
    ],
    ['contribution 100', { startingDeposit: '100' }, {}],
    [
      'contribution negative',
      { startingDeposit: -100 },
      { startingDeposit: ['Once-off contribution must be 0 or at least 100'] },
    ],
    [
      'contribution over the maximum',
      { startingDeposit: 1_000_000_000 },
      { startingDeposit: ['Please enter a number less than or equal to 999\u00a0999\u00a0999'] },
    ],
    ['contribution null', { startingDeposit: null }, {}],
  ])('%s', (_name, overrides, expected) => {
    expect(errors(EmergencyFundFormSchema, { ...valid, ...overrides })).toEqual(expected);
  });
});

describe('JustInvestFormSchema', () => {
  it.each([
    [{ goalName: 'My savings', startingDeposit: 500 }, {}],
    [
      { goalName: '', startingDeposit: 50 },
      {
        goalName: ['Investment name is required'],
        startingDeposit: ['Once-off contribution must be 0 or at least 100'],
      },
    ],
  ])('%j', (values, expected) => {
    expect(errors(JustInvestFormSchema, values)).toEqual(expected);
  });
});

describe('wedding and holiday forms', () => {
  const valid = {
    goalName: 'Our day',
    amount: 150_000,
    startingDeposit: 0,
    goalDate: '2026-09-05',
    whenNeedMoney: '2',
  };

  it.each([
    ['valid', {}, {}],
    [
      'date five months ahead',
      { goalDate: '2026-09-04' },
      { goalDate: ['Wedding date must be at least six months from today'] },
    ],
    ['date missing', { goalDate: null }, { goalDate: ['Wedding date is required'] }],
    [
      'when missing',
      { whenNeedMoney: '' },
      { whenNeedMoney: ['When do you need the money? is required'] },
    ],
    [
      'when 5',
      { whenNeedMoney: 5 },
      {
        whenNeedMoney: ['Please select a valid When do you need the money? from the dropdown list'],
      },
    ],
    ['when 0', { whenNeedMoney: 0 }, {}],
    ['amount missing', { amount: undefined }, { amount: ['Amount needed is required'] }],
  ])('wedding: %s', (_name, overrides, expected) => {
    expect(errors(weddingFormSchema(today), { ...valid, ...overrides })).toEqual(expected);
  });

  it('the holiday form names its own fields', () => {
    expect(
      errors(holidayFormSchema(today), { ...valid, goalName: '', goalDate: '2026-04-01' }),
    ).toEqual({
      goalName: ['Holiday name is required'],
      goalDate: ['Holiday date must be at least six months from today'],
    });
  });

  it('outputs numbers', () => {
    expect(weddingFormSchema(today).parse(valid)).toEqual({ ...valid, whenNeedMoney: 2 });
  });
});

describe('education forms', () => {
  const information = {
    beneficiaryName: '',
    educationType: '1',
    duration: 4,
    withResidence: false,
    startDate: '2027-01-10',
  };
  const expenses = { tuitionFees: 60_000, residence: '', books: 5_000, travel: 0, aftercare: null };

  it.each([
    ['valid without a name', {}, {}],
    [
      'name of spaces',
      { beneficiaryName: '  ' },
      { beneficiaryName: ['Beneficiary name cannot consist only of whitespace characters'] },
    ],
    [
      'name of 1',
      { beneficiaryName: 'A' },
      { beneficiaryName: ['Beneficiary name must be at least 2 characters long'] },
    ],
    ['type missing', { educationType: '' }, { educationType: ['Education type is required'] }],
    [
      'type 6',
      { educationType: 6 },
      { educationType: ['Please select a valid Education type from the dropdown list'] },
    ],
    [
      'duration 0',
      { duration: 0 },
      { duration: ['Please enter a number more than or equal to 1'] },
    ],
    [
      'duration 10',
      { duration: '10' },
      { duration: ['Please enter a number less than or equal to 9'] },
    ],
    [
      'duration 1.5',
      { duration: 1.5 },
      { duration: ['Please enter a number without decimals or characters'] },
    ],
    [
      'residence missing',
      { withResidence: undefined },
      { withResidence: ['With residence is required'] },
    ],
    [
      'start too soon',
      { startDate: '2026-09-04' },
      { startDate: ['Start date must be at least six months from today'] },
    ],
  ])('information: %s', (_name, overrides, expected) => {
    expect(errors(educationInformationSchema(today), { ...information, ...overrides })).toEqual(
      expected,
    );
  });

  it.each([
    ['valid', {}, {}],
    [
      'an expense negative',
      { books: -1 },
      { books: ['Please enter a number more than or equal to 0'] },
    ],
    [
      'an expense with cents',
      { books: 10.5 },
      { books: ['Please enter a number without decimals or characters'] },
    ],
    [
      'sum 999',
      { tuitionFees: 999, books: 0 },
      { total: ['The sum of your expenses must be at least R\u00a01\u00a0000.00'] },
    ],
    ['sum 1000', { tuitionFees: 500, books: 500 }, {}],
    [
      'sum over the maximum',
      { tuitionFees: 999_999_999, books: 1 },
      { total: ['The sum of your expenses must not exceed R\u00a0999\u00a0999\u00a0999.00'] },
    ],
    [
      'all blank',
      { tuitionFees: '', books: '', travel: '' },
      { total: ['The sum of your expenses must be at least R\u00a01\u00a0000.00'] },
    ],
  ])('expenses: %s', (_name, overrides, expected) => {
    expect(errors(EducationExpensesSchema, { ...expenses, ...overrides })).toEqual(expected);
  });

  it('the whole education form checks both steps and the sum', () => {
    const schema = educationFormSchema(today);
    expect(schema.parse({ ...information, ...expenses })).toMatchObject({
      educationType: 1,
      residence: 0,
      aftercare: 0,
    });
    expect(
      errors(schema, { ...information, ...expenses, duration: 0, tuitionFees: 0, books: 0 }),
    ).toEqual({
      duration: ['Please enter a number more than or equal to 1'],
      total: ['The sum of your expenses must be at least R\u00a01\u00a0000.00'],
    });
  });
});
