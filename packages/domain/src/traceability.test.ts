import { describe, expect, it } from 'vitest';
import {
  DETAILS_CONFIRMATION_MONTHS,
  isConfirmationDue,
  nextConfirmationDueOn,
} from './traceability';

describe('the yearly confirmation of contact details and beneficiaries', () => {
  it('is asked of a member who never confirmed', () => {
    expect(nextConfirmationDueOn(null)).toBeNull();
    expect(isConfirmationDue(null, '2026-12-01')).toBe(true);
  });

  it('is asked again on the same day a year later, not a day before', () => {
    expect(DETAILS_CONFIRMATION_MONTHS).toBe(12);
    expect(nextConfirmationDueOn('2025-12-01')).toBe('2026-12-01');
    expect(isConfirmationDue('2025-12-02', '2026-12-01')).toBe(false);
    expect(isConfirmationDue('2025-12-01', '2026-12-01')).toBe(true);
    expect(isConfirmationDue('2024-06-30', '2026-12-01')).toBe(true);
  });

  it('asks a member who confirmed on 29 February again on 28 February', () => {
    expect(nextConfirmationDueOn('2028-02-29')).toBe('2029-02-28');
  });
});
