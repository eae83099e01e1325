import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { ExternalFund } from '@portal/contract/portfolio';
import { AppModal } from '@/components/ui/app-modal';
import { showToast, ToastType } from '@/components/ui/toast';
import { useDeleteExternalFund } from '../api/save-external-fund';

export const DELETE_EXTERNAL_FUND_TITLE = 'Do you want to delete this fund?';
export const DELETE_EXTERNAL_FUND_ERROR =
  'Something went wrong deleting your fund. Please try again.';

type DeleteExternalFundModalProps = {
  /** The fund to delete; the modal is open while there is one. */
  fund: ExternalFund | null;
  onClose: () => void;
  onChanged?: (() => void) | undefined;
};

/** Asks before an external fund is deleted (Cancel / Delete). */
export function DeleteExternalFundModal({
  fund,
  onClose,
  onChanged,
}: DeleteExternalFundModalProps) {
  const remove = useDeleteExternalFund({ onChanged });

  function handleClose() {
    remove.reset();
    onClose();
  }

  function handleDelete() {
    if (!fund) return;
    remove.mutate(fund.fundId, {
      onSuccess: () => {
        showToast({
          type: ToastType.Success,
          title: 'Fund deleted',
          message: `${fund.productName} has been removed from your portfolio.`,
        });
        handleClose();
      },
    });
  }

  return (
    <AppModal
      opened={fund !== null}
      onClose={handleClose}
      title={DELETE_EXTERNAL_FUND_TITLE}
      variant="warn"
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Text>
          {fund
            ? `${fund.productName} (${fund.providerName}) will be removed from your portfolio. This cannot be undone.`
            : null}
        </Text>
        {remove.isError ? (
          <Alert color="red.9" variant="outline" title="Your fund was not deleted" role="alert">
            {DELETE_EXTERNAL_FUND_ERROR}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="red.9" onClick={handleDelete} loading={remove.isPending}>
            Delete
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
