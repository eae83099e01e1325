import type { ExternalFund, ExternalFundInput } from '@portal/contract/portfolio';
import { AppModal } from '@/components/ui/app-modal';
import { showToast, ToastType } from '@/components/ui/toast';
import { useAddExternalFund, useUpdateExternalFund } from '../api/save-external-fund';
import { ExternalFundForm } from './external-fund-form';

export const ADD_EXTERNAL_FUND_TITLE = 'Add a fund you hold elsewhere';
export const EDIT_EXTERNAL_FUND_TITLE = 'Edit your external fund';
const MODAL_WIDTH = 620;

type ExternalFundModalProps = {
  opened: boolean;
  /** The fund to edit; none to add one. */
  fund?: ExternalFund | undefined;
  onClose: () => void;
  /** After a saved change (the page refreshes what it built from the funds). */
  onChanged?: (() => void) | undefined;
};

/** Adds or edits an external fund in a modal; a failed save keeps the form as the member left it. */
export function ExternalFundModal({ opened, fund, onClose, onChanged }: ExternalFundModalProps) {
  const add = useAddExternalFund({ onChanged });
  const update = useUpdateExternalFund({ onChanged });

  async function handleSave(input: ExternalFundInput) {
    if (fund) {
      await update.mutateAsync({ ...input, fundId: fund.fundId });
      showToast({
        type: ToastType.Success,
        title: 'Fund updated',
        message: `${input.productName} has been updated.`,
      });
    } else {
      await add.mutateAsync(input);
      showToast({
        type: ToastType.Success,
        title: 'Fund added',
        message: `${input.productName} has been added to your portfolio.`,
      });
    }
    onClose();
  }

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={fund ? EDIT_EXTERNAL_FUND_TITLE : ADD_EXTERNAL_FUND_TITLE}
      size={MODAL_WIDTH}
      closeOnClickOutside={false}
    >
      {/* A new form each time the modal opens, for another fund or a fresh one. */}
      <ExternalFundForm
        key={fund?.fundId ?? 'new'}
        fund={fund}
        onSave={handleSave}
        onCancel={onClose}
        isSaving={add.isPending || update.isPending}
      />
    </AppModal>
  );
}
