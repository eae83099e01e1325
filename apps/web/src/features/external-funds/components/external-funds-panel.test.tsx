import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExternalFund } from '@portal/contract/portfolio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAmountsHidden } from '@/components/ui/amount-privacy';
import { stubApi, type RecordedCall } from '@/testing/api-stub';
import { TEST_TODAY } from '@/testing/fixtures';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { anExternalFund, externalFundTypesResponse } from '../testing/external-fund-fixtures';
import { ExternalFundsPanel } from './external-funds-panel';

// The external funds list (dashboard and My portfolio): its loading, error and empty states, and
// adding, editing and deleting a fund through the modals.

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  setAmountsHidden(false);
});

const TYPES = 'GET /api/Fund/GetExternalInvestmentAndProductTypes';
const LIST = 'GET /api/Fund/GetExternalFunds';

function stubFunds(funds: ExternalFund[], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [LIST]: { success: true, externalFunds: funds },
    [TYPES]: externalFundTypesResponse,
    ...extra,
  });
}

async function choose(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  label: string,
  option: string,
) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('ExternalFundsPanel', () => {
  it('announces the loading of the funds', () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    renderWithProviders(<ExternalFundsPanel />);
    expect(screen.getByRole('status').textContent).toBe('Loading your external funds');
  });

  it('shows the external funds error when the server answers success:false, and loads again on Try again', async () => {
    let answer: unknown = { success: false, externalFunds: [] };
    stubApi({ [LIST]: () => jsonResponse(answer) });
    const user = userEvent.setup();
    renderWithProviders(<ExternalFundsPanel />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Something went wrong uploading your external funds. Please try logging in later.',
    );
    answer = { success: true, externalFunds: [anExternalFund()] };
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Coronation Balanced Plus' })).toBeTruthy();
  });

  it('says so when the member has added none', async () => {
    stubFunds([]);
    renderWithProviders(<ExternalFundsPanel />);
    expect(
      await screen.findByText('You have not added any funds you hold with other providers yet.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add an external fund' })).toBeTruthy();
  });

  it('lists each fund with provider, type, value, its date and monthly contribution', async () => {
    stubFunds([
      anExternalFund(),
      anExternalFund({ fundId: 'ext-2', productName: 'Allan Gray RA', monthlyContribution: null }),
    ]);
    renderWithProviders(<ExternalFundsPanel />);
    const fund = await screen.findByRole('article', { name: 'Coronation Balanced Plus' });
    expect(within(fund).getByText('Coronation · Unit trust')).toBeTruthy();
    expect(within(fund).getByText('R 250 000.50')).toBeTruthy();
    expect(within(fund).getByText('Value at 31 Mar 2025')).toBeTruthy();
    expect(within(fund).getByText('R 1 500.00')).toBeTruthy();
    const other = screen.getByRole('article', { name: 'Allan Gray RA' });
    expect(within(other).queryByText(/Monthly contribution/)).toBeNull();
  });

  it('hides the amounts while the privacy switch is on, but not what the member types', async () => {
    setAmountsHidden(true);
    stubFunds([anExternalFund()]);
    const user = userEvent.setup();
    renderWithProviders(<ExternalFundsPanel />);
    const fund = await screen.findByRole('article', { name: 'Coronation Balanced Plus' });
    expect(fund.textContent).not.toMatch(/R\s?\d/);
    expect(within(fund).getAllByText('R •••••')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Edit Coronation Balanced Plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your external fund' });
    const value = within(dialog).getByLabelText(/^Value\s*\*?$/) as HTMLInputElement;
    expect(value.value).toBe('R\u00a0250\u00a0000.50');
  });

  it('links to the configured external address beside the add button, in a new tab', async () => {
    stubFunds([]);
    renderWithProviders(<ExternalFundsPanel addExternalFundUrl="https://hub.example.test/add" />);
    const link = await screen.findByRole('link', { name: /Add a fund on our partner's site/ });
    expect(link.getAttribute('href')).toBe('https://hub.example.test/add');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('leaves AF Connect, opens in a new tab');
  });

  it('adds a fund: the form says what is missing, keeps the values when the name is not unique, then saves', async () => {
    let saved: unknown;
    let isDuplicate = true;
    const onChanged = vi.fn();
    stubFunds([], {
      'POST /api/Fund/AddExternalFund': (call: RecordedCall) => {
        if (isDuplicate) {
          isDuplicate = false;
          return jsonResponse(
            {
              success: false,
              code: 'BAD_REQUEST',
              message: 'Please check the fund',
              fieldErrors: { productName: ['Please enter a unique Product Name'] },
            },
            400,
          );
        }
        saved = call.body;
        return jsonResponse({ success: true, externalFund: anExternalFund() });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ExternalFundsPanel onChanged={onChanged} />);
    await user.click(await screen.findByRole('button', { name: 'Add an external fund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a fund you hold elsewhere' });

    await user.click(within(dialog).getByRole('button', { name: 'Add fund' }));
    expect(
      within(dialog).getByText('Please select a valid Provider from the dropdown list'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Product Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Value is required')).toBeTruthy();

    await choose(user, dialog, 'Provider', 'Allan Gray');
    await choose(user, dialog, 'Product type', 'Retirement annuity');
    await user.type(within(dialog).getByLabelText(/^Product Name/), 'My RA');
    await user.type(within(dialog).getByLabelText(/^Value$|^Value \*/), '1000.5');
    await user.type(within(dialog).getByRole('textbox', { name: /^Value date/ }), '01/02/2025');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Add fund' }));

    expect(await within(dialog).findByText('Please enter a unique Product Name')).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Product Name/) as HTMLInputElement).value).toBe(
      'My RA',
    );
    expect(onChanged).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText(/^Product Name/));
    await user.type(within(dialog).getByLabelText(/^Product Name/), 'My other RA');
    await user.click(within(dialog).getByRole('button', { name: 'Add fund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toEqual({
      providerId: '1',
      productTypeId: '1',
      productName: 'My other RA',
      value: '1000.5',
      valueDate: '2025-02-01',
      monthlyContribution: null,
      notes: null,
    });
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('says why a fund cannot be added past the cap on a member’s funds', async () => {
    const message =
      'You can add at most 20 funds held elsewhere. Please delete one you no longer hold before you add another.';
    const onChanged = vi.fn();
    stubFunds([], {
      'POST /api/Fund/AddExternalFund': () =>
        jsonResponse({ success: false, code: 'CONFLICT', message }, 409),
    });
    const user = userEvent.setup();
    renderWithProviders(<ExternalFundsPanel onChanged={onChanged} />);
    await user.click(await screen.findByRole('button', { name: 'Add an external fund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a fund you hold elsewhere' });
    await choose(user, dialog, 'Provider', 'Allan Gray');
    await choose(user, dialog, 'Product type', 'Retirement annuity');
    // Pasted rather than typed: one change each keeps the test quick.
    await user.click(within(dialog).getByLabelText(/^Product Name/));
    await user.paste('My RA');
    await user.click(within(dialog).getByLabelText(/^Value$|^Value \*/));
    await user.paste('1000.5');
    await user.click(within(dialog).getByRole('textbox', { name: /^Value date/ }));
    await user.paste('01/02/2025');
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Add fund' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('refuses a value date after today', async () => {
    stubFunds([]);
    const user = userEvent.setup();
    renderWithProviders(<ExternalFundsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Add an external fund' }));
    const dialog = await screen.findByRole('dialog');
    const [year = '', month = '', day = ''] = TEST_TODAY.split('-');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Value date/ }),
      `${day}/${month}/${Number(year) + 1}`,
    );
    await user.tab();
    await user.click(within(dialog).getByRole('button', { name: 'Add fund' }));
    expect(within(dialog).getByText('Selection cannot be a future date.')).toBeTruthy();
  });

  it('edits a fund from its saved values', async () => {
    let saved: unknown;
    stubFunds([anExternalFund()], {
      'PUT /api/Fund/UpdateExternalFund': (call: RecordedCall) => {
        saved = call.body;
        return jsonResponse({ success: true, externalFund: anExternalFund({ value: 260000 }) });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ExternalFundsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Edit Coronation Balanced Plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your external fund' });
    const value = within(dialog).getByLabelText(/^Value$|^Value \*/) as HTMLInputElement;
    expect(value.value).toBe('R\u00a0250\u00a0000.50');
    await user.clear(value);
    await user.type(value, '260000');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toMatchObject({
      fundId: 'ext-1',
      providerId: '2',
      productTypeId: '7',
      productName: 'Coronation Balanced Plus',
      value: '260000',
      valueDate: '2025-03-31',
      monthlyContribution: '1500',
    });
  });

  it('deletes a fund only after the confirmation, and keeps it when the delete fails', async () => {
    const deleted: string[] = [];
    let shouldFail = true;
    stubFunds([anExternalFund()], {
      'DELETE /api/Fund/DeleteExternalFund': (call: RecordedCall) => {
        if (shouldFail) {
          shouldFail = false;
          return jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500);
        }
        deleted.push(call.url);
        return jsonResponse({ success: true });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ExternalFundsPanel />);
    await user.click(
      await screen.findByRole('button', { name: 'Delete Coronation Balanced Plus' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Do you want to delete this fund?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Coronation Balanced Plus' }));
    dialog = await screen.findByRole('dialog', { name: 'Do you want to delete this fund?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('Something went wrong deleting your fund. Please try again.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toEqual(['/api/Fund/DeleteExternalFund?fundid=ext-1']);
  });
});
