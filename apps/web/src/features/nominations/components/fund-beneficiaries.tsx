import { Button, Group, Stack, Text } from '@mantine/core';
import type { ProductNomination } from '@portal/contract/nomination';
import { NominationChannel } from '@portal/domain/nomination-channel';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { EMPTY_TITLE, RETIREMENT_EMPTY_MESSAGE } from '../utils/display';
import { EmptyPanel } from './empty-panel';
import { PlusIcon } from './icons';
import { NominationBeneficiaries } from './nomination-beneficiaries';
import { NominationFormModal } from './nomination-form-modal';
import { PdfDownloadButton } from './pdf-download-button';

export const RETAIL_FORM_PROMPT =
  'To add or change your beneficiaries, complete the Nomination of Beneficiaries form and email it to us.';

type FundBeneficiariesProps = {
  /** The fund's retirement nomination; a product without one shows the empty state. */
  nomination: ProductNomination | undefined;
  memberName: string;
  schemeNumber: string;
  productName: string;
  /** The tab's Chart/Details choice (spec 2 §2). */
  view: 'chart' | 'details';
  /** The tab's Chart/Details toggle, placed with the actions. */
  viewToggle?: ReactNode;
  /**
   * spec 2 §6: a retail product without a nomination of its own offers the form to email; a
   * product with one follows its nomination channel (a retirement annuity's is online).
   */
  isRetailView: boolean;
  /** Where the completed form is emailed (configuration). */
  formEmail: string;
  /** The success section's referral banner (hidden for staff), supplied by the page. */
  referral?: ReactNode;
};

/**
 * The fund details page's Beneficiaries tab content (spec 2 §2): the fund's retirement nomination
 * as a table or chart with its status; for a fund nominated online (employer funds, retirement
 * annuities) Add, the row Edit/Delete menu, the Manage beneficiaries modal and the Download PDF
 * report; for a fund nominated on a signed form (restricted, preservation) the pre-filled form.
 * A retail product without a nomination offers an info line and Go to form.
 */
export function FundBeneficiaries({
  nomination,
  memberName,
  schemeNumber,
  productName,
  view,
  viewToggle,
  isRetailView,
  formEmail,
  referral,
}: FundBeneficiariesProps) {
  const [isFormOpen, setIsFormOpen] = useState(false);
  const formPrompt = isRetailView ? <FormPrompt onOpen={() => setIsFormOpen(true)} /> : null;
  const formModal = isRetailView ? (
    <NominationFormModal
      opened={isFormOpen}
      onClose={() => setIsFormOpen(false)}
      schemeNumber={schemeNumber}
      productName={productName}
      email={formEmail}
    />
  ) : null;

  if (!nomination) {
    return (
      <Stack gap="md">
        {formPrompt ? <ActionsRow start={formPrompt} /> : null}
        <EmptyPanel title={EMPTY_TITLE} message={RETIREMENT_EMPTY_MESSAGE} />
        {formModal}
      </Stack>
    );
  }
  // A fund nominated online offers Add, the row menu and its report; a fund whose rules ask for a
  // signed form offers that form (NominationBeneficiaries shows it) and no report (spec 2 §3).
  const isOnline = nomination.membership.nominationChannel === NominationChannel.Online;
  const hasReport = nomination.beneficiaries.length > 0 && isOnline;
  return (
    <NominationBeneficiaries
      nomination={nomination}
      memberName={memberName}
      referral={referral}
      view={view === 'chart' ? 'chart' : 'table'}
      isReadOnly={!isOnline}
      renderActions={(openJourney) => (
        <ActionsRow
          start={
            isOnline ? (
              <Button
                size="sm"
                leftSection={<PlusIcon />}
                aria-label="Add beneficiary"
                onClick={() => openJourney({ kind: 'add' })}
              >
                Add
              </Button>
            ) : null
          }
          end={
            <>
              {viewToggle}
              {hasReport ? (
                <PdfDownloadButton
                  variant="button"
                  target={{
                    caseMbrKey: nomination.caseMbrKey,
                    nominationTypeId: nomination.nominationTypeId,
                  }}
                  productName={nomination.key}
                />
              ) : null}
            </>
          }
        />
      )}
    />
  );
}

/** The row above the list: the way to change it first, the toggle and the report at the end. */
function ActionsRow({ start, end }: { start: ReactNode | null; end?: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap" w="100%">
      {start}
      {end ? (
        <Group gap="sm" wrap="wrap">
          {end}
        </Group>
      ) : null}
    </Group>
  );
}

function FormPrompt({ onOpen }: { onOpen: () => void }) {
  return (
    <Group gap="sm" wrap="wrap" style={{ flex: '1 1 18rem' }}>
      <Text size="sm" style={{ flex: '1 1 14rem' }}>
        {RETAIL_FORM_PROMPT}
      </Text>
      <Button variant="outline" size="sm" onClick={onOpen}>
        Go to form
      </Button>
    </Group>
  );
}
