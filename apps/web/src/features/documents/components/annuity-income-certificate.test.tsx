import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import {
  anAnnuityIncomeCertificate,
  historicalTaxCertificatesResponse,
  latestTaxCertificatesResponse,
  membershipCertificatesResponse,
  paidUpCertificatesResponse,
  pdfResponse,
} from '../testing/fixtures';
import { TaxCertificatesTab } from './tax-certificates-tab';

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a living annuity’s IRP5 among the tax certificates', () => {
  it('lists it in its tax year with the income, PAYE and net, and downloads it', async () => {
    const irp5 = anAnnuityIncomeCertificate();
    const calls = stubApi({
      'GET /api/TaxCertificates/LatestTaxCertificatesDetails': latestTaxCertificatesResponse([
        irp5,
      ]),
      'GET /api/TaxCertificates/GetHistoricalTaxCertificates': historicalTaxCertificatesResponse([
        irp5,
      ]),
      'GET /api/TaxCertificates/GetMembershipCertificates': membershipCertificatesResponse([]),
      'GET /api/TaxCertificates/GetPaidUpMembershipCertificates': paidUpCertificatesResponse([]),
      'GET /api/TaxCertificates/DownloadPDF': pdfResponse,
    });
    const user = userEvent.setup();
    renderWithProviders(<TaxCertificatesTab />);

    const year = await screen.findByRole('list', {
      name: 'Tax certificates for the tax year ending 28 Feb 2026',
    });
    expect(within(year).getByText(irp5.title)).toBeTruthy();
    expect(
      within(year).getByText(
        'IRP5 · 12 payments from 15 Mar 2025 to 15 Feb 2026 · published 1 Mar 2026',
      ),
    ).toBeTruthy();
    expect(
      within(year).getByText(
        'Income (code 3615) R 120 000.00 · PAYE (code 4102) R 7 560.00 · net R 112 440.00',
      ),
    ).toBeTruthy();

    await user.click(within(year).getByRole('button', { name: `Download ${irp5.title}` }));
    await waitFor(() => expect(calls.some((call) => call.url.includes('/DownloadPDF'))).toBe(true));
    const download = calls.find((call) => call.url.includes('/DownloadPDF'))!;
    expect(new URL(download.url, 'http://x').searchParams.get('id')).toBe('irp5-1');
  });
});
