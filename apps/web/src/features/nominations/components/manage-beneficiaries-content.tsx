import { Button, Center, Group, Loader, Stack } from '@mantine/core';
import type { ProductNomination } from '@portal/contract/nomination';
import { NominationTypeId, submitBlockedReason } from '@portal/domain/nomination';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { InlineError } from '@/components/ui/inline-error';
import { useValueSets } from '../api/get-value-sets';
import { useManageBeneficiaries } from '../hooks/use-manage-beneficiaries';
import type { NominationJourney } from '../hooks/use-manage-beneficiaries';
import { useSectionFocus } from '../hooks/use-section-focus';
import { rowName } from '../utils/beneficiary-values';
import { AllocationPanel } from './allocation-panel';
import { BeneficiaryForm } from './beneficiary-form';
import { CancelConfirmation, DeleteConfirmation } from './confirmations';
import { ConsentSection } from './consent-section';
import { DisabledReason } from './disabled-reason';
import { SuccessSection } from './success-section';

export const VALUE_SETS_FAILED_MESSAGE = 'Something went wrong. Please try again later.';

type ManageBeneficiariesContentProps = {
  journey: NominationJourney;
  nomination: ProductNomination;
  memberName: string;
  referral?: ReactNode;
  /** Increases each time the member asks to close (the X or Escape). */
  closeRequest: number;
  onClose: () => void;
};

export function ManageBeneficiariesContent({
  journey,
  nomination,
  memberName,
  referral,
  closeRequest,
  onClose,
}: ManageBeneficiariesContentProps) {
  const valueSets = useValueSets();
  const state = useManageBeneficiaries(nomination, journey);
  const isFuneral = nomination.nominationTypeId === NominationTypeId.Funeral;
  // spec 1 §4: funeral cover adds only when empty (Add) or as a whole new list (Replace); its Edit
  // changes the rows it has and never adds one.
  const canAddRows = !(isFuneral && journey.kind === 'edit');
  const seenCloseRequest = useRef(closeRequest);
  const submitReasonId = useId();
  const submitReason =
    state.canSubmit || state.isSaving
      ? null
      : submitBlockedReason({
          allocations: state.shares,
          isConsentGiven: state.isConsentGiven,
        });
  // Each change of section moves focus into the new one: the form's first field (once the value
  // sets are in), the allocation heading, the confirmation's safe button, the success heading.
  const sectionRef = useSectionFocus<HTMLDivElement>(
    state.section === 'form' ? `form:${state.formKey}:${valueSets.status}` : state.section,
  );

  useEffect(() => {
    if (closeRequest === seenCloseRequest.current) return;
    seenCloseRequest.current = closeRequest;
    if (state.requestClose() === 'close') onClose();
  }, [closeRequest, state, onClose]);

  function renderForm() {
    if (valueSets.isPending) {
      return (
        <Center mih={200}>
          <Loader aria-label="Loading the beneficiary form" role="status" />
        </Center>
      );
    }
    if (valueSets.isError) {
      return <InlineError message={VALUE_SETS_FAILED_MESSAGE} />;
    }
    return (
      <BeneficiaryForm
        key={state.formKey}
        initialValues={state.formValues}
        kind={isFuneral ? 'funeral' : 'standard'}
        isEditing={state.editingRow !== undefined}
        isApproved={nomination.membership.isApproved}
        valueSets={valueSets.data}
        onSave={state.saveForm}
        onDirtyChange={state.onFormDirtyChange}
        onCancel={() => {
          if (state.cancelForm() === 'close') onClose();
        }}
      />
    );
  }

  function renderSection() {
    if (state.section === 'success') {
      return (
        <SuccessSection
          memberName={memberName}
          productName={nomination.key}
          pdfTarget={{
            caseMbrKey: nomination.caseMbrKey,
            nominationTypeId: nomination.nominationTypeId,
          }}
          referral={referral}
          onClose={onClose}
        />
      );
    }
    if (state.isFormKept) {
      return (
        <>
          {state.section === 'cancel' ? (
            <CancelConfirmation onNo={state.keepEditing} onYes={onClose} />
          ) : null}
          <div hidden={state.section !== 'form'}>{renderForm()}</div>
        </>
      );
    }
    if (state.section === 'cancel') {
      return <CancelConfirmation onNo={state.keepEditing} onYes={onClose} />;
    }
    if (state.section === 'delete') {
      return (
        <DeleteConfirmation
          name={state.deletingRow ? rowName(state.deletingRow.data.values) : ''}
          onCancel={() => {
            if (state.cancelDelete() === 'close') onClose();
          }}
          onDelete={state.confirmDelete}
        />
      );
    }
    return (
      <Stack gap="lg">
        <AllocationPanel
          rows={state.rows}
          shares={state.shares}
          onShareChange={state.changeShare}
          onEdit={(key) => state.showForm(key)}
          onDelete={isFuneral ? undefined : state.askDelete}
          onAdd={canAddRows ? () => state.showForm(null) : undefined}
        />
        <ConsentSection
          isApproved={nomination.membership.isApproved}
          checked={state.isConsentGiven}
          onChange={state.setIsConsentGiven}
        />
        {state.saveError ? (
          <InlineError message={state.saveError} onClose={state.clearSaveError} />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => {
              if (state.requestClose() === 'close') onClose();
            }}
          >
            Cancel
          </Button>
          <Button
            onClick={() => void state.submit()}
            disabled={!state.canSubmit}
            loading={state.isSaving}
            aria-describedby={submitReason ? submitReasonId : undefined}
          >
            Submit
          </Button>
        </Group>
        {submitReason ? <DisabledReason id={submitReasonId}>{submitReason}</DisabledReason> : null}
      </Stack>
    );
  }

  return <div ref={sectionRef}>{renderSection()}</div>;
}
