import { describe, expect, it } from 'vitest';
import {
  categoryOfProductType,
  EXTERNAL_PRODUCT_TYPES,
  EXTERNAL_PROVIDERS,
  externalFundFieldLabels,
  normalizeProductName,
  valueAgeDays,
} from './external-fund';
import { externalFundFormSchema } from './external-fund-form';
import { isProductNameTaken } from './external-fund-names';

const TODAY = '2026-11-25';
const valid = {
  providerId: 2,
  productTypeId: '7',
  productName: '  Coronation Balanced Plus ',
  value: 'R 150 000.50',
  valueDate: '2026-10-31',
  monthlyContribution: '',
  notes: null,
};

/** The messages of a form, by field. */
function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = externalFundFormSchema(TODAY).safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the external fund catalogue', () => {
  it('tags the retirement products Retirement and the rest Discretionary', () => {
    const byName = Object.fromEntries(EXTERNAL_PRODUCT_TYPES.map((t) => [t.name, t.category]));
    expect(byName).toEqual({
      'Retirement annuity': 'Retirement',
      'Pension fund': 'Retirement',
      'Provident fund': 'Retirement',
      'Preservation fund': 'Retirement',
      'Living annuity': 'Retirement',
      Endowment: 'Discretionary',
      'Unit trust': 'Discretionary',
      'Tax-free savings account': 'Discretionary',
      Shares: 'Discretionary',
      Other: 'Discretionary',
    });
    expect(categoryOfProductType(1)).toBe('Retirement');
    expect(categoryOfProductType(8)).toBe('Discretionary');
  });
  it('names the main South African providers once each, with Other last, under distinct ids', () => {
    const names = EXTERNAL_PROVIDERS.map((p) => p.name);
    for (const name of ['Allan Gray', 'Coronation', 'Ninety One', 'Old Mutual', 'Sanlam', '10X'])
      expect(names).toContain(name);
    expect(names.at(-1)).toBe('Other');
    expect(new Set(EXTERNAL_PROVIDERS.map((p) => p.id)).size).toBe(EXTERNAL_PROVIDERS.length);
    expect(new Set(EXTERNAL_PRODUCT_TYPES.map((p) => p.id)).size).toBe(
      EXTERNAL_PRODUCT_TYPES.length,
    );
  });
});

describe('the external fund form', () => {
  it('reads a valid form: ids as numbers, the name trimmed, rand in cents, blanks as null', () => {
    expect(externalFundFormSchema(TODAY).parse(valid)).toEqual({
      providerId: 2,
      productTypeId: 7,
      productName: 'Coronation Balanced Plus',
      value: 15_000_050,
      valueDate: '2026-10-31',
      monthlyContribution: null,
      notes: null,
    });
    expect(
      externalFundFormSchema(TODAY).parse({
        ...valid,
        value: 0,
        valueDate: TODAY,
        monthlyContribution: 1500.5,
        notes: ' Adviser: J. Smith ',
      }),
    ).toMatchObject({ value: 0, monthlyContribution: 150_050, notes: 'Adviser: J. Smith' });
  });

  it.each([
    [{ providerId: null }, 'providerId', 'Please select a valid Provider from the dropdown list'],
    [{ providerId: 99 }, 'providerId', 'Please select a valid Provider from the dropdown list'],
    [
      { productTypeId: '1.5' },
      'productTypeId',
      'Please select a valid Product type from the dropdown list',
    ],
    [{ productName: '' }, 'productName', 'Product Name is required'],
    [
      { productName: '   ' },
      'productName',
      'Product Name cannot consist only of whitespace characters',
    ],
    [{ productName: ' A ' }, 'productName', 'Product Name must be at least 2 characters long'],
    [
      { productName: 'x'.repeat(101) },
      'productName',
      'Product Name must be no more than 100 characters',
    ],
    [{ value: '' }, 'value', 'Value is required'],
    [{ value: null }, 'value', 'Value is required'],
    [{ value: 'lots' }, 'value', 'Please enter a valid number'],
    [{ value: -1 }, 'value', 'Please enter a positive number. Example: R100 000'],
    [{ value: '10.005' }, 'value', 'Value must have up to 2 decimal places'],
    [
      { value: 1e11 },
      'value',
      'Please enter a number less than or equal to R10\u00a0000\u00a0000\u00a0000',
    ],
    [{ valueDate: '' }, 'valueDate', 'Value date is required'],
    [{ valueDate: '2026-02-30' }, 'valueDate', 'Value date is required'],
    [{ valueDate: '2026-11-26' }, 'valueDate', 'Selection cannot be a future date.'],
    [{ valueDate: '1899-12-31' }, 'valueDate', 'Value date must be on or after 1 January 1900'],
    [
      { monthlyContribution: '-5' },
      'monthlyContribution',
      'Please enter a positive number. Example: R100 000',
    ],
    [
      { monthlyContribution: 0.001 },
      'monthlyContribution',
      'Monthly contribution must have up to 2 decimal places',
    ],
    [{ notes: 'n'.repeat(501) }, 'notes', 'Notes must be no more than 500 characters'],
  ])('%j: %s says "%s"', (input, field, message) => {
    expect(errorsOf(input)).toEqual({ [field]: message });
  });

  it('accepts the limits themselves', () => {
    expect(
      errorsOf({
        productName: 'ab',
        valueDate: '1900-01-01',
        value: 10_000_000_000,
        notes: 'n'.repeat(500),
      }),
    ).toEqual({});
    expect(errorsOf({ productName: 'y'.repeat(100) })).toEqual({});
  });

  it('labels every field the messages name', () => {
    expect(Object.keys(externalFundFieldLabels)).toEqual([
      'providerId',
      'productTypeId',
      'productName',
      'value',
      'valueDate',
      'monthlyContribution',
      'notes',
    ]);
  });
});

describe('product names and value ages', () => {
  it('treats names as the same ignoring case and surrounding spaces, not inner spaces', () => {
    expect(isProductNameTaken('CORONATION balanced', ['Coronation Balanced '])).toBe(true);
    expect(isProductNameTaken('Coronation  Balanced', ['Coronation Balanced'])).toBe(true);
    expect(isProductNameTaken('Coronation\u200b Balanced', ['Coronation Balanced'])).toBe(true);
    expect(isProductNameTaken('Ｃｏｒｏｎａｔｉｏｎ Balanced', ['Coronation Balanced'])).toBe(true);
    expect(isProductNameTaken('Coronation Balanced Plus', ['Coronation Balanced'])).toBe(false);
    expect(normalizeProductName(' Ｃｏｒｏｎａｔｉｏｎ\u200b  Balanced ')).toBe(
      'Coronation Balanced',
    );
    expect(isProductNameTaken('Anything', [])).toBe(false);
  });
  it('counts whole days from the stated date to today, across months and leap days', () => {
    expect(valueAgeDays(TODAY, TODAY)).toBe(0);
    expect(valueAgeDays('2026-10-31', TODAY)).toBe(25);
    expect(valueAgeDays('2024-02-28', '2024-03-01')).toBe(2);
    expect(valueAgeDays('2026-11-26', TODAY)).toBe(0);
  });
});
