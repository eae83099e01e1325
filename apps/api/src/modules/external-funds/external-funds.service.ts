import type { ExternalFund, ExternalFundInput } from '@portal/contract/portfolio';
import {
  categoryOfProductType,
  EXTERNAL_PRODUCT_TYPES,
  EXTERNAL_PROVIDERS,
  externalProductTypeOf,
  externalProviderOf,
  UNIQUE_PRODUCT_NAME_MESSAGE,
} from '@portal/domain/external-fund';
import { externalFundFormSchema, type ExternalFundForm } from '@portal/domain/external-fund-form';
import { isProductNameTaken } from '@portal/domain/external-fund-names';
import { formatScaled } from '@portal/domain/decimal';
import { randFromCents } from '@portal/domain/money';
import { inTransaction, type Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { fieldError, parseOrBadRequest } from '../../lib/validation';
import type { MemberContext } from '../../plugins/member-auth';
import { insertProfileAudit } from '../profile/profile.repository';
import {
  deleteExternalFund as deleteFundRow,
  externalFundsOf,
  findOwnFundForUpdate,
  insertExternalFund,
  lockAndCountFunds,
  otherProductNames,
  PRODUCT_NAME_INDEX,
  profileFieldsOf,
  updateExternalFund as updateFundRow,
  type ExternalFundRow,
} from './external-funds.repository';
import { isUniqueViolation } from '../../db/unique-violation';

// spec 1 §7 external funds: the catalogue, the member's own funds, and adding, changing and
// deleting them. Input is checked with the form's own schema (domain external-fund.ts); each change
// is written with its audit row in ONE transaction, so a refused or failed change leaves nothing.
// A fund id that is not the member's (or not a fund id at all) answers 404.

/** Past the cap on a member's funds (EXTERNAL_FUNDS_PER_MEMBER): 409 with this message. */
export const tooManyExternalFundsMessage = (perMember: number) =>
  `You can add at most ${perMember} funds held elsewhere. Please delete one you no longer hold before you add another.`;

/** The audit rows' sources (profile_audit.source). */
export const EXTERNAL_FUND_AUDIT_SOURCES = {
  add: 'AddExternalFund',
  update: 'UpdateExternalFund',
  delete: 'DeleteExternalFund',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** spec 1 §7 GetExternalInvestmentAndProductTypes: the providers and product types offered. */
export function externalInvestmentAndProductTypes() {
  return {
    providers: EXTERNAL_PROVIDERS.map(({ id, name }) => ({ id, name })),
    productTypes: EXTERNAL_PRODUCT_TYPES.map(({ id, name, category }) => ({ id, name, category })),
  };
}

/** A stored fund as the wire carries it. */
export function toExternalFund(row: ExternalFundRow): ExternalFund {
  return {
    fundId: row.id,
    providerId: row.providerId,
    providerName: externalProviderOf(row.providerId)?.name ?? 'Other',
    productTypeId: row.productTypeId,
    productTypeName: externalProductTypeOf(row.productTypeId)?.name ?? 'Other',
    category: categoryOfProductType(row.productTypeId),
    productName: row.productName,
    value: randFromCents(row.valueCents),
    valueDate: row.valueDate,
    monthlyContribution:
      row.monthlyContributionCents === null ? null : randFromCents(row.monthlyContributionCents),
    notes: row.notes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** spec 1 §7 GetExternalFunds: the member's own funds, newest first. */
export async function externalFunds(db: Db, memberId: number): Promise<ExternalFund[]> {
  return (await externalFundsOf(db, memberId)).map(toExternalFund);
}

type ChangeOptions = { today: string; now: Date };

function checkedInput(input: ExternalFundInput, today: string): ExternalFundForm {
  return parseOrBadRequest(externalFundFormSchema(today), {
    providerId: input.providerId,
    productTypeId: input.productTypeId,
    productName: input.productName,
    value: input.value,
    valueDate: input.valueDate,
    monthlyContribution: input.monthlyContribution ?? null,
    notes: input.notes ?? null,
  });
}

function valuesOf(form: ExternalFundForm) {
  return {
    providerId: form.providerId,
    productTypeId: form.productTypeId,
    productName: form.productName,
    valueCents: form.value,
    valueDate: form.valueDate,
    monthlyContributionCents: form.monthlyContribution,
    notes: form.notes,
  };
}

/** What the audit keeps of a fund: what the member stated (never the copied profile fields). */
function auditFields(row: ExternalFundRow): Record<string, string> {
  return {
    fundId: row.id,
    provider: externalProviderOf(row.providerId)?.name ?? String(row.providerId),
    productType: externalProductTypeOf(row.productTypeId)?.name ?? String(row.productTypeId),
    productName: row.productName,
    value: formatScaled(row.valueCents, 2),
    valueDate: row.valueDate,
    monthlyContribution:
      row.monthlyContributionCents === null ? '' : formatScaled(row.monthlyContributionCents, 2),
    notes: row.notes ?? '',
  };
}

function changedFields(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((key) => before[key] !== after[key]);
}

const uniqueName = () => fieldError('productName', UNIQUE_PRODUCT_NAME_MESSAGE);

async function withNameClashAsBadRequest<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, PRODUCT_NAME_INDEX)) throw uniqueName();
    throw error;
  }
}

