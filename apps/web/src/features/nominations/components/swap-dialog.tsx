import { Button, Group, Stack, Text } from '@mantine/core';
import type { ProductNomination } from '@portal/contract/nomination';
import { STALE_NOMINATION_MESSAGE } from '@portal/contract/calls/nomination';
import { useId, useState } from 'react';
import { InlineError } from '@/components/ui/inline-error';
import { SelectField } from '@/components/ui/select-field';
import { ToastType, showToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useSwapNomination } from '../api/swap-nomination';
import { sortedBeneficiaries } from '../utils/display';
import { DialogFrame } from './dialog-frame';
import { DisabledReason } from './disabled-reason';

export const SWAP_FAILED_MESSAGE =
  'Something went wrong swapping your beneficiaries. Please try again later.';

type SwapDialogProps = { nomination: ProductNomination; opened: boolean; onClose: () => void };

/** spec 1 §4 Swap (funeral): two beneficiaries exchange their order. */
export function SwapDialog({ nomination, opened, onClose }: SwapDialogProps) {
  const [first, setFirst] = useState<string | null>(null);
  const [second, setSecond] = useState<string | null>(null);
  const swap = useSwapNomination();
  const options = sortedBeneficiaries(nomination.beneficiaries).map((beneficiary, index) => ({
    value: String(beneficiary.nomineeIdentifier),
    label: `${index + 1}. ${beneficiary.name} ${beneficiary.surname}`,
  }));
  const canSwap = first !== null && second !== null && first !== second && !swap.isPending;
  const reasonId = useId();
  const reason =
    first === null || second === null
      ? 'Choose both beneficiaries to swap.'
      : first === second
        ? 'Choose two different beneficiaries to swap.'
        : null;

  function close() {
    setFirst(null);
    setSecond(null);
    swap.reset();
    onClose();
  }

  function handleSwap() {
    if (first === null || second === null) return;
    swap.mutate(
      {
        membership: {
          caseMbrKey: nomination.caseMbrKey,
          nominationTypeId: nomination.nominationTypeId,
          version: nomination.version,
        },
        nomineeIdentifiers: [Number(first), Number(second)],
      },
      {
        onSuccess: () => {
          showToast({
            type: ToastType.Success,
            title: 'Success!',
            message: 'Your beneficiaries were swapped.',
          });
          close();
        },
      },
    );
  }

  const error = swap.error;
  return (
    <DialogFrame opened={opened} onClose={close} title="Swap beneficiaries" size={480}>
      <Stack gap="md">
        <Text size="sm">Choose the two beneficiaries whose order you want to exchange.</Text>
        <SelectField
          label="First beneficiary"
          options={options}
          value={first}
          onChange={setFirst}
        />
        <SelectField
          label="Second beneficiary"
          options={options}
          value={second}
          onChange={setSecond}
        />
        {error ? (
          <InlineError
            message={
              isApiError(error) && error.code === 'CONFLICT'
                ? STALE_NOMINATION_MESSAGE
                : SWAP_FAILED_MESSAGE
            }
            onClose={() => swap.reset()}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            onClick={handleSwap}
            disabled={!canSwap}
            loading={swap.isPending}
            aria-describedby={reason ? reasonId : undefined}
          >
            Swap
          </Button>
        </Group>
        {reason ? <DisabledReason id={reasonId}>{reason}</DisabledReason> : null}
      </Stack>
    </DialogFrame>
  );
}
