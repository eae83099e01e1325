import { FULL_SHARE, type BasisPoints } from './money';

// Nomination rules of spec 1 §3 and §4: type ids, row actions, what is sent, when Submit is
// enabled, the modal's close rule, list states and journeys.

/** DESIGN §5 settles spec 1 §3 / spec 3 §3: Funeral 1, Retirement 2 (approved), LifeCover 3 (unapproved). */
export const NominationTypeId = { Funeral: 1, Retirement: 2, LifeCover: 3 } as const;
export type NominationTypeId = (typeof NominationTypeId)[keyof typeof NominationTypeId];

export const RowAction = { Insert: 'Insert', Update: 'Update', Delete: 'Delete' } as const;
export type RowAction = (typeof RowAction)[keyof typeof RowAction];

/** spec 3 §3: beneficiary types by name. */
export const BENEFICIARY_TYPE_NAMES = ['Dependant', 'Nominee', 'Beneficiary'] as const;

/**
 * A beneficiary row in the modal. `isExisting` marks a row loaded from the saved nomination;
 * `action` is what saving will do with it (null: unchanged).
 */
export type NominationRow<T> = {
  key: string;
  isExisting: boolean;
  action: RowAction | null;
  data: T;
};
export type NominationRowsState<T> = { rows: NominationRow<T>[]; deleted: NominationRow<T>[] };

export type NominationRowsEvent<T> =
  | { type: 'load'; rows: readonly { key: string; data: T }[] }
  | { type: 'add'; key: string; data: T }
  | { type: 'edit'; key: string; data: T }
  | { type: 'remove'; key: string };

export function emptyNominationRows<T>(): NominationRowsState<T> {
  return { rows: [], deleted: [] };
}

/**
 * spec 1 §4 "Beneficiary row action": new rows are Insert; an edited pre-existing row is Update
 * (a new row stays Insert); a removed pre-existing row is Delete and goes to the deleted list; a
 * removed new row is simply dropped. Loading replaces everything with unchanged rows.
 */
export function nominationRowsReducer<T>(
  state: NominationRowsState<T>,
  event: NominationRowsEvent<T>,
): NominationRowsState<T> {
  switch (event.type) {
    case 'load':
      return {
        rows: event.rows.map(({ key, data }) => ({ key, data, isExisting: true, action: null })),
        deleted: [],
      };
    case 'add':
      if (state.rows.some((row) => row.key === event.key)) return state;
      return {
        ...state,
        rows: [
          ...state.rows,
          { key: event.key, data: event.data, isExisting: false, action: RowAction.Insert },
        ],
      };
    case 'edit':
      return {
        ...state,
        rows: state.rows.map((row) =>
          row.key === event.key
            ? {
                ...row,
                data: event.data,
                action: row.isExisting ? RowAction.Update : RowAction.Insert,
              }
            : row,
        ),
      };
    case 'remove': {
      const removed = state.rows.find((row) => row.key === event.key);
      if (removed === undefined) return state;
      const rows = state.rows.filter((row) => row.key !== event.key);
      if (!removed.isExisting) return { ...state, rows };
      return { rows, deleted: [...state.deleted, { ...removed, action: RowAction.Delete }] };
    }
  }
}

/** spec 1 §4: only rows with an action, plus deleted rows, are sent. */
export function rowsToSubmit<T>(state: NominationRowsState<T>): { action: RowAction; data: T }[] {
  return [...state.rows, ...state.deleted].flatMap((row) =>
    row.action === null ? [] : [{ action: row.action, data: row.data }],
  );
}

/** spec 1 §4: pending changed rows or deletions. */
export function hasPendingChanges<T>(state: NominationRowsState<T>): boolean {
  return state.deleted.length > 0 || state.rows.some((row) => row.action !== null);
}

/**
 * spec 1 §4: Submit is enabled only when the form is hidden, the total allocation is 100, nothing
 * is loading, no allocation is zero, and the consent box is ticked.
 */
