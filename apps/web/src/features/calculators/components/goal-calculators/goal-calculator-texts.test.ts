import { describe, expect, it } from 'vitest';
import { goalModalWidth, inflationNote, whenNeedMoneyLabel } from './goal-calculator-texts';

describe('goal calculator texts and widths', () => {
  it.each([
    ['wedding', 850, 616, 600],
    ['holiday', 850, 616, 600],
    ['education', 850, 616, 600],
    ['emergency', 460, 616, 616],
  ] as const)(
    '%s: form %d, result %d, error %d (spec 3 §2.1, §2.8)',
    (kind, form, result, error) => {
      expect(goalModalWidth(kind, 'form')).toBe(form);
      expect(goalModalWidth(kind, 'result')).toBe(result);
      expect(goalModalWidth(kind, 'error')).toBe(error);
    },
  );

  it('quotes the inflation note with the percent used', () => {
    expect(inflationNote(7)).toBe(
      'The amount shown here is an estimate and for guidance only. We cannot guarantee this will be sufficient for your needs. We estimated inflation at 7% per year.',
    );
  });

  it('words the months before the date', () => {
    expect([0, 1, 4].map(whenNeedMoneyLabel)).toEqual([
      'On the date',
      '1 month before',
      '4 months before',
    ]);
  });
});
