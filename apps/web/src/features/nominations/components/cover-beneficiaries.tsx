import { ActionIcon, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { BeneficiaryListState, beneficiaryListState } from '@portal/domain/nomination';
import type { NominationTypeId } from '@portal/domain/nomination';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Hint } from '@/components/ui/hint';
import { useNomination } from '../api/get-nomination';
import {
  BENEFICIARIES_ERROR_MESSAGE,
  BENEFICIARIES_ERROR_TITLE,
  EMPTY_TITLE,
  emptyMessage,
} from '../utils/display';
import { EmptyPanel } from './empty-panel';
import { SwitchIcon } from './icons';
import { NominationBeneficiaries } from './nomination-beneficiaries';

type CoverBeneficiariesProps = {
  nominationTypeId: NominationTypeId;
  referral?: ReactNode;
  /** The table ↔ chart switch (life cover page, spec 1 §2.6). */
  withChartSwitch?: boolean;
};

/**
 * The Beneficiaries section of a cover page (spec 1 §2.6): loading, error, empty or the list with
 * its journeys; the state follows the domain's beneficiaryListState (spec 1 §4).
 */
export function CoverBeneficiaries({
  nominationTypeId,
  referral,
  withChartSwitch = false,
}: CoverBeneficiariesProps) {
  const nomination = useNomination();
  const [view, setView] = useState<'table' | 'chart'>('table');
  const item = nomination.data?.productNominations.find(
    (candidate) =>
      candidate.nominationTypeId === nominationTypeId && !candidate.membership.isRestricted,
  );
  const state = beneficiaryListState({
    isLoading: nomination.isPending,
    hasError: nomination.isError,
    beneficiaryCount: item?.beneficiaries.length ?? 0,
  });
  const nextView = view === 'table' ? 'chart' : 'table';
  const heading = (
    <Group gap="sm" wrap="nowrap">
      <Title order={2} id="cover-beneficiaries-heading" fz="h3">
        Beneficiaries
      </Title>
      {withChartSwitch && state === BeneficiaryListState.Data ? (
        <Hint label={`Show as ${nextView}`} withinPortal={false}>
          <ActionIcon
            variant="outline"
            size="lg"
            aria-label={`Show beneficiaries as a ${nextView}`}
            onClick={() => setView(nextView)}
          >
            <SwitchIcon />
          </ActionIcon>
        </Hint>
      ) : null}
    </Group>
  );
  return (
    <Stack component="section" aria-labelledby="cover-beneficiaries-heading" gap="md">
      {state === BeneficiaryListState.Loading ? (
        <>
          {heading}
          <Center mih={160}>
            <Loader aria-label="Loading your beneficiaries" role="status" />
          </Center>
        </>
      ) : state === BeneficiaryListState.Error ? (
        <>
          {heading}
          <ErrorPanel title={BENEFICIARIES_ERROR_TITLE} message={BENEFICIARIES_ERROR_MESSAGE} />
        </>
      ) : item && nomination.data ? (
        // The Add and PDF actions sit beside the heading (spec 1 §2.6 mobile).
        <NominationBeneficiaries
          nomination={item}
          memberName={nomination.data.person.firstName}
          referral={referral}
          view={view}
          heading={heading}
        />
      ) : (
        <>
          {heading}
          <EmptyPanel title={EMPTY_TITLE} message={emptyMessage(nominationTypeId)} />
        </>
      )}
    </Stack>
  );
}
