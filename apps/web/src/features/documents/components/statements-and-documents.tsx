import { Box, Skeleton, Stack, Tabs } from '@mantine/core';
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { ScrollingTabList, compactTabClassName } from '@/components/layouts/scrolling-tab-list';
import { LazyPanel } from '@/components/ui/lazy-panel';
import { LoadingSkeleton } from './loading-skeleton';
import { StatementsTab, StatementsTabSkeleton } from './statements-tab';

// spec 1 §2.1 'statements-and-documents', spec 3 §2.10: the member's statements, tax
// certificates, documents and the FAQ, one tab each. The tab is in the URL (?tab=…, DESIGN §4.3);
// the first tab is active when none is named (spec 3 §2.11 "Tabs"). Only the open tab is drawn,
// so each tab asks for its lists when it is first opened. The tabs after the first load their code
// apart from the page's: drawn on the server when named in the URL, the browser keeps what the
// server drew until their code arrives (components/ui/lazy-panel.tsx).
const TaxCertificatesTab = lazy(() =>
  import('./tax-certificates-tab').then(({ TaxCertificatesTab }) => ({
    default: TaxCertificatesTab,
  })),
);
const MemberDocumentsTab = lazy(() =>
  import('./member-documents-tab').then(({ MemberDocumentsTab }) => ({
    default: MemberDocumentsTab,
  })),
);
const FaqTab = lazy(() => import('./faq-tab').then(({ FaqTab }) => ({ default: FaqTab })));

export const DOCUMENT_TABS = [
  { value: 'statements', label: 'Statements' },
  { value: 'tax-certificates', label: 'Tax certificates' },
  { value: 'documents', label: 'Documents' },
  { value: 'faq', label: 'FAQ' },
] as const;
export type DocumentTab = (typeof DOCUMENT_TABS)[number]['value'];

/** The tabs' and panels' ids, as Mantine's Tabs names them (the tab's aria-controls). */
const TABS_ID = 'documents-tabs';
const tabId = (value: DocumentTab) => `${TABS_ID}-tab-${value}`;
const panelId = (value: DocumentTab) => `${TABS_ID}-panel-${value}`;

function tabOf(value: string | null): DocumentTab {
  return DOCUMENT_TABS.find((tab) => tab.value === value)?.value ?? 'statements';
}

export function StatementsAndDocuments() {
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('tab'));

  function handleTabChange(next: string | null) {
    // A tab starts afresh: the statements' filters and page belong to the statements tab.
    const params = new URLSearchParams();
    params.set('tab', tabOf(next));
    setSearch(params, { preventScrollReset: true });
  }

  return (
    <div>
      <Tabs id={TABS_ID} value={tab} onChange={handleTabChange}>
        {/* One row on a phone: smaller tabs fit 375 px; on a narrower screen the row scrolls
            sideways, with an arrow where tabs are cut off. */}
        <ScrollingTabList label="Statements and documents">
          {DOCUMENT_TABS.map((item) => (
            <Tabs.Tab
              key={item.value}
              value={item.value}
              className={compactTabClassName}
              aria-controls={item.value === tab ? panelId(item.value) : undefined}
            >
              {item.label}
            </Tabs.Tab>
          ))}
        </ScrollingTabList>
      </Tabs>
      {/* The open tab's panel sits outside Mantine's Tabs: its Tabs.Panel re-renders the tabs
          once mounted, which would make React draw a part the server drew (whose code is still
          on its way) again as its outline rather than keep it. */}
      <Box key={tab} role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} pt="lg">
        <TabContent tab={tab} />
      </Box>
    </div>
  );
}

function TabContent({ tab }: { tab: DocumentTab }) {
  switch (tab) {
    case 'statements':
      return <StatementsTab />;
    case 'tax-certificates':
      return (
        <LazyPanel outline={<TabOutline label="Loading your tax certificates" />}>
          <TaxCertificatesTab />
        </LazyPanel>
      );
    case 'documents':
      return (
        <LazyPanel outline={<TabOutline label="Loading your documents" />}>
          <MemberDocumentsTab />
        </LazyPanel>
      );
    case 'faq':
      return (
        <LazyPanel outline={<TabOutline label="Loading the questions and answers" />}>
          <FaqTab />
        </LazyPanel>
      );
  }
}

/** The page's outline while its gate waits: the tab bar and the statements tab's outline. */
export function StatementsAndDocumentsSkeleton() {
  return (
    <Stack gap="lg">
      <LoadingSkeleton label="Loading your statements and documents">
        <Skeleton height={40} width="min(100%, 32rem)" />
      </LoadingSkeleton>
      <StatementsTabSkeleton />
    </Stack>
  );
}

/** A later tab's place while its code loads, heard as one sentence. */
function TabOutline({ label }: { label: string }) {
  return (
    <LoadingSkeleton label={label}>
      <Skeleton height={240} />
    </LoadingSkeleton>
  );
}
