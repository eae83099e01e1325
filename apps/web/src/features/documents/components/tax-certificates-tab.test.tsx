import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import {
  aLumpSumCertificate,
  anInvestmentIncomeCertificate,
  aMembershipCertificate,
  aTaxCertificate,
  historicalTaxCertificatesResponse,
  latestTaxCertificatesResponse,
  membershipCertificatesResponse,
  paidUpCertificatesResponse,
  pdfResponse,
} from '../testing/fixtures';
import { TaxCertificatesTab } from './tax-certificates-tab';

const older = aTaxCertificate({
  id: 'tc-0',
  title: 'Retirement annuity contribution certificate 2024',
  taxYear: '2024',
  taxYearStart: '2023-03-01',
  taxYearEnd: '2024-02-29',
  publishedDate: '2024-03-01',
  totalContributions: 1234567.5,
});

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TaxCertificatesTab', () => {
  it('lists the latest certificates, the history by tax year and the membership certificates', async () => {
    const calls = stubApi({
      'GET /api/TaxCertificates/LatestTaxCertificatesDetails': latestTaxCertificatesResponse([
        aTaxCertificate(),
      ]),
      'GET /api/TaxCertificates/GetHistoricalTaxCertificates': historicalTaxCertificatesResponse([
        aTaxCertificate(),
        older,
      ]),
      'GET /api/TaxCertificates/GetMembershipCertificates': membershipCertificatesResponse([
        aMembershipCertificate(),
      ]),
      'GET /api/TaxCertificates/GetPaidUpMembershipCertificates': paidUpCertificatesResponse([]),
      'GET /api/TaxCertificates/DownloadPDF': pdfResponse,
    });
    const user = userEvent.setup();
    renderWithProviders(<TaxCertificatesTab />);

    const latest = await screen.findByRole('list', { name: 'Latest tax certificates' });
    expect(
      within(latest).getByText('Retirement annuity contribution certificate 2025'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tax year 1 Mar 2023 – 29 Feb 2024' })).toBeTruthy();
    expect(screen.getByText(/Contributions R 1 234 567.50/)).toBeTruthy();
    const membership = await screen.findByRole('list', { name: 'Membership certificates' });
    expect(within(membership).getByText('Anchor Retirement Fund')).toBeTruthy();
    expect(await screen.findByText('No paid-up membership certificates available.')).toBeTruthy();

    await user.click(
      within(membership).getByRole('button', { name: 'Download Membership certificate' }),
    );
    expect(await screen.findByText('Download successful!')).toBeTruthy();
    const download = calls.find((call) => call.url.includes('/DownloadPDF'))!;
    expect(new URL(download.url, 'http://x').searchParams.get('id')).toBe('mc-1');
  });

  it('lists a paid claim’s lump sum certificate in its tax year with the payment’s figures', async () => {
    const lumpSum = aLumpSumCertificate();
    const calls = stubApi({
      'GET /api/TaxCertificates/LatestTaxCertificatesDetails': latestTaxCertificatesResponse([
        lumpSum,
      ]),
      'GET /api/TaxCertificates/GetHistoricalTaxCertificates': historicalTaxCertificatesResponse([
        lumpSum,
      ]),
      'GET /api/TaxCertificates/GetMembershipCertificates': membershipCertificatesResponse([]),
      'GET /api/TaxCertificates/GetPaidUpMembershipCertificates': paidUpCertificatesResponse([]),
      'GET /api/TaxCertificates/DownloadPDF': pdfResponse,
    });
    const user = userEvent.setup();
    renderWithProviders(<TaxCertificatesTab />);

    const year = await screen.findByRole('list', {
      name: 'Tax certificates for the tax year ending 28 Feb 2027',
    });
    expect(within(year).getByText(lumpSum.title)).toBeTruthy();
    expect(
      within(year).getByText('Claim CLM00000003 · SARS directive SIM3319416002 · paid 25 Jun 2026'),
    ).toBeTruthy();
    expect(
      within(year).getByText(
        'Gross (code 3926) R 59 867.79 · fee R 250.00 · tax (code 4102) R 23 718.31 · net R 35 899.48',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('No tax certificates available.')).toBeNull();

    await user.click(within(year).getByRole('button', { name: `Download ${lumpSum.title}` }));
    await waitFor(() => expect(calls.some((call) => call.url.includes('/DownloadPDF'))).toBe(true));
    const download = calls.find((call) => call.url.includes('/DownloadPDF'))!;
    expect(new URL(download.url, 'http://x').searchParams.get('id')).toBe('ls-1');
  });

  it('lists a discretionary plan’s IT3(b) and IT3(c) with its income and capital gains', async () => {
    const plan = anInvestmentIncomeCertificate();
    stubApi({
      'GET /api/TaxCertificates/LatestTaxCertificatesDetails': latestTaxCertificatesResponse([
        plan,
      ]),
      'GET /api/TaxCertificates/GetHistoricalTaxCertificates': historicalTaxCertificatesResponse([
        plan,
      ]),
      'GET /api/TaxCertificates/GetMembershipCertificates': membershipCertificatesResponse([]),
      'GET /api/TaxCertificates/GetPaidUpMembershipCertificates': paidUpCertificatesResponse([]),
    });
    renderWithProviders(<TaxCertificatesTab />);

    const year = await screen.findByRole('list', {
      name: 'Tax certificates for the tax year ending 28 Feb 2026',
    });
    expect(within(year).getByText(plan.title)).toBeTruthy();
    expect(within(year).getByText('IT3(b) · income R 0.00 · published 1 Mar 2026')).toBeTruthy();
    expect(
      within(year).getByText(
        'IT3(c) · 14 disposals · proceeds R 5 234.10 · base cost R 4 890.55 · gains R 360.20 · losses R 16.65',
      ),
    ).toBeTruthy();
  });

  it('says when there are no tax certificates, and when a list cannot be fetched', async () => {
    stubApi({
      'GET /api/TaxCertificates/LatestTaxCertificatesDetails': latestTaxCertificatesResponse([]),
      'GET /api/TaxCertificates/GetHistoricalTaxCertificates': historicalTaxCertificatesResponse(
        [],
      ),
      'GET /api/TaxCertificates/GetMembershipCertificates': () =>
        jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500),
      'GET /api/TaxCertificates/GetPaidUpMembershipCertificates': paidUpCertificatesResponse([]),
    });
    renderWithProviders(<TaxCertificatesTab />);

    expect(await screen.findByText('No tax certificates available.')).toBeTruthy();
    expect(
      await screen.findByText(
        'Something went wrong fetching your certificates. Please try again later.',
      ),
    ).toBeTruthy();
  });
});
