import { Button, Group, Stack } from '@mantine/core';
import type { ProductNomination } from '@portal/contract/nomination';
import { funeralNominationJourney, NominationTypeId } from '@portal/domain/nomination';
import { NominationChannel } from '@portal/domain/nomination-channel';
import { useId } from 'react';
import type { NominationJourney } from '../hooks/use-manage-beneficiaries';
import { DisabledReason } from './disabled-reason';
import { PlusIcon, SwitchIcon } from './icons';
import { PdfDownloadButton } from './pdf-download-button';

/** Why Swap is disabled on a funeral cover with fewer than two beneficiaries. */
export const SWAP_NEEDS_TWO =
  'Swap changes the order of two beneficiaries: add a second one first.';

type NominationActionsProps = {
  nomination: ProductNomination;
  onOpen: (journey: NominationJourney) => void;
  onSwap: () => void;
};

/**
 * spec 1 §2.7, §4 nomination journeys: retirement and life cover offer Add; funeral offers Add
 * when empty and Replace when not, plus Swap; every nomination made online offers its PDF report.
 * A fund nominated on a signed form offers its form instead (SignedFormPanel, beside the list).
 */
export function NominationActions({ nomination, onOpen, onSwap }: NominationActionsProps) {
  const swapReasonId = useId();
  const count = nomination.beneficiaries.length;
  const isFuneral = nomination.nominationTypeId === NominationTypeId.Funeral;
  if (nomination.membership.nominationChannel === NominationChannel.SignedForm) return null;
  const journey = isFuneral ? funeralNominationJourney(count) : 'Add';
  const canSwap = count >= 2;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Button
          size="sm"
          leftSection={<PlusIcon />}
          aria-label={`${journey} beneficiary for ${nomination.key}`}
          onClick={() => onOpen(journey === 'Replace' ? { kind: 'replace' } : { kind: 'add' })}
        >
          {journey}
        </Button>
        {isFuneral ? (
          <Button
            size="sm"
            variant="outline"
            leftSection={<SwitchIcon />}
            disabled={!canSwap}
            aria-label={`Swap beneficiaries for ${nomination.key}`}
            aria-describedby={canSwap ? undefined : swapReasonId}
            onClick={onSwap}
          >
            Swap
          </Button>
        ) : null}
        {/* An empty nomination still has its report (spec 1 §2.6: Add and download buttons
            beside the heading), saying no beneficiary is appointed. */}
        <PdfDownloadButton
          target={{
            caseMbrKey: nomination.caseMbrKey,
            nominationTypeId: nomination.nominationTypeId,
          }}
          productName={nomination.key}
        />
      </Group>
      {isFuneral && !canSwap ? (
        <DisabledReason id={swapReasonId}>{SWAP_NEEDS_TWO}</DisabledReason>
      ) : null}
    </Stack>
  );
}
