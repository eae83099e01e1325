import { describe, expect, it } from 'vitest';
import {
  canCancelClaim,
  caseNumberOf,
  CASE_NUMBER_PATTERN,
  CLAIM_STATUSES,
  ClaimType,
  isClaimClosed,
  isClaimInProgress,
  isClaimType,
} from './claims';

describe('claim types', () => {
  it('has the codes of spec 3 §3', () => {
    expect(ClaimType).toEqual({
      Death: 0,
      Retirement: 1,
      Withdrawal: 2,
      Savings: 4,
      RetailSavings: 5,
    });
    expect(isClaimType(3)).toBe(false);
    expect(isClaimType(4)).toBe(true);
  });
});

describe('claim statuses', () => {
  it.each([
    ['Draft', false, false, true],
    ['Submitted', false, true, true],
    ['DirectiveRequested', false, true, false],
    ['DirectiveIssued', false, true, false],
    ['Paid', true, false, false],
    ['Declined', true, false, false],
    ['Cancelled', true, false, false],
  ] as const)(
    '%s: closed %s, in progress %s, cancellable %s',
    (status, closed, progress, cancel) => {
      expect(isClaimClosed(status)).toBe(closed);
      expect(isClaimInProgress(status)).toBe(progress);
      expect(canCancelClaim(status)).toBe(cancel);
    },
  );

  it('covers every status', () => {
    expect(CLAIM_STATUSES).toHaveLength(7);
  });
});

describe('caseNumberOf', () => {
  it('writes CLM and eight digits', () => {
    expect(caseNumberOf(1)).toBe('CLM00000001');
    expect(caseNumberOf(12_345_678)).toBe('CLM12345678');
    expect(CASE_NUMBER_PATTERN.test(caseNumberOf(42))).toBe(true);
    expect(() => caseNumberOf(0)).toThrow(RangeError);
    expect(() => caseNumberOf(100_000_000)).toThrow(RangeError);
  });
});
