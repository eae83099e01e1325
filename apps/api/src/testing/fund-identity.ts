import { expect } from 'vitest';
import { fundIdentityOf } from '../fund-identity';

/**
 * The fund's identity as a document prints it (DESIGN §1e), asserted in its text read back: the
 * fund's name, its FSCA registration number (a retirement fund's), the administrator and the ombud.
 * Whitespace is normalised: a long line wraps where the page is narrow.
 */
export function expectFundIdentityIn(text: string, fundName: string): void {
  const flat = text.replace(/\s+/g, ' ');
  const { fund, administrator, ombud } = fundIdentityOf(fundName);
  expect(flat).toContain(fund.fundName);
  if (fund.fscaRegistrationNumber)
    expect(flat).toContain(`FSCA registration number ${fund.fscaRegistrationNumber}`);
  expect(flat).toContain(administrator.name);
  expect(flat).toContain(administrator.contactCentre.telephone);
  expect(flat).toContain(ombud.name);
  expect(flat).toContain(`within ${administrator.complaints.answerWithinDays} days`);
}
