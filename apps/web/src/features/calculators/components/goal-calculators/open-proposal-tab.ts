/**
 * spec 3 §2.8: the proposal link opens in a new tab. The tab is opened on the click itself, so the
 * browser treats it as the member's own action, and pointed at the link once CreateProposal
 * answers; `null` when the browser refused it, in which case the link opens directly.
 */
export function openPendingTab(): Window | null {
  return window.open('', '_blank');
}

export function showInTab(tab: Window | null, url: string): void {
  if (tab) {
    tab.opener = null;
    tab.location.href = url;
  } else {
    window.open(url, '_blank', 'noopener');
  }
}
