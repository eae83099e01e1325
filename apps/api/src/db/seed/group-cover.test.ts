import { addMonths } from '@portal/domain/dates';
import { describe, expect, it } from 'vitest';
import { environmentToday } from '../../lib/clock';
import { EMPLOYER_TERMS } from './catalogue';
import { generateDemoData } from './generate';
import { FEE_NAMES } from './history';

// Each employer fund's group cover is stored with its products, and a paid-up member's cover and
// premiums stop on the date contributions stop (docs/decisions/037-group-cover-stated.md).

const data = generateDemoData({ members: 14, seed: 4242, today: environmentToday() });

describe('the group cover of the demo funds', () => {
  it('gives every employer fund its cover, the premiums adding up to its risk premium', () => {
    const institutional = data.products.filter((p) => p.productTypeCategory === 'Institutional');
    expect(data.groupCover.map((c) => c.productId).sort()).toEqual(
      institutional.map((p) => p.id).sort(),
    );
    for (const cover of data.groupCover) {
      const premiums =
        (cover.deathPremiumBp ?? 0) +
        (cover.disabilityPremiumBp ?? 0) +
        (cover.funeralPremiumBp ?? 0);
      expect(premiums).toBe(cover.riskPremiumBp);
      if (cover.riskPremiumBp === 0) expect(cover.deathMultipleBp).toBeNull();
      else expect(cover.deathMultipleBp).toBeGreaterThan(0);
    }
    const rates = new Set(EMPLOYER_TERMS.map((t) => t.riskPremiumBp));
    for (const cover of data.groupCover) expect(rates.has(cover.riskPremiumBp)).toBe(true);
  });

  it("stops a paid-up member's premiums on the date contributions stop, and keeps the last salary", () => {
    const paidUp = data.memberships.find((m) => m.memberId === 14);
    expect(paidUp?.accountStatus).toBe('Paid-up');
    const stopped = paidUp?.accountStatusEffectiveDate ?? '';
    const premiums = data.transactions.filter(
      (t) => t.membershipId === paidUp?.id && t.name === FEE_NAMES.risk,
    );
    expect(premiums.length).toBeGreaterThan(0);
    expect(premiums.filter((t) => t.txDate >= stopped)).toEqual([]);
    const contributions = data.transactions.filter(
      (t) => t.membershipId === paidUp?.id && t.type === 'contribution',
    );
    const lastContribution = contributions.reduce((a, t) => (t.txDate > a ? t.txDate : a), '');
    expect(lastContribution).toBe(addMonths(stopped, -1));
    expect(premiums.some((t) => t.txDate === lastContribution)).toBe(true);
    const lastSalary = data.salaryLedger.find(
      (s) => s.membershipId === paidUp?.id && s.date === lastContribution,
    );
    expect(paidUp?.annualPensionableSalaryCents).toBe(lastSalary?.annualSalaryCents);
  });
});