/**
 * spec 1 §7 AddExternalFund: the fund as the member stated it, with the member's identifying
 * profile fields (names, ID or passport number, email, phone) copied from the profile now; at most
 * `perMember` funds per member (the abuse-proofing issue).
 */
export async function addExternalFund(
  db: Db,
  member: MemberContext,
  input: ExternalFundInput,
  options: ChangeOptions & { perMember: number },
): Promise<ExternalFund> {
  const form = checkedInput(input, options.today);
  return withNameClashAsBadRequest(() =>
    inTransaction(db, async (tx) => {
      // Counted and compared under the member's lock, so parallel adds can neither pass the cap
      // nor both add names that read the same.
      if ((await lockAndCountFunds(tx, member.memberId)) >= options.perMember)
        throw new AppError('CONFLICT', tooManyExternalFundsMessage(options.perMember));
      if (isProductNameTaken(form.productName, await otherProductNames(tx, member.memberId)))
        throw uniqueName();
      const profile = await profileFieldsOf(tx, member.memberId);
      if (!profile) throw notFound();
      const row = await insertExternalFund(tx, {
        ...valuesOf(form),
        ...profile,
        memberId: member.memberId,
        at: options.now,
      });
      const after = auditFields(row);
      await insertProfileAudit(tx, {
        memberId: member.memberId,
        actor: member.afGroupId,
        source: EXTERNAL_FUND_AUDIT_SOURCES.add,
        fields: Object.keys(after),
        before: {},
        after,
        at: options.now,
      });
      return toExternalFund(row);
    }),
  );
}

/** spec 1 §7 UpdateExternalFund: one of the member's own funds, else 404. */
export async function updateExternalFund(
  db: Db,
  member: MemberContext,
  input: ExternalFundInput & { fundId: string },
  options: ChangeOptions,
): Promise<ExternalFund> {
  const fundId = input.fundId.trim();
  if (!UUID.test(fundId)) throw notFound();
  const form = checkedInput(input, options.today);
  return withNameClashAsBadRequest(() =>
    inTransaction(db, async (tx) => {
      // Under the member's lock, as adds are: a parallel add or rename of a look-alike name waits
      // and then sees this one (the unique index only catches names equal in lower case).
      await lockAndCountFunds(tx, member.memberId);
      const current = await findOwnFundForUpdate(tx, member.memberId, fundId);
      if (!current) throw notFound();
      if (
        isProductNameTaken(form.productName, await otherProductNames(tx, member.memberId, fundId))
      )
        throw uniqueName();
      const row = await updateFundRow(tx, member.memberId, fundId, valuesOf(form), options.now);
      const before = auditFields(current);
      const after = auditFields(row);
      await insertProfileAudit(tx, {
        memberId: member.memberId,
        actor: member.afGroupId,
        source: EXTERNAL_FUND_AUDIT_SOURCES.update,
        fields: changedFields(before, after),
        before,
        after,
        at: options.now,
      });
      return toExternalFund(row);
    }),
  );
}

/** spec 1 §7 DeleteExternalFund?fundid: one of the member's own funds, else 404. */
export async function deleteExternalFund(
  db: Db,
  member: MemberContext,
  fundIdText: string,
  options: { now: Date },
): Promise<void> {
  const fundId = fundIdText.trim();
  if (!UUID.test(fundId)) throw notFound();
  await inTransaction(db, async (tx) => {
    const current = await findOwnFundForUpdate(tx, member.memberId, fundId);
    if (!current) throw notFound();
    await deleteFundRow(tx, member.memberId, fundId);
    const before = auditFields(current);
    await insertProfileAudit(tx, {
      memberId: member.memberId,
      actor: member.afGroupId,
      source: EXTERNAL_FUND_AUDIT_SOURCES.delete,
      fields: Object.keys(before),
      before,
      after: {},
      at: options.now,
    });
  });
}
