import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RETIREMENT_MESSAGES } from '@portal/contract/calls/retirement-options';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAmountsHidden } from '@/components/ui/amount-privacy';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { aRetirementOptions } from '../testing/retirement-fixtures';
import { RetirementPage } from './retirement-page';

// The retirement options page (issue 49 point 5): the annuity strategy, the benefit by
// component, the cash and its tax, the two annuities with and without cash, each figure labelled;
// the counselling acknowledgement before the claim form; the claim started and its link; the
// privacy switch; loading and error states.

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  setAmountsHidden(false);
});

const OPTIONS = 'GET /api/Retirement/GetOptions';
const ACKNOWLEDGE = 'POST /api/Retirement/AcknowledgeCounselling';
const START = 'POST /api/Retirement/StartClaim';

/** The figures of an illustration (the heading's block), as "label value" lines. */
function block(card: HTMLElement, heading: string): string {
  const title = within(card).getByRole('heading', { name: heading });
  return (title.parentElement?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

describe('the options at retirement', () => {
  it('shows the strategy, the cash with its tax and both annuities, every figure labelled', async () => {
    stubApi({ [OPTIONS]: aRetirementOptions() });
    renderWithProviders(<RetirementPage schemeNumber="S1" />);
    const strategy = await screen.findByRole('region', { name: 'The fund’s annuity strategy' });
    expect(within(strategy).getByText(/The trustees offer two annuities/)).toBeTruthy();
    expect(within(strategy).getByText('Adopted by the trustees on 1 Sep 2024.')).toBeTruthy();

    const benefit = screen.getByRole('region', { name: 'Your benefit at retirement' });
    const today = within(benefit).getByRole('region', { name: 'Today' });
    const later = within(benefit).getByRole('region', { name: 'At retirement, in today’s money' });
    expect(today.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain('TotalR 2 050 000.00');
    expect(later.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain('TotalR 2 400 000.00');

    const cash = screen.getByRole('region', { name: 'The cash lump sum' });
    expect(cash.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      'Tax on the retirement lump-sum tableR 9 000.00',
    );
    expect(cash.textContent).toContain('2026/27 retirement lump-sum table');

    const life = screen.getByRole('region', { name: 'A life annuity' });
    expect(block(life, 'With no cash taken')).toContain('Income a month, before taxR 14 560.00');
    expect(block(life, 'With the most cash taken')).toContain(
      'Income a month, after taxR 9 754.25',
    );
    const living = screen.getByRole('region', { name: 'A living annuity' });
    expect(block(living, 'With no cash taken')).toContain(
      'Income a year, as a share of what buys it5.00 %',
    );
    expect(
      screen.getByRole('link', { name: 'Try other choices in the retirement projection' }),
    ).toBeTruthy();
    // No claim form before the counselling is confirmed.
    expect(screen.queryByRole('form', { name: 'Start your retirement claim' })).toBeNull();
  });

  it('hides every amount of the member’s with the privacy switch on', async () => {
    setAmountsHidden(true);
    stubApi({ [OPTIONS]: aRetirementOptions() });
    renderWithProviders(<RetirementPage schemeNumber="S1" />);
    await screen.findByRole('region', { name: 'The cash lump sum' });
    // The law's R 165 000 and R 550 000 in the words are not the member's figures.
    expect(document.body.textContent).not.toMatch(/R\s?\d[\d\s]*\.\d\d/);
  });

  it('asks for the confirmation, then starts the claim and links to it', async () => {
    const calls = stubApi({
      [OPTIONS]: aRetirementOptions(),
      [ACKNOWLEDGE]: {
        success: true,
        counselling: { materialVersion: 'retirement/2026-12-01', acknowledgedOn: '2026-12-01' },
      },
      [START]: {
        success: true,
        claim: {
          caseNo: 'CLM00000777',
          status: 'Submitted',
          statusDescription: 'Submitted',
          submittedOn: '2026-12-01',
          claimPath: '/claims/CLM00000777',
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<RetirementPage schemeNumber="S1" />);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Please confirm that you have read the information about retiring.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /I have read the information/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('You confirmed reading this information on 1 Dec 2026.'),
    ).toBeTruthy();

    const form = await screen.findByRole('form', { name: 'Start your retirement claim' });
    await user.click(within(form).getByRole('button', { name: 'Start my retirement claim' }));
    expect(within(form).getByText(RETIREMENT_MESSAGES.cash)).toBeTruthy();
    expect(within(form).getByText(RETIREMENT_MESSAGES.annuity)).toBeTruthy();
    expect(calls.some((call) => call.url.includes('StartClaim'))).toBe(false);
    await user.click(within(form).getByRole('radio', { name: /The most allowed in cash/ }));
    await user.click(within(form).getByRole('radio', { name: 'A living annuity' }));
    await user.click(within(form).getByRole('button', { name: 'Start my retirement claim' }));
    expect(
      await screen.findByText(
        'Your retirement claim CLM00000777 has been started. We sent you a message with the next steps.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.url.includes('StartClaim'))?.body).toEqual({
      schemeNumber: 'S1',
      cash: 'maximum',
      annuity: 'livingAnnuity',
    });
    expect(
      screen.getByRole('link', { name: 'Follow claim CLM00000777' }).getAttribute('href'),
    ).toBe('/claims/CLM00000777');
  });

  it('says when a claim may start for a member under 55, and shows the server’s refusal', async () => {
    stubApi({
      [OPTIONS]: aRetirementOptions({
        mayStartClaim: false,
        earliestClaimDate: '2028-03-15',
        counselling: { materialVersion: 'retirement/2026-12-01', acknowledgedOn: '2026-11-30' },
      }),
    });
    renderWithProviders(<RetirementPage schemeNumber="S1" />);
    expect(
      await screen.findByText(
        'You can start a retirement claim from 15 Mar 2028, your 55th birthday, the earliest retirement age the fund’s rules allow.',
      ),
    ).toBeTruthy();
  });

  it('says why a fund further from retirement has no options, and shows loading first', async () => {
    stubApi({
      [OPTIONS]: () =>
        jsonResponse(
          { success: false, code: 'CONFLICT', message: RETIREMENT_MESSAGES.notNear },
          409,
        ),
    });
    renderWithProviders(<RetirementPage schemeNumber="S1" />);
    expect(screen.getByText('Loading your options at retirement')).toBeTruthy();
    expect(await screen.findByText(RETIREMENT_MESSAGES.notNear)).toBeTruthy();
  });
});
