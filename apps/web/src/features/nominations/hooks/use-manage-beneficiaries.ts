import type { ProductNomination } from '@portal/contract/nomination';
import { STALE_NOMINATION_MESSAGE } from '@portal/contract/calls/nomination';
import {
  canSubmitNomination,
  closeManageBeneficiaries,
  compareNomineeIdentifiers,
  emptyNominationRows,
  hasPendingChanges,
  nominationRowsReducer,
  rowsToSubmit,
} from '@portal/domain/nomination';
import type { NominationRow } from '@portal/domain/nomination';
import { useCallback, useReducer, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { useProcessNomination } from '../api/process-nomination';
import { useReplaceNomination } from '../api/replace-nomination';
import {
  blankBeneficiaryValues,
  changeFromRow,
  entryFromValues,
  shareOf,
  valuesFromBeneficiary,
} from '../utils/beneficiary-values';
import type { BeneficiaryFormValues, BeneficiaryRowData } from '../utils/beneficiary-values';

/** spec 1 §3 "Modal journeys": Add, Edit, Delete, Replace (Swap has its own dialog). */
export type NominationJourney =
  | { kind: 'add' }
  | { kind: 'replace' }
  | { kind: 'edit'; nomineeIdentifier: number }
  | { kind: 'delete'; nomineeIdentifier: number };

/** spec 1 §4 "Modal sections": beneficiary form, cancel, success, delete; plus the panel. */
export type ModalSection = 'form' | 'panel' | 'cancel' | 'delete' | 'success';

export const SAVE_FAILED_MESSAGE =
  'Something went wrong adding your beneficiaries. Please try again later.';

export type BeneficiaryRow = NominationRow<BeneficiaryRowData>;

const keyOf = (nomineeIdentifier: number) => `b-${nomineeIdentifier}`;

function initialRows(nomination: ProductNomination, journey: NominationJourney) {
  // Replace starts from an empty list: the new rows take the place of every saved one.
  if (journey.kind === 'replace') return emptyNominationRows<BeneficiaryRowData>();
  const sorted = [...nomination.beneficiaries].sort((a, b) =>
    compareNomineeIdentifiers(a.nomineeIdentifier, b.nomineeIdentifier),
  );
  return nominationRowsReducer(emptyNominationRows<BeneficiaryRowData>(), {
    type: 'load',
    rows: sorted.map((beneficiary) => ({
      key: keyOf(beneficiary.nomineeIdentifier),
      data: {
        values: valuesFromBeneficiary(beneficiary),
        nomineeIdentifier: beneficiary.nomineeIdentifier,
      },
    })),
  });
}

function initialSection(journey: NominationJourney): ModalSection {
  return journey.kind === 'delete' ? 'delete' : 'form';
}

/** The state of the Manage beneficiaries modal (spec 1 §2.5, §4). */
export function useManageBeneficiaries(nomination: ProductNomination, journey: NominationJourney) {
  const [rows, dispatch] = useReducer(nominationRowsReducer<BeneficiaryRowData>, undefined, () =>
    initialRows(nomination, journey),
  );
  const [section, setSection] = useState<ModalSection>(() => initialSection(journey));
  const [returnTo, setReturnTo] = useState<ModalSection | 'close'>('panel');
  const [editingKey, setEditingKey] = useState<string | null>(() =>
    journey.kind === 'edit' ? keyOf(journey.nomineeIdentifier) : null,
  );
  const [deletingKey, setDeletingKey] = useState<string | null>(() =>
    journey.kind === 'delete' ? keyOf(journey.nomineeIdentifier) : null,
  );
  const [isConsentGiven, setIsConsentGiven] = useState(false);
  const [isFormDirty, setIsFormDirty] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const nextKey = useRef(0);
  const processSave = useProcessNomination();
  const replaceSave = useReplaceNomination();
  const isSaving = processSave.isPending || replaceSave.isPending;

  const editingRow = rows.rows.find((row) => row.key === editingKey);
  const formValues: BeneficiaryFormValues = editingRow?.data.values ?? blankBeneficiaryValues();
  const shares = rows.rows.map((row) => shareOf(row.data.values));
  const canSubmit = canSubmitNomination({
    isFormVisible: section === 'form',
    allocations: shares,
    isLoading: isSaving,
    isConsentGiven,
  });

  function showForm(key: string | null) {
    setEditingKey(key);
    setIsFormDirty(false);
    setSection('form');
  }

  /** spec 1 §4 "Saving a form": add or replace the row, hide the form, show the panel. */
  function saveForm(values: BeneficiaryFormValues) {
    if (editingRow) {
      dispatch({ type: 'edit', key: editingRow.key, data: { ...editingRow.data, values } });
    } else {
      nextKey.current += 1;
      dispatch({
        type: 'add',
        key: `new-${nextKey.current}`,
        data: { values, nomineeIdentifier: null },
      });
    }
    setEditingKey(null);
    setIsFormDirty(false);
    setSection('panel');
  }

  function changeShare(key: string, allocation: string) {
    const row = rows.rows.find((candidate) => candidate.key === key);
    if (!row || row.data.values.allocation === allocation) return;
    dispatch({
      type: 'edit',
      key,
      data: { ...row.data, values: { ...row.data.values, allocation } },
    });
  }

  function askDelete(key: string) {
    setDeletingKey(key);
    setReturnTo(section);
    setSection('delete');
  }

  /** Delete confirmed: the row leaves the list (a saved row is sent as Delete). */
  function confirmDelete() {
    if (deletingKey !== null) dispatch({ type: 'remove', key: deletingKey });
    setDeletingKey(null);
    setSection('panel');
  }

  /** Delete cancelled: back where the member was (the page, when the modal opened on it). */
  function cancelDelete(): 'close' | 'stay' {
    setDeletingKey(null);
    if (journey.kind === 'delete' && returnTo === 'panel' && !hasPendingChanges(rows)) {
      return 'close';
    }
    setSection('panel');
    return 'stay';
  }

  /** spec 1 §4: closing with unsaved changes asks first; otherwise the modal closes. */
  function requestClose(): 'close' | 'confirm' {
    const decision = closeManageBeneficiaries({
      isFormDirty: section === 'form' && isFormDirty,
      hasPendingChanges: hasPendingChanges(rows),
      isSuccess: section === 'success',
    });
    if (decision === 'close') return 'close';
    setReturnTo(section);
    setSection('cancel');
    return 'confirm';
  }

  /** Cancel confirmation: No returns to where the member was. */
  function keepEditing() {
    setSection(returnTo === 'close' ? 'panel' : returnTo);
  }

  /** The form's Cancel: back to the panel when there is a list, else close (asking if dirty). */
  function cancelForm(): 'close' | 'confirm' | 'stay' {
    if (isFormDirty) return requestClose();
    if (rows.rows.length === 0 && rows.deleted.length === 0) return 'close';
    setEditingKey(null);
    setSection('panel');
    return 'stay';
  }

  async function submit() {
    if (!canSubmit) return;
    setSaveError(null);
    const membership = {
      caseMbrKey: nomination.caseMbrKey,
      nominationTypeId: nomination.nominationTypeId,
      version: nomination.version,
    };
    try {
      if (journey.kind === 'replace') {
        await replaceSave.mutateAsync({
          membership,
          beneficiaries: rows.rows.map((row) => entryFromValues(row.data.values)),
          consent: true,
        });
      } else {
        await processSave.mutateAsync({
          membership,
          beneficiaries: rowsToSubmit(rows).map(({ action, data }) => changeFromRow(action, data)),
          consent: true,
        });
      }
      setSection('success');
    } catch (error) {
      setSaveError(saveErrorMessage(error));
    }
  }

  return {
    rows: rows.rows,
    section,
    /** The form stays mounted (hidden) under the cancel confirmation, so No keeps its input. */
    isFormKept: section === 'form' || (section === 'cancel' && returnTo === 'form'),
    editingRow,
    formValues,
    formKey: editingKey ?? `new-${nextKey.current}`,
    shares,
    canSubmit,
    isSaving,
    isConsentGiven,
    setIsConsentGiven,
    onFormDirtyChange: useCallback((dirty: boolean) => setIsFormDirty(dirty), []),
    saveError,
    clearSaveError: () => setSaveError(null),
    deletingRow: rows.rows.find((row) => row.key === deletingKey),
    showForm,
    saveForm,
    cancelForm,
    changeShare,
    askDelete,
    confirmDelete,
    cancelDelete,
    requestClose,
    keepEditing,
    submit,
  };
}

/** spec 1 §8: the inline error; a stale save (409) says so in the server's words. */
function saveErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === 'CONFLICT') return STALE_NOMINATION_MESSAGE;
  if (isApiError(error) && error.code === 'BAD_REQUEST') {
    const details = Object.values(error.fieldErrors).flat();
    return details.length > 0 ? `${SAVE_FAILED_MESSAGE} ${details.join(' ')}` : SAVE_FAILED_MESSAGE;
  }
  return SAVE_FAILED_MESSAGE;
}
