import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { aFund } from '@/testing/fixtures';
import { renderRoutes } from '@/testing/render';
import { faqResponse, memberDocumentsResponse, statementsResponse } from '../testing/fixtures';
import { StatementsAndDocuments } from './statements-and-documents';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage(initialPath: string) {
  stubApi({
    'GET /api/Fund/Internal': { success: true, internalFunds: [aFund()] },
    'GET /api/Statements': statementsResponse(),
    'GET /api/PDF/GetMemberDocuments': memberDocumentsResponse([]),
    'GET /api/PDF/GetAFConnectFAQ': faqResponse(),
  });
  return renderRoutes([{ path: '/', element: <StatementsAndDocuments /> }], { initialPath });
}

describe('StatementsAndDocuments', () => {
  it('opens on the Statements tab when the URL names none', async () => {
    renderPage('/');
    const tab = screen.getByRole('tab', { name: 'Statements' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Latest statements' })).toBeTruthy();
  });

  it('opens the tab the URL names and keeps the chosen tab in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('/?tab=faq');
    expect(screen.getByRole('tab', { name: 'FAQ' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('searchbox', { name: 'Search questions' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(await screen.findByText('No documents available.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=documents'));

    // The arrow keys move between the tabs (WAI-ARIA tabs pattern).
    await user.keyboard('{ArrowLeft}');
    expect(
      screen.getByRole('tab', { name: 'Tax certificates' }).getAttribute('aria-selected'),
    ).toBe('true');
  });
});
