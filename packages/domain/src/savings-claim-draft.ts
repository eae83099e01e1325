import type { BankVerificationResult } from './banks';
import type { Cents } from './money';
import { savingsWithdrawalAmountProblem } from './savings-withdrawal';
import {
  annualTaxableIncomeSchema,
  savingsWithdrawalAmountSchema,
} from './savings-withdrawal-form';
import { validateTaxNumber } from './tax-number';

// The estimate's texts and marginal rate live with the savings withdrawal's rules, which a page
// can load without the draft's schemas; the draft's callers find them here too.
export {
  marginalRatePercent,
  SAVINGS_ESTIMATE_DISCLAIMER,
  taxTableNote,
} from './savings-withdrawal';

// The savings withdrawal claim's draft (spec 3 §3 claim draft: missingFields, changedFields,
// isReadyForSubmission; the claims issue, the wizard's steps): what a save may change, what is
// still needed before the claim can be submitted, and how the answers are shown back.

/** The member's answers a save carries (spec 3 §3 claim draft), in cents and digits. */
export type DraftAnswers = {
  readonly amountCents: number | null;
  readonly annualTaxableIncomeCents: number | null;
  readonly taxNumber: string | null;
};

/** What a save may carry: a field left out (undefined) keeps its saved value; null clears it. */
export type DraftInput = {
  readonly amount?: number | string | null | undefined;
  readonly annualTaxableIncome?: number | string | null | undefined;
  readonly taxNumber?: string | null | undefined;
};

export const DRAFT_ANSWER_FIELDS = ['amount', 'annualTaxableIncome', 'taxNumber'] as const;
export type DraftAnswerField = (typeof DRAFT_ANSWER_FIELDS)[number];

export type DraftSaveResult =
  | {
      readonly isValid: true;
      readonly answers: DraftAnswers;
      /** The fields whose saved value this save changed, in the wizard's order. */
      readonly changedFields: readonly DraftAnswerField[];
    }
  | { readonly isValid: false; readonly fieldErrors: Record<string, string[]> };

/**
 * Applies a save to the saved answers. Each field given is checked by its rule (the amount
 * against the savings pot, spec 3 §5); when any is refused, the whole save is refused with a
 * message per field, and nothing of it applies.
 */
export function applyDraftInput(
  saved: DraftAnswers,
  input: DraftInput,
  savingsPotCents: Cents | number,
): DraftSaveResult {
  const fieldErrors: Record<string, string[]> = {};
  let amountCents = saved.amountCents;
  let annualTaxableIncomeCents = saved.annualTaxableIncomeCents;
  let taxNumber = saved.taxNumber;

  if (input.amount === null) amountCents = null;
  else if (input.amount !== undefined) {
    const parsed = savingsWithdrawalAmountSchema(savingsPotCents).safeParse(input.amount);
    if (parsed.success) amountCents = parsed.data;
    else fieldErrors.amount = parsed.error.issues.map((issue) => issue.message);
  }

  if (input.annualTaxableIncome === null) annualTaxableIncomeCents = null;
  else if (input.annualTaxableIncome !== undefined) {
    const parsed = annualTaxableIncomeSchema().safeParse(input.annualTaxableIncome);
    if (parsed.success) annualTaxableIncomeCents = parsed.data;
    else fieldErrors.annualTaxableIncome = parsed.error.issues.map((issue) => issue.message);
  }

  if (input.taxNumber === null) taxNumber = null;
  else if (input.taxNumber !== undefined) {
    const result = validateTaxNumber(input.taxNumber);
    if (result.isValid) taxNumber = result.taxNumber;
    else fieldErrors.taxNumber = [result.message];
  }

  if (Object.keys(fieldErrors).length > 0) return { isValid: false, fieldErrors };
  const answers = { amountCents, annualTaxableIncomeCents, taxNumber };
  return { isValid: true, answers, changedFields: changedDraftFields(saved, answers) };
}

