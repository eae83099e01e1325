import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import {
  aStatement,
  aTaxCertificate,
  historicalTaxCertificatesResponse,
  noStatementsResponse,
  statementsResponse,
} from '../testing/fixtures';
import { ProductDocuments } from './product-documents';

// A retail product's statements and tax certificates, under its Information tab.

afterEach(() => {
  vi.unstubAllGlobals();
});

const RA = { schemeNumber: 'R2002', productName: 'AF Retirement Annuity' };
const otherProduct = aTaxCertificate({
  id: 'tc-tfsa',
  title: 'Tax-free savings IT3(s) 2025',
  schemeNumber: 'T3003',
  productName: 'AF Tax Free Savings Account',
});

describe('ProductDocuments', () => {
  it('lists this product’s tax certificates and asks for its own statements', async () => {
    const calls = stubApi({
      'GET /api/TaxCertificates/GetHistoricalTaxCertificates': historicalTaxCertificatesResponse([
        aTaxCertificate(),
        otherProduct,
      ]),
      'GET /api/Statements': statementsResponse({
        details: [aStatement({ fundName: RA.productName })],
      }),
    });
    renderWithProviders(<ProductDocuments {...RA} />);

    const certificates = await screen.findByRole('list', { name: 'Tax certificates' });
    expect(
      within(certificates).getByText('Retirement annuity contribution certificate 2025'),
    ).toBeTruthy();
    expect(within(certificates).queryByText('Tax-free savings IT3(s) 2025')).toBeNull();
    const statements = await screen.findByRole('list', { name: 'Statements' });
    expect(within(statements).getByText('Annual benefit statement')).toBeTruthy();
    const statementsCall = calls.find((call) => call.url.startsWith('/api/Statements'));
    expect(new URL(statementsCall?.url ?? '', 'http://x').searchParams.getAll('FundNames')).toEqual(
      [RA.productName],
    );
  });

  it('says when the product has none, and when they cannot be loaded', async () => {
    stubApi({
      'GET /api/TaxCertificates/GetHistoricalTaxCertificates': historicalTaxCertificatesResponse([
        otherProduct,
      ]),
      'GET /api/Statements': () =>
        jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500),
    });
    renderWithProviders(<ProductDocuments {...RA} />);
    expect(await screen.findByText('No tax certificates available.')).toBeTruthy();
    expect(
      await screen.findByText(
        'Something went wrong fetching your statements. Please try again later.',
      ),
    ).toBeTruthy();
  });

  it('says when there are no statements yet', async () => {
    stubApi({
      'GET /api/TaxCertificates/GetHistoricalTaxCertificates': historicalTaxCertificatesResponse(
        [],
      ),
      'GET /api/Statements': noStatementsResponse(),
    });
    renderWithProviders(<ProductDocuments {...RA} />);
    expect(await screen.findByText('No historical statements available.')).toBeTruthy();
  });
});
