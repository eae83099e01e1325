import type { FundGroupCover, GroupCover } from '@portal/contract/group-cover';
import { CONTINUATION_OPTION, NO_GROUP_COVER } from '@portal/domain/group-cover';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setAmountsHidden } from '@/components/ui/amount-privacy';
import { HIDDEN_AMOUNT } from '@/components/ui/money';
import { renderWithProviders } from '@/testing/render';
import { InvestmentsAndPolicies } from './investments-and-policies';

// The dashboard's Group cover card (docs/decisions/037-group-cover-stated.md): each employer
// fund's benefits and premium, an ended cover's date and continuation option, no fund without
// cover, and every amount behind the privacy switch.

afterEach(() => setAmountsHidden(false));

const covered: GroupCover = {
  status: 'covered',
  endedOn: null,
  salary: 480_000,
  premiumRate: 1.5,
  monthlyPremium: 600,
  benefits: [
    {
      benefit: 'death',
      label: 'Death benefit',
      basis: '3 × annual salary',
      amount: 1_440_000,
      paid: 'lumpSum',
      premiumRate: 0.7,
      monthlyPremium: 280,
    },
    {
      benefit: 'disability',
      label: 'Disability income benefit',
      basis: '75% of salary, paid monthly to age 65',
      amount: 30_000,
      paid: 'monthly',
      premiumRate: 0.7,
      monthlyPremium: 280,
    },
    {
      benefit: 'funeral',
      label: 'Funeral benefit',
      basis: "A fixed amount on the member's death",
      amount: 25_000,
      paid: 'lumpSum',
      premiumRate: 0.1,
      monthlyPremium: 40,
    },
  ],
  note: null,
};

const ended: GroupCover = {
  ...covered,
  status: 'ended',
  endedOn: '2026-04-25',
  monthlyPremium: 0,
  note: CONTINUATION_OPTION,
};

const none: GroupCover = {
  status: 'none',
  endedOn: null,
  salary: null,
  premiumRate: 0,
  monthlyPremium: 0,
  benefits: [],
  note: NO_GROUP_COVER,
};

const covers: FundGroupCover[] = [
  { schemeNumber: 'P1', fundName: 'Acme Pension Fund', cover: covered },
  { schemeNumber: 'V1', fundName: 'Acme Provident Fund', cover: none },
  { schemeNumber: 'O1', fundName: 'Old Employer Pension Fund', cover: ended },
];

function renderCard(groupCovers: FundGroupCover[] = covers) {
  renderWithProviders(
    <InvestmentsAndPolicies
      canManageBeneficiaries={false}
      isFuneralCoverOn={false}
      isLifeCoverOn={false}
      groupCovers={groupCovers}
      coverHref={(scheme) => `/fund-details/${scheme}#cover`}
    />,
  );
}

/** The card's part about one fund: its heading's section. */
function fund(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

/** The description list's value for a label, its amount first (no-break spaces as spaces). */
function valueOf(part: HTMLElement, label: string): string {
  const term = within(part).getByText(label, { selector: 'dt' });
  const values: string[] = [];
  for (let next = term.nextElementSibling; next?.tagName === 'DD'; next = next.nextElementSibling)
    values.push(next.textContent ?? '');
  return values.join(' | ').replace(/\u00a0/g, ' ');
}

describe('the Group cover card', () => {
  it('states each benefit, its basis and the premium with its rate, and links to the fund', () => {
    renderCard();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Investments and policies' }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Group cover' })).toBeTruthy();
    const pension = fund('Acme Pension Fund');
    expect(within(pension).getByRole('heading', { level: 4 }).textContent).toBe(
      'Acme Pension Fund',
    );
    expect(valueOf(pension, 'Death benefit')).toBe('R 1 440 000.00 | 3 × annual salary');
    expect(valueOf(pension, 'Disability income benefit')).toBe(
      'R 30 000.00 a month | 75% of salary, paid monthly to age 65',
    );
    expect(valueOf(pension, 'Funeral benefit')).toBe(
      "R 25 000.00 | A fixed amount on the member's death",
    );
    expect(valueOf(pension, 'Premium')).toBe('R 600.00 a month | 1.50% of salary a year');
    expect(
      within(pension)
        .getByRole('link', { name: 'See the cover of Acme Pension Fund' })
        .getAttribute('href'),
    ).toBe('/fund-details/P1#cover');
  });

  it('says when an ended cover stopped, with the continuation option, and no figures', () => {
    renderCard();
    const old = fund('Old Employer Pension Fund');
    expect(within(old).getByText('Cover ended on 25 Apr 2026')).toBeTruthy();
    expect(within(old).getByText(CONTINUATION_OPTION)).toBeTruthy();
    expect(within(old).queryByText(/R\s/)).toBeNull();
  });

  it('does not list a fund without group cover, nor draw the card when none has cover', () => {
    renderCard();
    expect(screen.queryByRole('region', { name: 'Acme Provident Fund' })).toBeNull();
    expect(screen.queryByText(NO_GROUP_COVER)).toBeNull();
    document.body.innerHTML = '';
    renderCard([covers[1] as FundGroupCover]);
    expect(screen.queryByRole('heading', { name: 'Group cover' })).toBeNull();
  });

  it('hides every amount while amounts are hidden, and keeps the rates and bases', () => {
    setAmountsHidden(true);
    renderCard();
    const pension = fund('Acme Pension Fund');
    expect(valueOf(pension, 'Death benefit')).toBe(`${HIDDEN_AMOUNT} | 3 × annual salary`);
    expect(valueOf(pension, 'Disability income benefit')).toBe(
      `${HIDDEN_AMOUNT} a month | 75% of salary, paid monthly to age 65`,
    );
    expect(valueOf(pension, 'Premium')).toBe(`${HIDDEN_AMOUNT} a month | 1.50% of salary a year`);
    const card = screen.getByRole('article', { name: 'Group cover' }).textContent ?? '';
    expect(card.replace(/\u00a0/g, ' ')).not.toMatch(/1 440 000|30 000|25 000|600\.00|\.00/);
  });
});
