import { Button, Group, Stack, Text } from '@mantine/core';
import type { ProductNomination } from '@portal/contract/nomination';
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
export const RESTRICTED_NOTE = 'Restricted: changes go through your HR department.';

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
  /** spec 2 §6: retail users or retail products get the form instead of Add, Edit and Delete. */
  isRetailView: boolean;
  /** Where the completed form is emailed (configuration). */
  formEmail: string;
  /** The success section's referral banner (hidden for staff), supplied by the page. */
  referral?: ReactNode;
};

/**
 * The fund details page's Beneficiaries tab content (spec 2 §2): the fund's retirement nomination
 * as a table or chart; Add, the row Edit/Delete menu and the Manage beneficiaries modal for
 * non-retail products; the Download PDF report; for retail products an info line and Go to form,
 * which opens the Nomination of Beneficiaries modal.
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
  const isRestricted = nomination.membership.isRestricted;
  // The report of a restricted fund is refused (spec 2 §3), so it is not offered.
  const hasReport = nomination.beneficiaries.length > 0 && !isRestricted;
  return (
    <>
      <NominationBeneficiaries
        nomination={nomination}
        memberName={memberName}
        referral={referral}
        view={view === 'chart' ? 'chart' : 'table'}
        isReadOnly={isRetailView}
        renderActions={(openJourney) => (
          <ActionsRow
            start={
              isRetailView ? (
                formPrompt
              ) : isRestricted ? (
                <Text size="sm">{RESTRICTED_NOTE}</Text>
              ) : (
                <Button
                  size="sm"
                  leftSection={<PlusIcon />}
                  aria-label="Add beneficiary"
                  onClick={() => openJourney({ kind: 'add' })}
                >
                  Add
                </Button>
              )
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
      {formModal}
    </>
  );
}

/** The row above the list: the way to change it first, the toggle and the report at the end. */
function ActionsRow({ start, end }: { start: ReactNode; end?: ReactNode }) {
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
