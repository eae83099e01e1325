import { describe, expect, it } from 'vitest';
import {
  correctionDaysLeft,
  correctionDueOn,
  correctionProblem,
  correctionStage,
  type HeldIdentity,
} from './corrections';

describe('a correction request’s clock (POPIA section 24)', () => {
  it('gives the fund 30 calendar days, counted like a complaint’s', () => {
    const facts = { answerDueOn: correctionDueOn('2026-12-01'), answeredOn: null };
    expect(facts.answerDueOn).toBe('2026-12-31');
    expect(correctionStage(facts, '2026-12-01')).toBe('WaitingForFund');
    expect(correctionDaysLeft(facts, '2026-12-01')).toBe(30);
    expect(correctionDaysLeft(facts, '2026-12-31')).toBe(0);
    expect(correctionStage(facts, '2027-01-01')).toBe('Overdue');
    expect(correctionDaysLeft(facts, '2027-01-01')).toBeNull();
    const answered = { ...facts, answeredOn: '2026-12-02' };
    expect(correctionStage(answered, '2027-02-01')).toBe('Answered');
    expect(correctionDaysLeft(answered, '2026-12-02')).toBeNull();
  });
});

describe('whether a value asked for is well-formed', () => {
  const today = '2026-12-01';
  const held: HeldIdentity = {
    identifierType: 'ID',
    idNumber: '8001015009087',
    passportNumber: null,
    dateOfBirth: '1980-01-01',
  };

  it('takes an ID number that passes its check digit and agrees with the date of birth', () => {
    expect(correctionProblem('idNumber', '8001015009186', held, today)).toBeNull();
    expect(correctionProblem('idNumber', '8001015009088', held, today)).toBe('id-not-valid');
    expect(correctionProblem('idNumber', '8101015009085', held, today)).toBe(
      'id-disagrees-with-birth-date',
    );
    expect(correctionProblem('idNumber', '8001015009087', held, today)).toBe('same-value');
  });

  it('takes a real past date of birth that agrees with the ID number', () => {
    const wrongDate = { ...held, dateOfBirth: '1980-01-10' };
    expect(correctionProblem('dateOfBirth', '1980-01-01', wrongDate, today)).toBeNull();
    expect(correctionProblem('dateOfBirth', '1980-02-30', wrongDate, today)).toBe('date-not-valid');
    expect(correctionProblem('dateOfBirth', '2027-01-01', wrongDate, today)).toBe('date-in-future');
    expect(correctionProblem('dateOfBirth', '1981-01-01', wrongDate, today)).toBe(
      'birth-date-disagrees-with-id',
    );
  });

  it('takes a passport number of letters and digits, only from a member identified by passport', () => {
    expect(correctionProblem('passportNumber', 'A1234567', held, today)).toBe('not-held');
    const passport = { ...held, identifierType: 'Passport' as const, passportNumber: 'A1234560' };
    expect(correctionProblem('passportNumber', 'A1234567', passport, today)).toBeNull();
    expect(correctionProblem('passportNumber', 'A12-45', passport, today)).toBe(
      'passport-not-valid',
    );
    expect(correctionProblem('idNumber', '8001015009087', passport, today)).toBe('not-held');
  });
});
