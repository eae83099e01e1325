import { describe, expect, it } from 'vitest';
import { BENEFICIARY_TYPE_NAMES, submitBlockedReason } from './nomination';
import {
  BENEFICIARY_TYPE_EXPLANATIONS,
  NominationChannel,
  nominationChannel,
  nominationStatusSteps,
} from './nomination-channel';

describe('nominationChannel', () => {
  it.each([
    ['Pension Fund', false, NominationChannel.Online],
    ['Provident Fund', false, NominationChannel.Online],
    ['Retirement Annuity', false, NominationChannel.Online],
    ['Provident Fund', true, NominationChannel.SignedForm],
    ['Preservation Fund', false, NominationChannel.SignedForm],
    [' preservation fund ', false, NominationChannel.SignedForm],
    [null, false, NominationChannel.Online],
  ])('%s (restricted %s) takes its nomination %s', (heading, isRestricted, expected) => {
    expect(nominationChannel({ heading, isRestricted })).toBe(expected);
  });
});

describe('the beneficiary types', () => {
  it('explains every type the value sets offer in one sentence, the dependant by section 37C', () => {
    for (const name of BENEFICIARY_TYPE_NAMES) {
      const sentence = BENEFICIARY_TYPE_EXPLANATIONS[name];
      expect(sentence).toMatch(new RegExp(`^An? ${name.toLowerCase()} is `));
      expect(sentence?.match(/\.\s/g)).toBeNull();
    }
    expect(BENEFICIARY_TYPE_EXPLANATIONS.Dependant).toContain('section 37C');
  });
});

describe('nominationStatusSteps', () => {
  it('shows an online nomination recorded on its South African day, then received', () => {
    // 23:30 UTC is the next day in Johannesburg (UTC+2).
    expect(
      nominationStatusSteps(
        { recordedAt: '2026-11-28T23:30:00.000Z', receivedOn: null },
        NominationChannel.Online,
      ),
    ).toEqual([
      { label: 'Recorded', date: '2026-11-29' },
      { label: 'Received by the fund', date: null },
    ]);
  });

  it('shows a signed form only as received (never recorded online)', () => {
    expect(
      nominationStatusSteps(
        { recordedAt: null, receivedOn: '2025-03-04' },
        NominationChannel.SignedForm,
      ),
    ).toEqual([{ label: 'Received by the fund', date: '2025-03-04' }]);
  });

  it('shows an online nomination never saved online as not recorded yet', () => {
    expect(
      nominationStatusSteps({ recordedAt: null, receivedOn: null }, NominationChannel.Online),
    ).toEqual([
      { label: 'Recorded', date: null },
      { label: 'Received by the fund', date: null },
    ]);
  });
});

describe('submitBlockedReason', () => {
  it.each([
    [[], true, 'Add a beneficiary to submit.'],
    [[6000, 0], true, 'Give every beneficiary a share above 0% to submit.'],
    [[6000, 3000], true, 'The shares must add up to 100% before you can submit.'],
    [[6000, 4000], false, 'Tick the consent box to submit.'],
    [[6000, 4000], true, null],
  ])('%j with consent %s: %s', (allocations, isConsentGiven, expected) => {
    expect(submitBlockedReason({ allocations, isConsentGiven })).toBe(expected);
  });
});
