import { useSearchParams } from 'react-router';

// spec 2 §2: the overview's tabs. The open tab is in the URL (?tab=…, DESIGN §4.3), so it
// survives a reload, back and forward, and the page's change between its phone and desktop
// layouts (a tablet turned). The spec's `beneficiaries` flag, and the tax certificates notice's
// `documents` flag, still open their tabs when no tab is named.

export const FUND_TABS = ['transactions', 'beneficiaries', 'information'] as const;
export type FundTab = (typeof FUND_TABS)[number];

/** The tab the URL asks for, among the tabs the fund has (Transaction details when none). */
export function fundTabOf(search: URLSearchParams, hasBeneficiaries: boolean): FundTab {
  const isOpen = (tab: FundTab) => tab !== 'beneficiaries' || hasBeneficiaries;
  const named = FUND_TABS.find((tab) => tab === search.get('tab'));
  if (named !== undefined) return isOpen(named) ? named : 'transactions';
  if (search.has('beneficiaries') && hasBeneficiaries) return 'beneficiaries';
  if (search.has('documents')) return 'information';
  return 'transactions';
}

/** The open tab and the way to open another (a new history entry, the scroll kept). */
export function useFundTab(hasBeneficiaries: boolean): {
  tab: FundTab;
  openTab: (next: string | null) => void;
} {
  const [search, setSearch] = useSearchParams();
  const tab = fundTabOf(search, hasBeneficiaries);
  function openTab(next: string | null) {
    const chosen = FUND_TABS.find((candidate) => candidate === next);
    if (chosen === undefined || chosen === tab) return;
    const params = new URLSearchParams(search);
    // The tab now says which tab is open; the flags that opened one are spent.
    params.delete('beneficiaries');
    params.delete('documents');
    params.set('tab', chosen);
    setSearch(params, { preventScrollReset: true });
  }
  return { tab, openTab };
}
