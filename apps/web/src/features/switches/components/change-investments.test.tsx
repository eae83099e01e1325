import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  SwitchInstruction,
  SwitchOptions,
  SwitchPreview,
  SwitchSide,
} from '@portal/contract/switches';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { ChangeInvestments } from './change-investments';

// "Change investments" for one fund: the investments now, the choice with its problems in plain
// sentences, the review now and after, confirming, a pending instruction cancelled through its
// dialog, refusals with their reasons, and the history with the rows a done switch traded.

afterEach(() => vi.unstubAllGlobals());

const SCHEME = '100001';
const OPTIONS_PATH = `GET /api/Switch/Options/${SCHEME}`;

const mix = (equity: number) => [
  { assetClass: 'saEquity' as const, name: 'South African shares', share: equity },
  { assetClass: 'cash' as const, name: 'Cash and money market', share: 100 - equity },
];

function anOptions(overrides: Partial<SwitchOptions> = {}): SwitchOptions {
  const portfolio = (code: string, name: string, isDefault = false) => ({
    portfolioCode: code,
    portfolioName: name,
    totalExpenseRatio: 1.1,
    isDefault,
    regulation28: 'compliant' as const,
    mixKeepsRegulation28: true,
    mix: mix(40),
  });
  return {
    success: true,
    schemeNumber: SCHEME,
    fundName: 'AF Umbrella Pension Fund',
    isRetirementFund: true,
    range: [
      portfolio('AFBAL', 'AF Balanced Fund', true),
      portfolio('AFBND', 'AF Bond Fund'),
      portfolio('AFCAP', 'AF Capital Protector Portfolio'),
    ],
    current: {
      valueDate: '2026-11-27',
      totalValue: 1000,
      value: [
        { portfolioCode: 'AFBAL', portfolioName: 'AF Balanced Fund', share: 100, value: 1000 },
      ],
      contributions: [
        { portfolioCode: 'AFBAL', portfolioName: 'AF Balanced Fund', share: 100, value: null },
      ],
    },
    canSwitch: true,
    reasons: [],
    pendingInstructionId: null,
    fee: 0,
    feeReason: 'Your first switch in any 12 months is free.',
    nextCutOffAt: '2026-11-30T12:00:00.000Z',
    tradeDate: '2026-12-01',
    ...overrides,
  };
}

function aSide(equity: number, targets: [string, string, number][]): SwitchSide {
  const lines = targets.map(([portfolioCode, portfolioName, share]) => ({
    portfolioCode,
    portfolioName,
    share,
    value: null,
  }));
  return {
    value: lines,
    contributions: lines,
    assetClasses: mix(equity),
    riskProfile: { level: 3, name: equity > 30 ? 'Moderate' : 'Conservative', equity },
    regulation28: { applies: true, isCompliant: true, checks: [] },
    projection: {
      expectedReturn: 0.03,
      expectedMonthlyIncome: equity > 30 ? 20000 : 18000,
      lowerMonthlyIncome: 15000,
      higherMonthlyIncome: 25000,
      valueAtRetirement: 3_000_000,
    },
  };
}

function eac(total: number) {
  return { investmentManagement: total - 0.5, advice: 0, administration: 0.5, other: 0, total };
}

const PREVIEW: SwitchPreview = {
  success: true,
  scope: 'both',
  now: aSide(40, [['AFBAL', 'AF Balanced Fund', 100]]),
  after: aSide(20, [
    ['AFBND', 'AF Bond Fund', 60],
    ['AFCAP', 'AF Capital Protector Portfolio', 40],
  ]),
  effectiveAnnualCost: {
    terms: [
      {
        label: '1 year',
        months: 12,
        now: eac(1.6),
        after: eac(1.0),
      },
    ],
  },
  projectionNote: null,
  fee: 0,
  feeReason: 'Your first switch in any 12 months is free.',
  nextCutOffAt: '2026-11-30T12:00:00.000Z',
  tradeDate: '2026-12-01',
  canConfirm: true,
  reasons: [],
};

function anInstruction(overrides: Partial<SwitchInstruction> = {}): SwitchInstruction {
  return {
    id: 7,
    schemeNumber: SCHEME,
    fundName: 'AF Umbrella Pension Fund',
    scope: 'both',
    targets: [
      { portfolioCode: 'AFBND', portfolioName: 'AF Bond Fund', allocation: 60 },
      { portfolioCode: 'AFCAP', portfolioName: 'AF Capital Protector Portfolio', allocation: 40 },
    ],
    status: 'pending',
    statusName: 'Pending',
    refusedReason: null,
    requestedAt: '2026-11-29T17:00:00.000Z',
    cutOffAt: '2026-11-30T12:00:00.000Z',
    tradeDate: '2026-12-01',
    cancelledAt: null,
    completedAt: null,
    hubReference: null,
    fee: 0,
    canCancel: true,
    trades: [],
    ...overrides,
  };
}

