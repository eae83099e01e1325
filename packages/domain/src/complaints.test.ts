import { describe, expect, it } from 'vitest';
import {
  complaintStage,
  daysLeftToAnswer,
  mayEscalate,
  replyDueOn,
  type ComplaintFacts,
} from './complaints';

describe('a complaint’s clock (section 30A)', () => {
  const lodged = '2026-12-01';
  const waiting: ComplaintFacts = {
    replyDueOn: replyDueOn(lodged),
    answeredOn: null,
    satisfied: null,
  };

  it('gives the fund 30 calendar days from the day it was received', () => {
    expect(replyDueOn('2026-12-01')).toBe('2026-12-31');
    expect(replyDueOn('2027-02-10')).toBe('2027-03-12');
    expect(replyDueOn('2028-02-10')).toBe('2028-03-11');
  });

  it('counts the days left down to 0 on the last day, then the complaint is overdue', () => {
    expect(daysLeftToAnswer(waiting, '2026-12-01')).toBe(30);
    expect(daysLeftToAnswer(waiting, '2026-12-31')).toBe(0);
    expect(complaintStage(waiting, '2026-12-31')).toBe('WaitingForFund');
    expect(mayEscalate(waiting, '2026-12-31')).toBe(false);
    expect(complaintStage(waiting, '2027-01-01')).toBe('Overdue');
    expect(daysLeftToAnswer(waiting, '2027-01-01')).toBeNull();
    expect(mayEscalate(waiting, '2027-01-01')).toBe(true);
  });

  it('after an answer, waits for the member, who may be satisfied or not', () => {
    const answered = { ...waiting, answeredOn: '2026-12-05' };
    expect(complaintStage(answered, '2027-06-01')).toBe('Answered');
    expect(daysLeftToAnswer(answered, '2026-12-06')).toBeNull();
    expect(mayEscalate(answered, '2027-06-01')).toBe(false);
    expect(complaintStage({ ...answered, satisfied: true }, '2026-12-06')).toBe('Resolved');
    expect(mayEscalate({ ...answered, satisfied: true }, '2026-12-06')).toBe(false);
    expect(complaintStage({ ...answered, satisfied: false }, '2026-12-06')).toBe('NotSatisfied');
    expect(mayEscalate({ ...answered, satisfied: false }, '2026-12-06')).toBe(true);
  });

  it('an answer after the days passed still counts as the answer', () => {
    const late = { ...waiting, answeredOn: '2027-01-20' };
    expect(complaintStage(late, '2027-01-21')).toBe('Answered');
  });
});
