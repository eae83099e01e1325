import { describe, expect, it } from 'vitest';
import { isRouteAllowedFor, navigationItemsFor, toolCardsFor } from './access';
import type { UserType } from './member';

describe('navigation', () => {
  it.each([
    ['Retail', ['portfolios', 'tools-and-calculators']],
    [
      'Institutional',
      ['portfolios', 'claims', 'statements-and-documents', 'tools-and-calculators'],
    ],
    ['Hybrid', ['portfolios', 'claims', 'statements-and-documents', 'tools-and-calculators']],
  ] as const)('%s sees %j', (userType, paths) => {
    expect(navigationItemsFor(userType).map((item) => item.path)).toEqual(paths);
  });

  it.each([
    ['claims', 'Retail', false],
    ['/claims/123', 'Retail', false],
    ['claims/123', 'Hybrid', true],
    ['statements-and-documents', 'Retail', false],
    ['manage-beneficiaries', 'Institutional', true],
    ['manage-beneficiaries', 'Retail', false],
    ['tools-and-calculators', 'Retail', true],
    ['dashboard', 'Retail', true],
  ] as const)('%s for %s: %s', (path, userType, expected) => {
    expect(isRouteAllowedFor(path, userType as UserType)).toBe(expected);
  });
});

describe('toolCardsFor', () => {
  it.each([
    [
      'Institutional',
      true,
      ['two-pot', 'irr', 'transaction-summary', 'just-invest', 'retirement-projection'],
    ],
    ['Hybrid', true, ['two-pot', 'irr', 'just-invest', 'retirement-projection']],
    ['Retail', false, ['two-pot', 'irr', 'just-invest']],
  ] as const)('%s (projection on: %s)', (userType, projection, investments) => {
    const cards = toolCardsFor(userType, projection);
    expect(cards.investments).toEqual(investments);
    expect(cards.discretionarySavings).toEqual([
      'wedding',
      'holiday',
      'emergency-fund',
      'education',
    ]);
  });
});
