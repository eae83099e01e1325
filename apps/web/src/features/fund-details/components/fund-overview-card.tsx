import { Button, Stack, Tabs } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { FundDetailsResponse } from '@portal/contract/fund-details';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { ExitNoticeModal } from '@/components/ui/exit-notice-modal';
import { FundOverviewHeader } from './fund-overview-header';
import { InformationTab } from './information-tab';
import { TransactionsTab } from './transactions-tab';

export type HubLink = { url: string; portalName: string };

type FundOverviewCardProps = {
  details: FundDetailsResponse;
  isMobile: boolean;
  showPots: boolean;
  isRetailView: boolean;
  /** The Beneficiaries tab's content, when the fund has the tab (spec 2 §2). */
  beneficiaries: ReactNode | null;
  /** spec 2 §2: opened directly by the `beneficiaries` query flag. */
  openBeneficiaries: boolean;
  /** A retail product's statements and certificates, under the Information tab. */
  documents: ReactNode | null;
  /** Opens the Information tab (the product's documents). */
  openDocuments: boolean;
  /** spec 2 §2, §6: the investment hub link (Glacier products, flag on). */
  hub: HubLink | null;
};

/** spec 2 §2: the fund overview and its tabs Transaction details, Beneficiaries, Information. */
export function FundOverviewCard({
  details,
  isMobile,
  showPots,
  isRetailView,
  beneficiaries,
  openBeneficiaries,
  documents,
  openDocuments,
  hub,
}: FundOverviewCardProps) {
  const hasBeneficiaries = beneficiaries !== null;
  const [tab, setTab] = useState<string | null>(
    openBeneficiaries && hasBeneficiaries
      ? 'beneficiaries'
      : openDocuments
        ? 'information'
        : 'transactions',
  );
  const [isHubOpen, hubModal] = useDisclosure(false);
  const { overview, information } = details;

  return (
    <Stack gap="lg">
      <FundOverviewHeader overview={overview} showPots={showPots} headingOrder={isMobile ? 3 : 2} />
      {hub ? (
        <>
          <Button variant="light" onClick={hubModal.open} w="fit-content">
            Go to the investment hub
          </Button>
          <ExitNoticeModal
            opened={isHubOpen}
            onClose={hubModal.close}
            portalName={hub.portalName}
            hubUrl={hub.url}
            hubButtonLabel="Go to the investment hub"
            pageName="Product details"
            productName={overview.name}
          />
        </>
      ) : null}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        {/* One row on a phone too: the tabs scroll sideways rather than wrap. */}
        <Tabs.List
          aria-label="Fund details"
          style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
        >
          <Tabs.Tab value="transactions" style={{ flexShrink: 0 }}>
            Transaction details
          </Tabs.Tab>
          {hasBeneficiaries ? (
            <Tabs.Tab value="beneficiaries" style={{ flexShrink: 0 }}>
              Beneficiaries
            </Tabs.Tab>
          ) : null}
          <Tabs.Tab value="information" style={{ flexShrink: 0 }}>
            Information
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="transactions" pt="md">
          <TransactionsTab schemeNumber={information.fund.schemeNumber} isMobile={isMobile} />
        </Tabs.Panel>
        {hasBeneficiaries ? (
          <Tabs.Panel value="beneficiaries" pt="md">
            {beneficiaries}
          </Tabs.Panel>
        ) : null}
        <Tabs.Panel value="information" pt="md">
          <Stack gap="xl">
            <InformationTab information={information} isRetailView={isRetailView} />
            {documents}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