function renderPage() {
  return renderWithProviders(<ChangeInvestments schemeNumber={SCHEME} />);
}

const share = (name: string) => screen.getByRole('textbox', { name: `Share in ${name}` });

describe('ChangeInvestments', () => {
  it('checks the shares, shows the change now and after, and confirms it', async () => {
    let instructions: SwitchInstruction[] = [];
    const calls = stubApi({
      [OPTIONS_PATH]: () =>
        jsonResponse(
          anOptions(instructions.length > 0 ? { canSwitch: false, pendingInstructionId: 7 } : {}),
        ),
      'GET /api/Switch/Instructions': () => jsonResponse({ success: true, instructions }),
      'POST /api/Switch/Preview': PREVIEW,
      'POST /api/Switch/Instructions': () => {
        instructions = [anInstruction()];
        return jsonResponse({ success: true, instruction: instructions[0] });
      },
    });
    renderPage();

    expect(await screen.findByRole('heading', { name: 'Your investments now' })).toBeTruthy();
    expect(screen.getByText(/AF Balanced Fund is the fund's default portfolio/)).toBeTruthy();
    expect(screen.getByText(/Regulation 37 of the Pension Funds Act/)).toBeTruthy();
    expect(
      await screen.findByText('You have not asked for a switch on this fund online yet.'),
    ).toBeTruthy();

    // Nothing entered, then shares that are not whole or do not add up: plain sentences, next to
    // the field and in the summary, and no preview asked for.
    const review = screen.getByRole('button', { name: 'Review the change' });
    fireEvent.click(review);
    expect(within(screen.getByRole('alert')).getByText(/at least one portfolio/)).toBeTruthy();
    fireEvent.change(share('AF Bond Fund'), { target: { value: '60.5' } });
    fireEvent.change(share('AF Capital Protector Portfolio'), { target: { value: '45' } });
    fireEvent.click(review);
    const fieldError = 'Enter a whole percent for AF Bond Fund, such as 40.';
    expect(screen.getAllByText(fieldError)).toHaveLength(2);
    expect(share('AF Bond Fund').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(share('AF Bond Fund'), { target: { value: '60' } });
    expect(screen.getByText('Total: 105 % of 100 %')).toBeTruthy();
    fireEvent.click(review);
    expect(screen.getByText('The shares add up to 105 %. They must add up to 100 %.')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/Switch/Preview')).toBe(false);

    // 60/40: the review, now and after side by side.
    fireEvent.change(share('AF Capital Protector Portfolio'), { target: { value: '40' } });
    fireEvent.click(review);
    expect(await screen.findByRole('heading', { name: 'Review the change' })).toBeTruthy();
    expect(calls.find((call) => call.url === '/api/Switch/Preview')?.body).toEqual({
      schemeNumber: SCHEME,
      scope: 'both',
      targets: [
        { portfolioCode: 'AFBND', allocation: 60 },
        { portfolioCode: 'AFCAP', allocation: 40 },
      ],
    });
    const savings = screen.getByRole('table', { name: 'How your savings are invested' });
    const bond = within(savings).getByRole('row', { name: /AF Bond Fund/ });
    expect(
      within(bond)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0%', '60%']);
    const cost = screen.getByRole('table', {
      name: 'Effective annual cost, all charges together',
    });
    expect(
      within(within(cost).getByRole('row', { name: /1 year/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1.6 % a year', '1.0 % a year']);
    const risk = screen.getByRole('region', { name: 'Risk profile' });
    expect(risk.textContent).toContain('Moderate (40% in shares)');
    expect(risk.textContent).toContain('Conservative (20% in shares)');
    const income = screen.getByRole('region', {
      name: "Projected income at retirement, in today's money",
    });
    expect(income.textContent?.replace(/\u00a0/g, ' ')).toContain(
      'R 18 000.00 a month (from R 15 000.00 to R 25 000.00)',
    );
    expect(
      screen.getByText(
        'If you confirm now, your instruction goes to the investment manager at 30 Nov 2026 at 14:00 and is traded at the unit prices of 1 Dec 2026. You can cancel it until 30 Nov 2026 at 14:00.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('This switch is free. Your first switch in any 12 months is free.'),
    ).toBeTruthy();

    // Confirmed: the instruction as pending, with its cancel button.
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Your switch instruction' })).toBeTruthy();
    expect(
      calls.find((call) => call.url === '/api/Switch/Instructions' && call.method === 'POST')?.body,
    ).toEqual({
      schemeNumber: SCHEME,
      scope: 'both',
      targets: [
        { portfolioCode: 'AFBND', allocation: 60 },
        { portfolioCode: 'AFCAP', allocation: 40 },
      ],
    });
    expect(screen.getAllByRole('button', { name: 'Cancel this instruction' })).toHaveLength(1);
  });

  it('cancels a pending instruction once the member says so in the dialog', async () => {
    let instruction = anInstruction();
    const calls = stubApi({
      [OPTIONS_PATH]: () =>
        jsonResponse(
          anOptions(
            instruction.status === 'pending'
              ? { canSwitch: false, pendingInstructionId: 7, reasons: ['A switch is pending.'] }
              : {},
          ),
        ),
      'GET /api/Switch/Instructions': () =>
        jsonResponse({ success: true, instructions: [instruction] }),
      'POST /api/Switch/Instructions/7/Cancel': () => {
        instruction = anInstruction({
          status: 'cancelled',
          statusName: 'Cancelled',
          canCancel: false,
          cancelledAt: '2026-11-29T17:05:00.000Z',
        });
        return jsonResponse({ success: true, instruction });
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel this instruction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this switch instruction?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the instruction' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.url.endsWith('/Cancel'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel this instruction' }));
    fireEvent.click(
      within(
        await screen.findByRole('dialog', { name: 'Cancel this switch instruction?' }),
      ).getByRole('button', { name: 'Yes, cancel it' }),
    );
    // The choice is open again, and the history says the instruction was cancelled.
    expect(await screen.findByRole('button', { name: 'Review the change' })).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Switch instruction 7' });
    expect(within(card).getByText('Cancelled')).toBeTruthy();
    expect(within(card).getByText('29 Nov 2026 at 19:05')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel this instruction' })).toBeNull();
  });

  it('says why no switch can be asked for, and shows a refusal with its reason', async () => {
    stubApi({
      [OPTIONS_PATH]: anOptions({
        canSwitch: false,
        reasons: ['You cannot switch while a claim on this fund is being processed.'],
      }),
      'GET /api/Switch/Instructions': {
        success: true,
        instructions: [
          anInstruction({
            status: 'refused',
            statusName: 'Refused',
            canCancel: false,
            refusedReason: 'The investment hub has no unit price for AFBND on 2026-12-01.',
          }),
        ],
      },
    });
    renderPage();
    expect(
      await screen.findByText('You cannot switch while a claim on this fund is being processed.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Review the change' })).toBeNull();
    expect(
      await screen.findByText(
        'Refused: The investment hub has no unit price for AFBND on 2026-12-01.',
      ),
    ).toBeTruthy();
  });

  it('lists the rows a done switch traded in a table', async () => {
    stubApi({
      [OPTIONS_PATH]: anOptions(),
      'GET /api/Switch/Instructions': {
        success: true,
        instructions: [
          anInstruction({
            status: 'done',
            statusName: 'Done',
            canCancel: false,
            hubReference: 'HUB0123456789',
            completedAt: '2026-12-01T13:00:00.000Z',
            trades: [
              {
                date: '2026-12-01',
                type: 'switch_out',
                portfolioCode: 'AFBAL',
                portfolioName: 'AF Balanced Fund',
                bucket: 'retirement',
                units: -100,
                price: 10,
                amount: -1000,
              },
              {
                date: '2026-12-01',
                type: 'switch_in',
                portfolioCode: 'AFBND',
                portfolioName: 'AF Bond Fund',
                bucket: 'retirement',
                units: 30,
                price: 20,
                amount: 600,
              },
            ],
          }),
        ],
      },
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'What was traded on 1 Dec 2026' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')),
      ),
    ).toEqual([
      ['100.0000', '10.000000', '−R 1 000.00'],
      ['30.0000', '20.000000', 'R 600.00'],
    ]);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('Switch out AF Balanced Fund');
    expect(screen.getByText('HUB0123456789')).toBeTruthy();
  });

  it('says when the fund is not the member’s, and offers to try again after a failure', async () => {
    stubApi({ 'GET /api/Switch/Instructions': { success: true, instructions: [] } });
    const { unmount } = renderPage();
    expect(await screen.findByText('We could not find this fund')).toBeTruthy();
    unmount();
    let failing = true;
    stubApi({
      [OPTIONS_PATH]: () =>
        failing
          ? jsonResponse({ success: false, code: 'INTERNAL', message: 'x' }, 500)
          : jsonResponse(anOptions()),
      'GET /api/Switch/Instructions': { success: true, instructions: [] },
    });
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('We could not load your investments. Please try again.')).toBeTruthy();
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Your investments now' })).toBeTruthy();
  });
});
