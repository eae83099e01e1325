import { Group, Paper, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import type { ProductNomination } from '@portal/contract/nomination';
import { NominationTypeId } from '@portal/domain/nomination';
import { NominationChannel } from '@portal/domain/nomination-channel';
import type { ReactNode } from 'react';
import { lazy, useState } from 'react';
import { Deferred } from '@/components/ui/deferred';
import { LazyPanel } from '@/components/ui/lazy-panel';
import type { NominationJourney } from '../hooks/use-manage-beneficiaries';
import { EMPTY_TITLE, emptyMessage, sortedBeneficiaries } from '../utils/display';
import { BeneficiariesTable } from './beneficiaries-table';
import { EmptyPanel } from './empty-panel';
import { NominationActions } from './nomination-actions';
import { NominationStatus } from './nomination-status';
import { SignedFormPanel } from './signed-form-panel';

// The allocation chart (the table is shown first) loads apart from the page: drawn on the server
// with the page, the browser keeps what the server drew until its code arrives
// (components/ui/lazy-panel.tsx).
const AllocationChart = lazy(() =>
  import('./allocation-chart').then(({ AllocationChart }) => ({ default: AllocationChart })),
);
// The beneficiary forms (and their phone and country data) and the swap dialog load when first
// opened.
const ManageBeneficiariesModal = lazy(() =>
  import('./manage-beneficiaries-modal').then(({ ManageBeneficiariesModal }) => ({
    default: ManageBeneficiariesModal,
  })),
);
const SwapDialog = lazy(() =>
  import('./swap-dialog').then(({ SwapDialog }) => ({ default: SwapDialog })),
);

type NominationBeneficiariesProps = {
  nomination: ProductNomination;
  memberName: string;
  referral?: ReactNode;
  /** Show the actions above the table (default). */
  showActions?: boolean;
  /** Table (default) or the allocation chart. */
  view?: 'table' | 'chart';
  /** A heading the actions sit beside, in one row that wraps on a phone (spec 1 §2.6). */
  heading?: ReactNode;
  /** No Add, Edit or Delete. */
  isReadOnly?: boolean;
  /** Replaces the default actions; it receives the way to open a journey in the modal. */
  renderActions?: (openJourney: (journey: NominationJourney) => void) => ReactNode;
};

/**
 * One nomination's beneficiaries with their journeys (spec 1 §2.6, §2.7): the actions, the table
 * (or the empty panel), the row menu (Edit; Delete except funeral) and the modals.
 */
export function NominationBeneficiaries({
  nomination,
  memberName,
  referral,
  showActions = true,
  view = 'table',
  heading,
  isReadOnly = false,
  renderActions,
}: NominationBeneficiariesProps) {
  const [journey, setJourney] = useState<NominationJourney | null>(null);
  const [isSwapping, setIsSwapping] = useState(false);
  const isFuneral = nomination.nominationTypeId === NominationTypeId.Funeral;
  const isSignedForm = nomination.membership.nominationChannel === NominationChannel.SignedForm;
  const canChange = !isReadOnly && !isSignedForm;
  const beneficiaries = sortedBeneficiaries(nomination.beneficiaries);
  return (
    <Stack gap="md">
      {heading !== undefined || showActions || renderActions ? (
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          {heading}
          {renderActions ? (
            renderActions(setJourney)
          ) : showActions ? (
            <NominationActions
              nomination={nomination}
              onOpen={setJourney}
              onSwap={() => setIsSwapping(true)}
            />
          ) : null}
        </Group>
      ) : null}
      {isSignedForm ? <SignedFormPanel nomination={nomination} /> : null}
      <NominationStatus nomination={nomination} />
      {beneficiaries.length === 0 ? (
        <EmptyPanel title={EMPTY_TITLE} message={emptyMessage(nomination.nominationTypeId)} />
      ) : view === 'chart' ? (
        <LazyPanel outline={<AllocationChartOutline />}>
          <AllocationChart beneficiaries={beneficiaries} />
        </LazyPanel>
      ) : (
        <BeneficiariesTable
          beneficiaries={beneficiaries}
          isApproved={nomination.membership.isApproved}
          withRowNumbers={isFuneral}
          caption={`Beneficiaries of ${nomination.key}`}
          onEdit={
            canChange ? (id) => setJourney({ kind: 'edit', nomineeIdentifier: id }) : undefined
          }
          onDelete={
            canChange && !isFuneral
              ? (id) => setJourney({ kind: 'delete', nomineeIdentifier: id })
              : undefined
          }
        />
      )}
      <Deferred when={journey !== null}>
        <ManageBeneficiariesModal
          journey={journey}
          nomination={nomination}
          memberName={memberName}
          referral={referral}
          onClose={() => setJourney(null)}
        />
      </Deferred>
      {isFuneral ? (
        <Deferred when={isSwapping}>
          <SwapDialog
            nomination={nomination}
            opened={isSwapping}
            onClose={() => setIsSwapping(false)}
          />
        </Deferred>
      ) : null}
    </Stack>
  );
}

/** The chart's place while its code loads, heard as one sentence. */
function AllocationChartOutline() {
  return (
    <Paper withBorder radius="md" p="md" aria-busy="true">
      <VisuallyHidden role="status">Loading the allocation chart</VisuallyHidden>
      <Skeleton height={240} aria-hidden="true" />
    </Paper>
  );
}
