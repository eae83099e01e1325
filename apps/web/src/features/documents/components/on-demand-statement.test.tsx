import { onDemandStatementsBusyMessage, type DocumentStatus } from '@portal/contract/statements';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { aFund } from '@/testing/fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { aStatement, pdfResponse } from '../testing/fixtures';
import { OnDemandStatement } from './on-demand-statement';

const FUNDS = {
  'GET /api/Fund/Internal': {
    success: true,
    internalFunds: [
      aFund(),
      aFund({
        caseKey: 'C2',
        caseMemberKey: 'CM2',
        fullproductname: 'Anchor Provident Fund',
        membershipNumber: 'M-2',
      }),
    ],
  },
};

function valid() {
  return {
    success: true,
    isValid: true,
    field: null,
    message: null,
    dateJoined: '2017-06-01',
    latestPriceDate: '2025-05-30',
  };
}

function onDemand(status: DocumentStatus) {
  return {
    success: true,
    statement: aStatement({
      statementId: 'a0b1c2d3-0000-4000-8000-000000000001',
      name: 'On-demand statement 1 Jan 2025 – 31 Mar 2025',
      fileName: 'OnDemandStatement_M-123456_2025-01-01_2025-03-31.pdf',
      statementType: 'OnDemand',
      statementTypeName: 'On-demand statement',
      fromDate: '2025-01-01',
      toDate: '2025-03-31',
      status,
      dataUploadSk: 'a0b1c2d3-0000-4000-8000-000000000001',
      requestedAt: '2025-06-01T08:00:00.000Z',
    }),
  };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, from: string, to: string) {
  const fund = await screen.findByRole('combobox', { name: /Fund/ });
  await waitFor(() => expect(fund).toHaveProperty('disabled', false));
  await user.click(fund);
  await user.click(
    await screen.findByRole('option', { name: 'Anchor Retirement Fund (M-123456)' }),
  );
  await user.type(screen.getByRole('textbox', { name: /From/ }), from);
  await user.type(screen.getByRole('textbox', { name: /To/ }), to);
  await user.tab();
}

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OnDemandStatement', () => {
  it('offers dates up to the chosen fund’s latest unit prices and says so', async () => {
    stubApi({ ...FUNDS, 'GET /api/Statements/PeriodCheck': valid() });
    const user = userEvent.setup();
    renderWithProviders(<OnDemandStatement />);
    const fund = await screen.findByRole('combobox', { name: /Fund/ });
    await waitFor(() => expect(fund).toHaveProperty('disabled', false));
    await user.click(fund);
    await user.click(
      await screen.findByRole('option', { name: 'Anchor Retirement Fund (M-123456)' }),
    );
    const to = screen.getByRole('textbox', { name: /To/ });
    expect(to.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(to.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent,
    ).toBe('Up to 31 May 2025, the latest unit prices');
  });

  it('shows the period check message on the date it concerns and holds Generate back', async () => {
    stubApi({
      ...FUNDS,
      'GET /api/Statements/PeriodCheck': {
        ...valid(),
        isValid: false,
        field: 'fromDate',
        message: 'From date must be on or after 1 Jun 2017, the date you joined.',
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<OnDemandStatement />);

    await fillForm(user, '01/01/2016', '31/03/2025');
    expect(
      await screen.findByText('From date must be on or after 1 Jun 2017, the date you joined.'),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /From/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Generate statement' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('generates, follows Pending → InFlight → Completed politely, then downloads', async () => {
    const answers: DocumentStatus[] = ['Pending', 'InFlight', 'Completed'];
    const calls = stubApi({
      ...FUNDS,
      'GET /api/Statements/PeriodCheck': valid(),
      'GET /api/Statements/GenerateRealTime': () =>
        jsonResponse(onDemand(answers.length > 1 ? answers.shift()! : answers[0]!)),
      'GET /api/Statements/Download': pdfResponse,
    });
    const user = userEvent.setup();
    renderWithProviders(<OnDemandStatement />);

    await fillForm(user, '01/01/2025', '31/03/2025');
    const generate = screen.getByRole('button', { name: 'Generate statement' });
    await waitFor(() => expect(generate).toHaveProperty('disabled', false));
    await user.click(generate);

    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toContain('Pending'));
    await waitFor(() => expect(status.textContent).toContain('being prepared'), {
      timeout: 6000,
    });
    await waitFor(() => expect(status.textContent).toContain('ready to download'), {
      timeout: 6000,
    });
    const generateCall = calls.find((call) => call.url.includes('GenerateRealTime'))!;
    expect(Object.fromEntries(new URL(generateCall.url, 'http://x').searchParams)).toEqual({
      caseKey: 'C1',
      caseMemberKey: 'CM1',
      fromDate: '2025-01-01',
      toDate: '2025-03-31',
    });

    await user.click(screen.getByRole('button', { name: /^Download On-demand statement/ }));
    expect(await screen.findByText('Download successful!')).toBeTruthy();
    const download = calls.find((call) => call.url.startsWith('/api/Statements/Download?'))!;
    expect(new URL(download.url, 'http://x').searchParams.get('DataUploadSk')).toBe(
      'a0b1c2d3-0000-4000-8000-000000000001',
    );
  }, 20_000);

  it('says when the statement failed and asks again on Try again', async () => {
    const answers: DocumentStatus[] = ['Failed', 'Completed'];
    stubApi({
      ...FUNDS,
      'GET /api/Statements/PeriodCheck': valid(),
      'GET /api/Statements/GenerateRealTime': () =>
        jsonResponse(onDemand(answers.length > 1 ? answers.shift()! : answers[0]!)),
    });
    const user = userEvent.setup();
    renderWithProviders(<OnDemandStatement />);

    await fillForm(user, '01/01/2025', '31/03/2025');
    const generate = screen.getByRole('button', { name: 'Generate statement' });
    await waitFor(() => expect(generate).toHaveProperty('disabled', false));
    await user.click(generate);

    expect(
      await screen.findByText(
        'Unfortunately your statement could not be prepared. Please try again, or try again later.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('button', { name: /^Download On-demand statement/ }),
    ).toBeTruthy();
  }, 20_000);

  it('says in the server’s words when the member already has the most statements being prepared', async () => {
    const message = onDemandStatementsBusyMessage(3);
    stubApi({
      ...FUNDS,
      'GET /api/Statements/PeriodCheck': valid(),
      'GET /api/Statements/GenerateRealTime': () =>
        jsonResponse({ success: false, code: 'RATE_LIMITED', message }, 429),
    });
    const user = userEvent.setup();
    renderWithProviders(<OnDemandStatement />);

    await fillForm(user, '01/01/2025', '31/03/2025');
    const generate = screen.getByRole('button', { name: 'Generate statement' });
    await waitFor(() => expect(generate).toHaveProperty('disabled', false));
    await user.click(generate);

    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  }, 20_000);
});
