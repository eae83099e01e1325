import { InternalRateOfReturnSchema } from '@portal/contract/fund-details';
import type { InternalRateOfReturn } from '@portal/contract/fund-details';
import { addMonths } from '@portal/domain/dates';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import type { RecordedCall } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { IrrPanel } from './irr-panel';
import { TEST_TODAY } from '@/testing/fixtures';

const PATH = 'POST /api/Fund/GetFundDetails/S1/Irr';

afterEach(() => {
  vi.unstubAllGlobals();
});

function anIrr(overrides: Partial<InternalRateOfReturn> = {}) {
  return {
    success: true,
    internalRateOfReturn: [
      InternalRateOfReturnSchema.parse({
        irrPct: 9.87,
        irrStatus: 'rate',
        periodReturnPct: 9.87,
        openingValue: 100000,
        closingValue: 112345.67,
        calcStartDate: '2024-05-30',
        calcEndDate: '2025-05-30',
        ...overrides,
      }),
    ],
  };
}

/** The IRR requests' bodies among the recorded calls (the providers also ask for the session). */
function irrBodies(calls: RecordedCall[]) {
  return calls.filter((c) => c.method === 'POST').map((c) => c.body as Record<string, string>);
}

describe('IrrPanel', () => {
  it('asks for the last 12 months and shows both bars and the annualised rate', async () => {
    const calls = stubApi({ [PATH]: anIrr() });
    renderWithProviders(<IrrPanel schemeNumber="S1" />);

    expect(screen.getByLabelText('Loading your internal rate of return')).toBeTruthy();
    expect(await screen.findByText('9.87%')).toBeTruthy();
    expect(screen.getByText('Annualised internal rate of return')).toBeTruthy();
    expect(screen.getByText('Closing value')).toBeTruthy();
    expect(screen.getByText('R 112 345.67')).toBeTruthy();
    expect(screen.getByText('R 100 000.00')).toBeTruthy();
    expect(screen.getByText('30 May 2025')).toBeTruthy();
    expect(screen.getByText('30 May 2024')).toBeTruthy();
    expect(screen.queryByText(/not annualised/)).toBeNull();
    const today = TEST_TODAY;
    expect(irrBodies(calls)[0]).toEqual({ startDate: addMonths(today, -12), endDate: today });
  });

  it('shows a short window’s own return as not annualised', async () => {
    stubApi({
      [PATH]: anIrr({ irrPct: 12.55, periodReturnPct: 2.1, calcStartDate: '2025-03-01' }),
    });
    renderWithProviders(<IrrPanel schemeNumber="S1" />);
    expect(await screen.findByText('12.55%')).toBeTruthy();
    expect(screen.getByText('Return for the period (not annualised)')).toBeTruthy();
    expect(screen.getByText('2.10%')).toBeTruthy();
  });

  it('says a single rate cannot be given when the flows are ambiguous, never 0 %', async () => {
    stubApi({ [PATH]: anIrr({ irrStatus: 'ambiguous', irrPct: null, periodReturnPct: null }) });
    renderWithProviders(<IrrPanel schemeNumber="S1" />);
    expect(
      await screen.findByText('A single rate of return cannot be calculated for these dates.'),
    ).toBeTruthy();
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('says there are no transactions when nothing happened in the window', async () => {
    stubApi({
      [PATH]: anIrr({
        irrStatus: 'unavailable',
        irrPct: null,
        periodReturnPct: null,
        openingValue: 0,
        closingValue: 0,
      }),
    });
    renderWithProviders(<IrrPanel schemeNumber="S1" />);
    expect(
      await screen.findByText('There are no transactions for the selected dates.'),
    ).toBeTruthy();
    expect(screen.queryByText('NaN')).toBeNull();
  });

  it('shows the IRR error panel', async () => {
    stubApi({
      [PATH]: () => jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500),
    });
    renderWithProviders(<IrrPanel schemeNumber="S1" />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(
      screen.getByText(
        'Something went wrong, uploading your Internal rate of return. Please try logging in later.',
      ),
    ).toBeTruthy();
  });

  it('recalculates on every date change outside the modal, only on Calculate inside it', async () => {
    const calls = stubApi({ [PATH]: anIrr() });
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<IrrPanel schemeNumber="S1" />);
    await screen.findByText('9.87%');
    const from = screen.getByRole('textbox', { name: /From/ });
    await user.clear(from);
    await user.type(from, '01/01/2025');
    await waitFor(() => expect(irrBodies(calls).at(-1)).toMatchObject({ startDate: '2025-01-01' }));
    unmount();

    const modalCalls = stubApi({ [PATH]: anIrr() });
    renderWithProviders(<IrrPanel schemeNumber="S1" isModal />);
    await screen.findByText('9.87%');
    const modalFrom = screen.getByRole('textbox', { name: /From/ });
    await user.clear(modalFrom);
    await user.type(modalFrom, '02/01/2025');
    await user.tab();
    expect(irrBodies(modalCalls).some((b) => b.startDate === '2025-01-02')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    await waitFor(() =>
      expect(irrBodies(modalCalls).at(-1)).toMatchObject({ startDate: '2025-01-02' }),
    );
    expect(within(document.body).getByText('Key statistics')).toBeTruthy();
  }, 30_000);
});
