import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentProps } from 'react';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import {
  aBeneficiary,
  aNomination,
  nominationResponse,
  valueSetsResponse,
} from '../testing/nomination-fixtures';
import { RETIREMENT_EMPTY_MESSAGE } from '../utils/display';
import { FundBeneficiaries, RETAIL_FORM_PROMPT } from './fund-beneficiaries';

// The fund details page's Beneficiaries tab content (spec 2 §2, §6) over the nominations
// feature's journeys; the API is stubbed at fetch.

vi.setConfig({ testTimeout: 20_000 });

let saved: { href: string; download: string }[] = [];
beforeEach(() => {
  saved = [];
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => notifications.clean());
});

const twoRows = aNomination({
  membership: { ...aNomination().membership, schemeNumber: 'S1' },
  beneficiaries: [
    aBeneficiary({ nomineeIdentifier: 1, allocation: 60 }),
    aBeneficiary({
      nomineeIdentifier: 2,
      firstName: 'Bea',
      name: 'Bea',
      lastName: 'Smith',
      surname: 'Smith',
      identityNumber: '8001015009087',
      idNumber: '8001015009087',
      dateOfBirth: '1980-01-01',
      allocation: 40,
    }),
  ],
});

const pdfFile = () =>
  new Response(new Uint8Array([37, 80, 68, 70]), {
    headers: { 'Content-Type': 'application/pdf' },
  });

function renderTab(props: Partial<ComponentProps<typeof FundBeneficiaries>> = {}) {
  const calls = stubApi({
    'GET /api/Nomination/valuesets/all': valueSetsResponse,
    'GET /api/Nomination': nominationResponse([twoRows]),
    'POST /api/Pdf/GenerateRetirementSavingsNOBPDF': {
      success: true,
      value: { pdfData: btoa('%PDF'), fileName: 'BeneficiaryReport.pdf' },
    },
    'GET /api/PDF/DownloadTemplate': pdfFile,
  });
  renderWithProviders(
    <FundBeneficiaries
      nomination={twoRows}
      memberName="Ronald"
      schemeNumber="S1"
      productName="AF Umbrella Pension Fund"
      view="details"
      isRetailView={false}
      formEmail="nominations@example.test"
      referral={<p>Referral slot</p>}
      {...props}
    />,
  );
  return calls;
}

