import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAVING_SERVICE_MESSAGES } from '@portal/contract/calls/leaving-service';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAmountsHidden } from '@/components/ui/amount-privacy';
import { HIDDEN_AMOUNT } from '@/components/ui/money';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { aLeavingOptions, aTransfer } from '../testing/leaving-fixtures';
import { LeavingServicePage } from './leaving-service-page';

// The leaving-service page (issue 49 point 4): the three options with every figure labelled,
// the counselling acknowledgement before the transfer form, the transfer asked for and its
// status, the paid-up certificate, the privacy switch, and its loading and error states.

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  setAmountsHidden(false);
});

const OPTIONS = 'GET /api/LeavingService/GetOptions';
const TRANSFERS = 'GET /api/LeavingService/GetTransferRequests';
const ACKNOWLEDGE = 'POST /api/LeavingService/AcknowledgeCounselling';
const REQUEST = 'POST /api/LeavingService/RequestTransfer';

/** A figure's value beside its label in an option's card. */
function figure(card: HTMLElement, label: string): string {
  const labelled = within(card).getByText(label);
  return (labelled.parentElement?.textContent?.replace(label, '') ?? '').replace(
    /[\u00a0\u202f]/g,
    ' ',
  );
}

describe('the options on leaving service', () => {
  it('shows the three options side by side, each figure labelled with what it is', async () => {
    stubApi({ [OPTIONS]: aLeavingOptions(), [TRANSFERS]: { success: true, transfers: [] } });
    renderWithProviders(<LeavingServicePage schemeNumber="S1" />);
    const preserve = await screen.findByRole('region', { name: 'Stay preserved in the fund' });
    const transfer = screen.getByRole('region', { name: 'Transfer to another fund' });
    const cash = screen.getByRole('region', { name: 'Take the benefit in cash' });
    expect(within(preserve).getByText('The default')).toBeTruthy();
    expect(figure(preserve, 'Value at retirement, in today’s money')).toBe('R 321 654.32');
    expect(figure(preserve, 'Income a month at retirement, before tax, in today’s money')).toBe(
      'R 1 987.65',
    );
    expect(figure(transfer, 'Value transferred today')).toBe('R 200 000.00');
    expect(figure(transfer, 'Tax on the transfer')).toBe('R 0.00');
    expect(figure(cash, 'Tax on the withdrawal lump-sum table')).toBe('R 22 050.00');
    expect(figure(cash, 'Cash paid to you today, after tax')).toBe('R 142 922.00');
    expect(figure(cash, 'Income a month at retirement given up, in today’s money')).toBe(
      'R 1 689.50',
    );
    expect(figure(cash, 'Retirement component that stays preserved')).toBe('R 30 000.00');
    expect(
      within(preserve)
        .getByRole('link', { name: 'See how the projection is worked out' })
        .getAttribute('href'),
    ).toBe('/retirement-projection?fund=S1');
    expect(
      screen
        .getByRole('button', {
          name: 'Download Paid-up membership certificate – AF Umbrella Pension Fund',
        })
        .getAttribute('href'),
    ).toBe('/api/TaxCertificates/DownloadPDF?id=cert-1');
    // No transfer form before the counselling material is confirmed.
    expect(screen.queryByRole('form', { name: 'Ask for a transfer' })).toBeNull();
    expect(await screen.findByText('You have not asked for a transfer of this fund.')).toBeTruthy();
  });

  it('hides every amount with the privacy switch on', async () => {
    setAmountsHidden(true);
    stubApi({ [OPTIONS]: aLeavingOptions(), [TRANSFERS]: { success: true, transfers: [] } });
    renderWithProviders(<LeavingServicePage schemeNumber="S1" />);
    const cash = await screen.findByRole('region', { name: 'Take the benefit in cash' });
    expect(figure(cash, 'Tax on the withdrawal lump-sum table')).toBe(HIDDEN_AMOUNT);
    // No figure of the member's (the table's tax-free R 27 500 in the material is not one).
    expect(document.body.textContent).not.toMatch(/R\s?\d[\d\s]*\.\d\d/);
  });

  it('asks for the confirmation, then the transfer, and shows its status', async () => {
    let transfers: unknown[] = [];
    const calls = stubApi({
      [OPTIONS]: aLeavingOptions(),
      [TRANSFERS]: () => jsonResponse({ success: true, transfers }),
      [ACKNOWLEDGE]: {
        success: true,
        counselling: { materialVersion: '2026-12-01', acknowledgedOn: '2026-12-01' },
      },
      [REQUEST]: () => {
        transfers = [aTransfer({ status: 'WithAdministrator' })];
        return jsonResponse({ success: true, transfer: aTransfer() });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<LeavingServicePage schemeNumber="S1" />);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Please tick the box to confirm you have read the information.'),
    ).toBeTruthy();
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read this information about my options' }),
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('You confirmed reading this information on 1 Dec 2026.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      schemeNumber: 'S1',
      materialVersion: '2026-12-01',
    });

    const form = await screen.findByRole('form', { name: 'Ask for a transfer' });
    await user.click(within(form).getByRole('button', { name: 'Ask for the transfer' }));
    expect(within(form).getByText(LEAVING_SERVICE_MESSAGES.receivingFundName)).toBeTruthy();
    expect(within(form).getByText(LEAVING_SERVICE_MESSAGES.receivingFundRegistration)).toBeTruthy();
    await user.type(
      within(form).getByRole('textbox', { name: /Name of the fund/ }),
      'Allan Gray Preservation Pension Fund',
    );
    await user.type(within(form).getByRole('textbox', { name: /FSCA registration/ }), '12/8/35478');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: /Kind of fund/ }),
      'PreservationFund',
    );
    await user.click(within(form).getByRole('button', { name: 'Ask for the transfer' }));
    expect(
      await screen.findByText(
        'Your transfer request TRF-7K2P9QXA was sent. We will tell you as it moves on.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.url.includes('RequestTransfer'))?.body).toEqual({
      schemeNumber: 'S1',
      receivingFundName: 'Allan Gray Preservation Pension Fund',
      receivingFundRegistration: '12/8/35478',
      receivingFundType: 'PreservationFund',
    });
    expect(await screen.findByText('With the administrator')).toBeTruthy();
  });

  it('says why a fund that is not paid-up has no options, and shows loading first', async () => {
    stubApi({
      [OPTIONS]: () =>
        jsonResponse(
          { success: false, code: 'CONFLICT', message: LEAVING_SERVICE_MESSAGES.notLeft },
          409,
        ),
    });
    renderWithProviders(<LeavingServicePage schemeNumber="S1" />);
    expect(screen.getByText('Loading your options')).toBeTruthy();
    expect(await screen.findByText(LEAVING_SERVICE_MESSAGES.notLeft)).toBeTruthy();
  });

  it('says a fund that is not the member’s is not found', async () => {
    stubApi({});
    renderWithProviders(<LeavingServicePage schemeNumber="S9" />);
    expect(await screen.findByText('This fund is not one of yours.')).toBeTruthy();
  });
});