/** The answer fields whose values differ between two versions of the draft. */
export function changedDraftFields(before: DraftAnswers, after: DraftAnswers): DraftAnswerField[] {
  const changed: DraftAnswerField[] = [];
  if (before.amountCents !== after.amountCents) changed.push('amount');
  if (before.annualTaxableIncomeCents !== after.annualTaxableIncomeCents)
    changed.push('annualTaxableIncome');
  if (before.taxNumber !== after.taxNumber) changed.push('taxNumber');
  return changed;
}

/** A document type the claim must carry (GetDocumentTypes' isRequired). */
export type RequiredDocumentType = { readonly id: number; readonly name: string };

export type DraftFacts = DraftAnswers & {
  /** A pass of the knowledge-based questions that is still valid. */
  readonly kbaPassed: boolean;
  /** The identity service verified the member's ID number. */
  readonly idVerified: boolean;
  readonly bankVerificationResult: BankVerificationResult | null;
  /** The savings pot now: a saved amount above it no longer counts. */
  readonly savingsPotCents: Cents | number;
  /** The document types of the documents uploaded for the claim. */
  readonly uploadedDocumentTypeIds: readonly number[];
  readonly requiredDocumentTypes: readonly RequiredDocumentType[];
};

/** The name in missingFields of a required document type that has no upload yet. */
export function documentFieldName(documentTypeId: number): string {
  return `documentType${documentTypeId}`;
}

/**
 * What is still needed before the claim can be submitted, in the wizard's order: the identity
 * steps, the amount (within the pot as it is now), the income, a valid tax number, a bank account
 * the bank verified (MATCH only) and one upload of each required document type.
 */
export function draftMissingFields(facts: DraftFacts): string[] {
  const missing: string[] = [];
  if (!facts.kbaPassed) missing.push('kba');
  if (!facts.idVerified) missing.push('idVerification');
  if (
    facts.amountCents === null ||
    savingsWithdrawalAmountProblem(facts.amountCents, facts.savingsPotCents) !== null
  )
    missing.push('amount');
  if (facts.annualTaxableIncomeCents === null) missing.push('annualTaxableIncome');
  if (facts.taxNumber === null || !validateTaxNumber(facts.taxNumber).isValid)
    missing.push('taxNumber');
  if (facts.bankVerificationResult !== 'MATCH') missing.push('banking');
  for (const type of facts.requiredDocumentTypes)
    if (!facts.uploadedDocumentTypeIds.includes(type.id)) missing.push(documentFieldName(type.id));
  return missing;
}

/** What each missing field asks of the member, in words. */
const MISSING_FIELD_WORDS: Readonly<Record<string, string>> = {
  kba: 'answer the security questions',
  idVerification: 'verify your ID number',
  amount: 'enter the amount you want to withdraw',
  annualTaxableIncome: 'enter your annual taxable income',
  taxNumber: 'enter a valid income tax number',
  banking: 'enter bank account details that your bank has verified',
};

/** One missing field in words; a document type by its name. */
export function missingFieldWords(
  field: string,
  documentTypes: readonly RequiredDocumentType[] = [],
): string {
  const known = MISSING_FIELD_WORDS[field];
  if (known !== undefined) return known;
  const type = documentTypes.find((t) => documentFieldName(t.id) === field);
  return type === undefined
    ? field
    : `upload your ${type.name.charAt(0).toLowerCase()}${type.name.slice(1)}`;
}

/** Why a claim cannot be submitted yet, as one sentence listing what is missing. */
export function notReadyMessage(
  missing: readonly string[],
  documentTypes: readonly RequiredDocumentType[] = [],
): string {
  const words = missing.map((field) => missingFieldWords(field, documentTypes));
  const list =
    words.length <= 1
      ? (words[0] ?? '')
      : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`;
  return `Your claim is not ready to submit yet. Please ${list}.`;
}

/** '•••• 1234': a bank account is only ever shown by its last four digits. */
export function maskAccountNumber(accountNumber: string): string {
  return `•••• ${accountNumber.slice(-4)}`;
}