export function canSubmitNomination(input: {
  isFormVisible: boolean;
  allocations: readonly (BasisPoints | number)[];
  isLoading: boolean;
  isConsentGiven: boolean;
}): boolean {
  const { isFormVisible, allocations, isLoading, isConsentGiven } = input;
  const total = allocations.reduce<number>((sum, share) => sum + share, 0);
  return (
    !isFormVisible &&
    total === FULL_SHARE &&
    !isLoading &&
    !allocations.some((share) => share === 0) &&
    isConsentGiven
  );
}

/**
 * Why Submit is disabled, in the member's words (a disabled action says why), or null when only
 * the open form or a save in progress holds it (those show themselves).
 */
export function submitBlockedReason(input: {
  allocations: readonly (BasisPoints | number)[];
  isConsentGiven: boolean;
}): string | null {
  const total = input.allocations.reduce<number>((sum, share) => sum + share, 0);
  if (input.allocations.length === 0) return 'Add a beneficiary to submit.';
  if (input.allocations.some((share) => share === 0))
    return 'Give every beneficiary a share above 0% to submit.';
  if (total !== FULL_SHARE) return 'The shares must add up to 100% before you can submit.';
  if (!input.isConsentGiven) return 'Tick the consent box to submit.';
  return null;
}

/**
 * spec 1 §4: closing the modal with unsaved changes (a dirty form, pending changed rows or
 * deletions) and without success asks for confirmation; otherwise it closes.
 */
export function closeManageBeneficiaries(input: {
  isFormDirty: boolean;
  hasPendingChanges: boolean;
  isSuccess: boolean;
}): 'confirm-cancel' | 'close' {
  const { isFormDirty, hasPendingChanges: pending, isSuccess } = input;
  return !isSuccess && (isFormDirty || pending) ? 'confirm-cancel' : 'close';
}

export const BeneficiaryListState = {
  Loading: 'Loading',
  Error: 'Error',
  Data: 'Data',
  NoData: 'NoData',
} as const;
export type BeneficiaryListState = (typeof BeneficiaryListState)[keyof typeof BeneficiaryListState];

/**
 * spec 1 §4, spec 2 §4: Loading while data loads; otherwise Error if a load error exists; Data if
 * the membership has at least one beneficiary; otherwise NoData.
 */
export function beneficiaryListState(input: {
  isLoading: boolean;
  hasError: boolean;
  beneficiaryCount: number;
}): BeneficiaryListState {
  if (input.isLoading) return BeneficiaryListState.Loading;
  if (input.hasError) return BeneficiaryListState.Error;
  return input.beneficiaryCount > 0 ? BeneficiaryListState.Data : BeneficiaryListState.NoData;
}

/** spec 1 §4: funeral cover offers Add when there is no beneficiary and Replace when there is one. */
export function funeralNominationJourney(beneficiaryCount: number): 'Add' | 'Replace' {
  return beneficiaryCount === 0 ? 'Add' : 'Replace';
}

/** spec 1 §4: the report kind, Lumpsum for life cover, Funeral for funeral, empty for retirement. */
export function reportKind(nominationTypeId: NominationTypeId): 'Lumpsum' | 'Funeral' | '' {
  if (nominationTypeId === NominationTypeId.LifeCover) return 'Lumpsum';
  if (nominationTypeId === NominationTypeId.Funeral) return 'Funeral';
  return '';
}

/** spec 1 §2.7: approved cover rows are sorted ascending by nomineeIdentifier (numbers by value). */
export function compareNomineeIdentifiers(
  a: string | number | null | undefined,
  b: string | number | null | undefined,
): number {
  return numericOrder().compare(String(a ?? ''), String(b ?? ''));
}

// One collator for every comparison: `localeCompare` with options builds one each call, which on
// a phone is most of the time a list's sort takes.
let collator: Intl.Collator | undefined;
function numericOrder(): Intl.Collator {
  collator ??= new Intl.Collator('en', { numeric: true });
  return collator;
}

/** spec 1 §9, spec 2 §9: the beneficiary report's file name. */
export const BENEFICIARY_REPORT_FILE_NAME = 'BeneficiaryReport.pdf';
