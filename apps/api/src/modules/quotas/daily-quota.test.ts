import { describe, expect, it } from 'vitest';
import { secondsUntilJohannesburgTomorrow } from './daily-quota';

// The Retry-After of a daily quota: the seconds until the next day begins in Johannesburg
// (UTC+2 all year), whatever the server's own time zone.

describe('secondsUntilJohannesburgTomorrow', () => {
  it('counts to midnight in Johannesburg, two hours before midnight UTC', () => {
    expect(secondsUntilJohannesburgTomorrow(new Date('2026-11-25T21:59:00Z'))).toBe(60);
    expect(secondsUntilJohannesburgTomorrow(new Date('2026-11-25T21:59:59.400Z'))).toBe(1);
    expect(secondsUntilJohannesburgTomorrow(new Date('2026-11-25T22:00:00Z'))).toBe(86_400);
    expect(secondsUntilJohannesburgTomorrow(new Date('2026-11-25T10:00:00Z'))).toBe(12 * 3600);
    // A leap day and a year's last day.
    expect(secondsUntilJohannesburgTomorrow(new Date('2028-02-29T12:00:00Z'))).toBe(10 * 3600);
    expect(secondsUntilJohannesburgTomorrow(new Date('2026-12-31T23:30:00Z'))).toBe(22.5 * 3600);
  });
});
