import { addDays } from '@portal/domain/dates';
import type { ExternalFundDecl } from './declared';
import type { Rng } from './random';
import type { DemoData } from './rows';

// The demo members' funds held with other providers (declared.ts), as each member stated them.

/** A random (version 4) UUID drawn from the member's own stream, so the demo data stays the same. */
function uuidFrom(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = (8 + rng.int(0, 3)).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/**
 * The member's external funds with the identifying profile fields copied from the member's row,
 * as AddExternalFund copies them; each added on the day its value was stated, in order.
 */
export function addExternalFunds(
  data: DemoData,
  member: DemoData['members'][number],
  funds: readonly ExternalFundDecl[],
  today: string,
  rng: Rng,
): void {
  funds.forEach((fund, index) => {
    const valueDate = addDays(today, -fund.valueDaysAgo);
    // Later funds were added later: seconds apart on the day their value was stated.
    const at = new Date(`${valueDate}T08:00:${String(index).padStart(2, '0')}.000Z`);
    data.externalFunds.push({
      id: uuidFrom(rng),
      memberId: member.id ?? 0,
      providerId: fund.providerId,
      productTypeId: fund.productTypeId,
      productName: fund.productName,
      valueCents: fund.valueCents,
      valueDate,
      monthlyContributionCents: fund.monthlyContributionCents ?? null,
      notes: fund.notes ?? null,
      firstName: member.firstName,
      lastName: member.lastName,
      idNumber: member.idNumber ?? null,
      passportNumber: member.passportNumber ?? null,
      emailAddress: member.primaryEmailAddress ?? null,
      contactNumber: member.primaryContactNumber ?? null,
      createdAt: at,
      updatedAt: at,
    });
  });
}
