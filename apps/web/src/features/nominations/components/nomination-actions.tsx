import { Button, Group } from '@mantine/core';
import type { ProductNomination } from '@portal/contract/nomination';
import { funeralNominationJourney, NominationTypeId } from '@portal/domain/nomination';
import type { NominationJourney } from '../hooks/use-manage-beneficiaries';
import { PlusIcon, SwitchIcon } from './icons';
import { PdfDownloadButton } from './pdf-download-button';

type NominationActionsProps = {
  nomination: ProductNomination;
  onOpen: (journey: NominationJourney) => void;
  onSwap: () => void;
};

/**
 * spec 1 §2.7, §4 nomination journeys: retirement and life cover offer Add; funeral offers Add
 * when empty and Replace when not, plus Swap; every unrestricted product offers its PDF report.
 */
export function NominationActions({ nomination, onOpen, onSwap }: NominationActionsProps) {
  const count = nomination.beneficiaries.length;
  const isFuneral = nomination.nominationTypeId === NominationTypeId.Funeral;
  const isRestricted = nomination.membership.isRestricted;
  const journey = isFuneral ? funeralNominationJourney(count) : 'Add';
  return (
    <Group gap="xs" wrap="wrap">
      {isRestricted ? null : (
        <Button
          size="sm"
          leftSection={<PlusIcon />}
          aria-label={`${journey} beneficiary for ${nomination.key}`}
          onClick={() => onOpen(journey === 'Replace' ? { kind: 'replace' } : { kind: 'add' })}
        >
          {journey}
        </Button>
      )}
      {isFuneral && !isRestricted ? (
        <Button
          size="sm"
          variant="outline"
          leftSection={<SwitchIcon />}
          disabled={count < 2}
          aria-label={`Swap beneficiaries for ${nomination.key}`}
          onClick={onSwap}
        >
          Swap
        </Button>
      ) : null}
      {/* The report draws on the unrestricted fund record (spec 2 §3): none for a restricted one.
          An empty nomination still has one (spec 1 §2.6: Add and download buttons beside the
          heading), saying no beneficiary is appointed. */}
      {isRestricted ? null : (
        <PdfDownloadButton
          target={{
            caseMbrKey: nomination.caseMbrKey,
            nominationTypeId: nomination.nominationTypeId,
          }}
          productName={nomination.key}
        />
      )}
    </Group>
  );
}
