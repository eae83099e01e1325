import { describe, expect, it } from 'vitest';
import { idleStateAfter, shouldRenewToken } from './session';

const minute = 60_000;

describe('idleStateAfter', () => {
  it.each([
    [0, { kind: 'active' }],
    [15 * minute - 1, { kind: 'active' }],
    [15 * minute, { kind: 'warning', secondsLeft: 300 }],
    [15 * minute + 500, { kind: 'warning', secondsLeft: 300 }],
    [19 * minute + 59_001, { kind: 'warning', secondsLeft: 1 }],
    [20 * minute, { kind: 'expired' }],
  ])('after %d ms idle: %j', (idleMs, expected) => {
    expect(idleStateAfter(idleMs)).toEqual(expected);
  });
});

describe('shouldRenewToken', () => {
  it.each([
    [1_000_000, 1_000_000 - 61_000, false],
    [1_000_000, 1_000_000 - 60_000, true],
    [1_000_000, 1_000_001, true],
  ])('expiring at %d, now %d: %s', (expiresAt, now, expected) => {
    expect(shouldRenewToken(expiresAt, now)).toBe(expected);
  });
});