describe('FundBeneficiaries', () => {
  it('shows the details table with Add, Edit, Delete and Download PDF for a non-retail product', async () => {
    const user = userEvent.setup();
    const calls = renderTab();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Bea')).toBeTruthy();
    expect(within(table).getByText('60.00%')).toBeTruthy();
    expect(screen.queryByText(RETAIL_FORM_PROMPT)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Go to form' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Actions for Bea Smith' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeTruthy();
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const modal = await screen.findByRole('dialog', { name: 'Manage beneficiaries' });
    expect(await within(modal).findByText('Do you want to delete this Beneficiary?')).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:file', download: 'BeneficiaryReport.pdf' }]),
    );
    const report = calls.find((call) => call.url.endsWith('GenerateRetirementSavingsNOBPDF'));
    expect(report?.body).toMatchObject({ caseMbrKey: 'CMK1', nominationTypeId: 2 });
  });

  it('opens the Manage beneficiaries modal on Add with a blank form', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(screen.getByRole('button', { name: 'Add beneficiary' }));
    const modal = await screen.findByRole('dialog', { name: 'Manage beneficiaries' });
    const firstName = (await within(modal).findByLabelText(/^First name/)) as HTMLInputElement;
    expect(firstName.value).toBe('');
  });

  it('shows each beneficiary’s full name and allocation in the chart', async () => {
    renderTab({ view: 'chart' });
    // The chart's code loads apart from the page's, the table's first.
    const chart = await screen.findByRole('figure', { name: 'Allocation per beneficiary' });
    expect(
      within(chart).getByRole('img', {
        name: 'Allocation per beneficiary: Alan Pollock 60.00%, Bea Smith 40.00%.',
      }),
    ).toBeTruthy();
    // The chart's figures as a table, with its own caption; not the details table.
    const figures = within(chart).getByRole('table', { name: 'Allocation per beneficiary' });
    expect(within(figures).getByRole('rowheader', { name: 'Alan Pollock' })).toBeTruthy();
    expect(within(figures).getByRole('rowheader', { name: 'Bea Smith' })).toBeTruthy();
    expect(within(figures).getByText('40.00%')).toBeTruthy();
    expect(within(chart).getByText('Median allocation:')).toBeTruthy();
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Actions for / })).toBeNull();
  });

  it('gives a retail annuity nominated online the same Add, Edit and Delete as an employer fund', () => {
    renderTab({ isRetailView: true, productName: 'AF Retirement Annuity' });
    expect(screen.queryByText(RETAIL_FORM_PROMPT)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add beneficiary' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actions for Bea Smith' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('shows when the nomination was recorded and when the fund received it', () => {
    renderTab({
      nomination: {
        ...twoRows,
        status: { recordedAt: '2026-11-28T23:30:00.000Z', receivedOn: null },
      },
    });
    const status = screen.getByRole('list', { name: 'Status of this nomination' });
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Recorded: 29 Nov 2026', 'Received by the fund: not yet']);
  });

  it('gives a retail product without a nomination the info line and Go to form', async () => {
    const user = userEvent.setup();
    const calls = renderTab({ nomination: undefined, isRetailView: true });
    expect(screen.getByText(RETAIL_FORM_PROMPT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add beneficiary' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Go to form' }));
    const modal = await screen.findByRole('dialog', { name: 'Nomination of Beneficiaries' });
    const steps = within(modal).getByRole('list', { name: 'Steps to nominate beneficiaries' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Download the Nomination of Beneficiaries form.',
      'Complete all the required fields and sign the form.',
      'Email the completed form to nominations@example.test.',
    ]);
    expect(within(modal).getByRole('link', { name: 'nominations@example.test' })).toHaveProperty(
      'href',
      'mailto:nominations@example.test',
    );

    await user.click(within(modal).getByRole('button', { name: 'Download' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:file', download: 'Beneficiary form.pdf' }]),
    );
    const template = calls.find((call) => call.url.startsWith('/api/PDF/DownloadTemplate'));
    expect(template?.url).toBe(
      '/api/PDF/DownloadTemplate?filename=NominationOfBeneficiaries.pdf&schemeNumber=S1',
    );
    expect(await screen.findByText('Download successful!')).toBeTruthy();

    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Nomination of Beneficiaries' })).toBeNull(),
    );
  });

  it('reports a failed form download', async () => {
    const user = userEvent.setup();
    renderTab({ nomination: undefined, isRetailView: true });
    stubApi({
      'GET /api/PDF/DownloadTemplate': () =>
        jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found.' }, 404),
    });
    await user.click(screen.getByRole('button', { name: 'Go to form' }));
    const modal = await screen.findByRole('dialog', { name: 'Nomination of Beneficiaries' });
    await user.click(within(modal).getByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Download failed!')).toBeTruthy();
    expect(screen.getByText('Please try again later.')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('shows the empty state with the retirement message, without a report', () => {
    renderTab({ nomination: aNomination({ beneficiaries: [] }) });
    expect(screen.getByRole('heading', { name: 'No beneficiaries nominated yet' })).toBeTruthy();
    expect(screen.getByText(RETIREMENT_EMPTY_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add beneficiary' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
  });

  it('shows a retail product without a nomination the empty state and Go to form', () => {
    renderTab({ nomination: undefined, isRetailView: true });
    expect(screen.getByRole('heading', { name: 'No beneficiaries nominated yet' })).toBeTruthy();
    expect(screen.getByText(RETIREMENT_EMPTY_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go to form' })).toBeTruthy();
  });

  it('offers a restricted fund its signed form, pre-filled, instead of changes and a report', async () => {
    const user = userEvent.setup();
    const calls = renderTab({
      nomination: {
        ...twoRows,
        membership: { ...twoRows.membership, isRestricted: true, nominationChannel: 'signedForm' },
        status: { recordedAt: null, receivedOn: '2025-03-04' },
      },
    });
    const panel = screen.getByRole('region', {
      name: 'Change your beneficiaries on a signed form',
    });
    expect(within(panel).getByText(/HR department keeps this fund’s records/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add beneficiary' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    // A signed form is received, never recorded online.
    const status = screen.getByRole('list', { name: 'Status of this nomination' });
    expect(within(status).getByRole('listitem').textContent).toBe(
      'Received by the fund: 4 Mar 2025',
    );

    await user.click(
      within(panel).getByRole('button', {
        name: 'Download the nomination form for AF Umbrella Pension Fund',
      }),
    );
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:file', download: 'Beneficiary form.pdf' }]),
    );
    const template = calls.find((call) => call.url.startsWith('/api/PDF/DownloadTemplate'));
    expect(template?.url).toBe(
      '/api/PDF/DownloadTemplate?filename=NominationOfBeneficiaries.pdf&schemeNumber=S1',
    );
  });
});
