import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { aMemberDocument, memberDocumentsResponse, pdfResponse } from '../testing/fixtures';
import { MemberDocumentsTab } from './member-documents-tab';

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MemberDocumentsTab', () => {
  it('lists the documents with their status, and downloads only the Completed ones', async () => {
    const calls = stubApi({
      'GET /api/PDF/GetMemberDocuments': memberDocumentsResponse([
        aMemberDocument({
          fileId: '00000000-0000-4000-8000-000000000002',
          documentName: 'On-demand statement 1 Jan 2025 – 31 Mar 2025',
          status: 'InFlight',
          completedDate: null,
          createdDate: '2025-05-31T23:30:00.000Z',
        }),
        aMemberDocument(),
        aMemberDocument({
          fileId: '00000000-0000-4000-8000-000000000003',
          documentName: 'Membership certificate',
          status: 'Failed',
          productName: null,
        }),
      ]),
      'GET /api/PDF/DownloadMemberDocument': pdfResponse,
    });
    const user = userEvent.setup();
    renderWithProviders(<MemberDocumentsTab />);

    const list = await screen.findByRole('list', { name: 'Documents' });
    const [inFlight, completed, failed] = within(list).getAllByRole('listitem');
    expect(within(inFlight!).getByText('In progress')).toBeTruthy();
    // 23:30 UTC is the next day in South Africa.
    expect(within(inFlight!).getByText('1 Jun 2025')).toBeTruthy();
    expect(within(inFlight!).queryByRole('button')).toBeNull();
    expect(within(failed!).getByText('Failed')).toBeTruthy();
    expect(within(failed!).getByText('All funds')).toBeTruthy();
    expect(within(failed!).queryByRole('button')).toBeNull();
    expect(within(completed!).getByText('Completed')).toBeTruthy();

    await user.click(
      within(completed!).getByRole('button', {
        name: 'Download Annual benefit statement 2024/25',
      }),
    );
    expect(await screen.findByText('Download successful!')).toBeTruthy();
    const download = calls.find((call) => call.url.includes('DownloadMemberDocument'))!;
    expect(new URL(download.url, 'http://x').searchParams.get('fileId')).toBe(
      aMemberDocument().fileId,
    );
  });

  it('says when there are no documents', async () => {
    stubApi({ 'GET /api/PDF/GetMemberDocuments': memberDocumentsResponse([]) });
    renderWithProviders(<MemberDocumentsTab />);
    expect(await screen.findByText('No documents available.')).toBeTruthy();
  });
});
