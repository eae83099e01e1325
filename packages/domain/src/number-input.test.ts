import { describe, expect, it } from 'vitest';
import { formatPercentOnBlur, isAcceptableNumberText } from './number-input';

describe('isAcceptableNumberText', () => {
  it.each([
    ['', {}, true],
    ['123', {}, true],
    ['0', {}, true],
    ['0.5', {}, true],
    ['05', {}, false],
    ['.5', {}, false],
    ['1.2.3', {}, false],
    ['12a', {}, false],
    ['-5', {}, false],
    ['1 000', {}, false],
    ['12.', { maxDecimals: 2 }, true],
    ['12.34', { maxDecimals: 2 }, true],
    ['12.345', { maxDecimals: 2 }, false],
    ['12.3', { maxDecimals: 0 }, false],
    ['12.3', { allowDecimal: false }, false],
    ['100', { max: 100 }, true],
    ['100.01', { max: 100, maxDecimals: 2 }, false],
  ])('%j with %j: %s', (text, rules, expected) => {
    expect(isAcceptableNumberText(text, rules)).toBe(expected);
  });
});

describe('formatPercentOnBlur', () => {
  it.each([
    ['12.5', '12.50'],
    ['1.005', '1.01'],
    ['100', '100.00'],
    ['', ''],
    ['abc', 'abc'],
  ])('%j → %j', (text, expected) => {
    expect(formatPercentOnBlur(text)).toBe(expected);
  });
});
