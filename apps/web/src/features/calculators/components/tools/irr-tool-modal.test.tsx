import { InternalRateOfReturnSchema } from '@portal/contract/fund-details';
import { addMonths } from '@portal/domain/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { aFund, TEST_TODAY } from '@/testing/fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { IrrToolModal } from './irr-tool-modal';
import type { ToolFunds } from './tool-funds';

const PENSION = aFund({ schemeNumber: 'S1', fullproductname: 'Anchor Pension Fund' });
const PROVIDENT = aFund({ schemeNumber: 'S2', fullproductname: 'Anchor Provident Fund' });

afterEach(() => {
  vi.unstubAllGlobals();
});

function anIrr(irrPct: number) {
  return {
    success: true,
    internalRateOfReturn: [
      InternalRateOfReturnSchema.parse({
        irrPct,
        irrStatus: 'rate',
        periodReturnPct: irrPct,
        openingValue: 100000,
        closingValue: 110000,
        calcStartDate: '2024-05-30',
        calcEndDate: '2025-05-30',
      }),
    ],
  };
}

function renderModal(funds: ToolFunds) {
  return renderWithProviders(<IrrToolModal opened onClose={() => {}} funds={funds} />);
}

describe('IrrToolModal', () => {
  it('selects the first fund, asks its last 12 months and switches product', async () => {
    const calls = stubApi({
      'POST /api/Fund/GetFundDetails/S1/Irr': anIrr(9.87),
      'POST /api/Fund/GetFundDetails/S2/Irr': anIrr(4.56),
    });
    const user = userEvent.setup();
    renderModal({ status: 'success', funds: [PENSION, PROVIDENT] });

    const dialog = await screen.findByRole('dialog', { name: 'IRR Calculator' });
    const select = within(dialog).getByRole('combobox', { name: 'Select a product' });
    expect(select).toHaveProperty('value', 'Anchor Pension Fund');
    expect(await within(dialog).findByText('9.87%')).toBeTruthy();
    const today = TEST_TODAY;
    expect(calls.find((c) => c.url.includes('/S1/Irr'))!.body).toEqual({
      startDate: addMonths(today, -12),
      endDate: today,
    });

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Anchor Provident Fund' }));
    expect(await within(dialog).findByText('4.56%')).toBeTruthy();
    expect(select).toHaveProperty('value', 'Anchor Provident Fund');
    expect(calls.some((c) => c.url.includes('/S2/Irr'))).toBe(true);
  });

  it('disables the select, the dates and Calculate when the member has no funds', async () => {
    const calls = stubApi({});
    renderModal({ status: 'success', funds: [] });

    const dialog = await screen.findByRole('dialog', { name: 'IRR Calculator' });
    expect(within(dialog).getByRole('combobox', { name: 'Select a product' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(dialog).getByRole('textbox', { name: /From/ })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('textbox', { name: /To/ })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Calculate' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(calls.filter((c) => c.url.includes('/Irr'))).toHaveLength(0);
    expect(within(dialog).queryByText(/Something went wrong/)).toBeNull();
  });

  it('words a failure as spec 3 §8 does on the tools page', async () => {
    stubApi({
      'POST /api/Fund/GetFundDetails/S1/Irr': () =>
        jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500),
    });
    renderModal({ status: 'success', funds: [PENSION] });
    expect(
      await screen.findByText(
        'Something went wrong uploading your internal rate of return. Please try logging in later.',
      ),
    ).toBeTruthy();
  });

  it('shows the empty-result text when nothing happened in the window', async () => {
    stubApi({
      'POST /api/Fund/GetFundDetails/S1/Irr': {
        success: true,
        internalRateOfReturn: [
          InternalRateOfReturnSchema.parse({
            irrPct: null,
            irrStatus: 'unavailable',
            periodReturnPct: null,
            openingValue: 0,
            closingValue: 0,
            calcStartDate: '2024-05-30',
            calcEndDate: '2025-05-30',
          }),
        ],
      },
    });
    renderModal({ status: 'success', funds: [PENSION] });
    await waitFor(() =>
      expect(screen.getByText('There are no transactions for the selected dates.')).toBeTruthy(),
    );
  });
});
