import { Button, Stack, Tabs } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { FundDetailsResponse } from '@portal/contract/fund-details';
import type { ReactNode } from 'react';
import { ScrollingTabList, compactTabClassName } from '@/components/layouts/scrolling-tab-list';
import { ExitNoticeModal } from '@/components/ui/exit-notice-modal';
import { useFundTab } from '../hooks/use-fund-tab';
import { FundOverviewHeader } from './fund-overview-header';
import { LazyInformationTab as InformationTab } from './lazy-sections';
import { TransactionsTab } from './transactions-tab';

export type HubLink = { url: string; portalName: string };

type FundOverviewCardProps = {
  details: FundDetailsResponse;
  isMobile: boolean;
  showPots: boolean;
  isRetailView: boolean;
  /** The Beneficiaries tab's content, when the fund has the tab (spec 2 §2). */
  beneficiaries: ReactNode | null;
  /** A retail product's statements and certificates, under the Information tab. */
  documents: ReactNode | null;
  /** spec 2 §2, §6: the investment hub link (Glacier products, flag on). */
  hub: HubLink | null;
};

/**
 * spec 2 §2: the fund overview and its tabs Transaction details, Beneficiaries, Information. The
 * open tab is in the URL (useFundTab): `?tab=…`, or the `beneficiaries` and `documents` flags.
 */
export function FundOverviewCard({
  details,
  isMobile,
  showPots,
  isRetailView,
  beneficiaries,
  documents,
  hub,
}: FundOverviewCardProps) {
  const hasBeneficiaries = beneficiaries !== null;
  const { tab, openTab } = useFundTab(hasBeneficiaries);
  const [isHubOpen, hubModal] = useDisclosure(false);
  const { overview, information } = details;

  return (
    <Stack gap="lg">
      <FundOverviewHeader
        overview={overview}
        showPots={showPots}
        isTwoPot={information.fund.twoPotIndicator === 'Y'}
        headingOrder={isMobile ? 3 : 2}
      />
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
      <Tabs value={tab} onChange={openTab} keepMounted={false}>
        {/* One row on a phone too: smaller tabs, and where they still do not fit the row scrolls
            sideways, with an arrow where tabs are cut off, rather than wrap. */}
        <ScrollingTabList label="Fund details">
          <Tabs.Tab value="transactions" className={compactTabClassName}>
            Transaction details
          </Tabs.Tab>
          {hasBeneficiaries ? (
            <Tabs.Tab value="beneficiaries" className={compactTabClassName}>
              Beneficiaries
            </Tabs.Tab>
          ) : null}
          <Tabs.Tab value="information" className={compactTabClassName}>
            Information
          </Tabs.Tab>
        </ScrollingTabList>
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
