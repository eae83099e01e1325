import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KBA_LOCK_MS, KBA_PASS_VALID_MS, kbaOutcome, kbaState, type KbaAttempt } from './kba';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const start = Date.parse('2026-03-05T08:00:00.000Z');
const at = (offsetMs: number) => new Date(start + offsetMs).toISOString();
const fail = (offsetMs: number): KbaAttempt => ({ at: at(offsetMs), passed: false });
const pass = (offsetMs: number): KbaAttempt => ({ at: at(offsetMs), passed: true });

describe('kbaOutcome', () => {
  const correct = ['a', 'b', 'c', 'd'];

  it.each([
    [['a', 'b', 'c', 'd'], 4, true],
    [['a', 'b', 'c', 'x'], 3, true],
    [['x', 'b', 'c', null], 2, false],
    [['a', 'b', undefined], 2, false],
    [[], 0, false],
    [['d', 'c', 'b', 'a'], 0, false],
  ])('%j: %s right, passed %s', (answers, correctCount, passed) => {
    expect(kbaOutcome(answers, correct)).toEqual({ passed, correctCount, questionCount: 4 });
  });

  it('compares option ids given as numbers or text', () => {
    expect(kbaOutcome([1, '2', ' 3', 5], [1, 2, 3, 4])).toMatchObject({ correctCount: 3 });
  });

  it('refuses anything but four questions, or more answers than questions', () => {
    expect(() => kbaOutcome([], ['a', 'b', 'c'])).toThrow(RangeError);
    expect(() => kbaOutcome(['a', 'b', 'c', 'd', 'e'], correct)).toThrow(RangeError);
  });

  it('passes exactly when three or more answers are right (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), (rights) => {
        const answers = rights.map((isRight, index) => (isRight ? correct[index] : 'wrong'));
        const count = rights.filter(Boolean).length;
        expect(kbaOutcome(answers, correct)).toEqual({
          passed: count >= 3,
          correctCount: count,
          questionCount: 4,
        });
      }),
    );
  });
});

describe('kbaState', () => {
  it.each([
    ['no attempts', [], 0, { status: 'open', attemptsLeft: 3 }],
    ['one failure', [fail(0)], MINUTE, { status: 'open', attemptsLeft: 2 }],
    ['two failures', [fail(0), fail(MINUTE)], 2 * MINUTE, { status: 'open', attemptsLeft: 1 }],
    [
      'three failures lock for 24 hours from the third',
      [fail(0), fail(MINUTE), fail(2 * MINUTE)],
      3 * MINUTE,
      { status: 'locked', until: at(2 * MINUTE + KBA_LOCK_MS) },
    ],
    [
      'still locked a millisecond before the end',
      [fail(0), fail(MINUTE), fail(2 * MINUTE)],
      2 * MINUTE + KBA_LOCK_MS - 1,
      { status: 'locked', until: at(2 * MINUTE + KBA_LOCK_MS) },
    ],
    [
      'open again with three attempts when the lock ends',
      [fail(0), fail(MINUTE), fail(2 * MINUTE)],
      2 * MINUTE + KBA_LOCK_MS,
      { status: 'open', attemptsLeft: 3 },
    ],
    [
      'a pass is valid for 30 minutes',
      [fail(0), pass(MINUTE)],
      MINUTE + KBA_PASS_VALID_MS - 1,
      { status: 'passed', validUntil: at(MINUTE + KBA_PASS_VALID_MS) },
    ],
    [
      'and then expires, leaving three attempts',
      [fail(0), pass(MINUTE)],
      MINUTE + KBA_PASS_VALID_MS,
      { status: 'open', attemptsLeft: 3 },
    ],
    [
      'a pass starts the failure count again',
      [fail(0), fail(MINUTE), pass(2 * MINUTE), fail(HOUR), fail(HOUR + MINUTE)],
      HOUR + 2 * MINUTE,
      { status: 'open', attemptsLeft: 1 },
    ],
    [
      'a failure after a pass ends the pass',
      [pass(0), fail(MINUTE)],
      2 * MINUTE,
      { status: 'open', attemptsLeft: 2 },
    ],
    [
      'failures older than 24 hours no longer count',
      [fail(0), fail(2 * HOUR), fail(25 * HOUR)],
      25 * HOUR + MINUTE,
      { status: 'open', attemptsLeft: 1 },
    ],
    [
      'three failures within 24 hours lock even when spread out',
      [fail(0), fail(12 * HOUR), fail(23 * HOUR)],
      23 * HOUR + MINUTE,
      { status: 'locked', until: at(23 * HOUR + KBA_LOCK_MS) },
    ],
    [
      'an attempt during a lock changes nothing',
      [fail(0), fail(MINUTE), fail(2 * MINUTE), pass(HOUR)],
      HOUR + MINUTE,
      { status: 'locked', until: at(2 * MINUTE + KBA_LOCK_MS) },
    ],
    ['attempts after now are ignored', [pass(HOUR)], 0, { status: 'open', attemptsLeft: 3 }],
    [
      'attempts are read in time order, whatever order they come in',
      [pass(2 * MINUTE), fail(MINUTE), fail(0)],
      3 * MINUTE,
      { status: 'passed', validUntil: at(2 * MINUTE + KBA_PASS_VALID_MS) },
    ],
  ])('%s', (_name, attempts, nowOffset, expected) => {
    expect(kbaState({ attempts, now: at(nowOffset) })).toEqual(expected);
  });

  it('takes epoch milliseconds and timestamps with an offset', () => {
    expect(
      kbaState({
        attempts: [{ at: '2026-03-05T10:00:00+02:00', passed: true }],
        now: start + MINUTE,
      }),
    ).toEqual({ status: 'passed', validUntil: '2026-03-05T08:30:00.000Z' });
  });

  it('refuses a time it cannot read', () => {
    expect(() => kbaState({ attempts: [], now: 'yesterday' })).toThrow(RangeError);
    expect(() => kbaState({ attempts: [{ at: Number.NaN, passed: true }], now: start })).toThrow(
      RangeError,
    );
  });

  it('never offers more than three attempts nor fewer than one while open (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ offset: fc.integer({ min: 0, max: 72 * HOUR }), passed: fc.boolean() }),
          { maxLength: 12 },
        ),
        fc.integer({ min: 0, max: 96 * HOUR }),
        (attempts, nowOffset) => {
          const state = kbaState({
            attempts: attempts.map(({ offset, passed }) => ({ at: start + offset, passed })),
            now: start + nowOffset,
          });
          if (state.status === 'open') {
            expect(state.attemptsLeft).toBeGreaterThanOrEqual(1);
            expect(state.attemptsLeft).toBeLessThanOrEqual(3);
          } else if (state.status === 'locked') {
            expect(Date.parse(state.until)).toBeGreaterThan(start + nowOffset);
            expect(Date.parse(state.until)).toBeLessThanOrEqual(start + nowOffset + KBA_LOCK_MS);
          } else {
            expect(Date.parse(state.validUntil)).toBeGreaterThan(start + nowOffset);
          }
        },
      ),
    );
  });
});
