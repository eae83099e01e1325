import { useMediaQuery } from '@mantine/hooks';
import type { ProductNomination } from '@portal/contract/nomination';
import { NominationTypeId } from '@portal/domain/nomination';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { NominationJourney } from '../hooks/use-manage-beneficiaries';
import { DialogFrame } from './dialog-frame';
import { ManageBeneficiariesContent } from './manage-beneficiaries-content';

/** spec 1 §9 modal widths: Manage beneficiaries 1300; funeral nomination forms 850. */
export const MANAGE_MODAL_WIDTH = 1300;
export const FUNERAL_MODAL_WIDTH = 850;
export const MANAGE_TITLE = 'Manage beneficiaries';
export const FUNERAL_NOMINATION_TITLE = 'Nomination of beneficiary - unapproved funeral benefit';
export const FUNERAL_EDIT_TITLE = 'Edit beneficiary - unapproved funeral benefit';

export function modalTitle(nominationTypeId: number, journey: NominationJourney): string {
  if (nominationTypeId !== NominationTypeId.Funeral) return MANAGE_TITLE;
  return journey.kind === 'edit' ? FUNERAL_EDIT_TITLE : FUNERAL_NOMINATION_TITLE;
}

type ManageBeneficiariesModalProps = {
  /** What to open with; null keeps the modal closed. */
  journey: NominationJourney | null;
  nomination: ProductNomination;
  memberName: string;
  referral?: ReactNode;
  onClose: () => void;
};

/**
 * spec 1 §2.5, §2.7: the modal that hosts add, edit, delete and replace. Never closed by an
 * outside click; full screen on mobile. Its state starts afresh each time it opens.
 */
export function ManageBeneficiariesModal({
  journey,
  nomination,
  memberName,
  referral,
  onClose,
}: ManageBeneficiariesModalProps) {
  const isMobile = useMediaQuery('(max-width: 48em)');
  const [closeRequest, setCloseRequest] = useState(0);
  const isFuneral = nomination.nominationTypeId === NominationTypeId.Funeral;
  return (
    <DialogFrame
      opened={journey !== null}
      onClose={() => setCloseRequest((count) => count + 1)}
      title={journey ? modalTitle(nomination.nominationTypeId, journey) : MANAGE_TITLE}
      size={isFuneral ? FUNERAL_MODAL_WIDTH : MANAGE_MODAL_WIDTH}
      fullScreen={isMobile === true}
    >
      {journey ? (
        <ManageBeneficiariesContent
          journey={journey}
          nomination={nomination}
          memberName={memberName}
          referral={referral}
          closeRequest={closeRequest}
          onClose={onClose}
        />
      ) : null}
    </DialogFrame>
  );
}
