import type { GroupCover } from '@portal/contract/fund-details';
import { CONTINUATION_OPTION, NO_GROUP_COVER } from '@portal/domain/group-cover';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { aFundDetails } from '../testing/fixtures';
import { CoverSection } from './cover-section';
import { InformationTab } from './information-tab';

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
      amount: 30_000,
      paid: 'lumpSum',
      premiumRate: 0.1,
      monthlyPremium: 40,
    },
  ],
  note: null,
};

/** A row's text with the amounts' no-break spaces read as spaces. */
const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/\u00a0/g, ' ');

describe('CoverSection', () => {
  it('states each benefit on the salary with the premium that pays for it', () => {
    renderWithProviders(<CoverSection cover={covered} isMobile={false} />);
    const table = screen.getByRole('table', { name: 'Your group cover' });
    const death = within(table).getByRole('row', { name: /Death benefit/ });
    expect(plain(death)).toContain('3 × annual salary');
    expect(plain(death)).toContain('R 1 440 000.00');
    expect(plain(death)).toContain('0.70%');
    expect(plain(death)).toContain('R 280.00');
    const disability = within(table).getByRole('row', { name: /Disability income benefit/ });
    expect(plain(disability)).toContain('R 30 000.00 a month');
    expect(screen.getByText('1.50% of salary a year')).toBeTruthy();
    expect(screen.getByText('R 600.00')).toBeTruthy();
  });

  it('says when a paid-up member’s cover ended, and the continuation option', () => {
    renderWithProviders(
      <CoverSection
        cover={{
          ...covered,
          status: 'ended',
          endedOn: '2026-04-25',
          monthlyPremium: 0,
          note: CONTINUATION_OPTION,
        }}
        isMobile
      />,
    );
    expect(screen.getByText('Your group cover has ended')).toBeTruthy();
    expect(
      screen.getByText(/stopped on 25 Apr 2026, when your membership became paid-up/),
    ).toBeTruthy();
    expect(screen.getByText(CONTINUATION_OPTION)).toBeTruthy();
    expect(screen.getByText('Last annual salary')).toBeTruthy();
  });

  it('says a fund without group cover has none', () => {
    renderWithProviders(
      <CoverSection
        cover={{
          ...covered,
          status: 'none',
          salary: null,
          premiumRate: 0,
          monthlyPremium: 0,
          benefits: [],
          note: NO_GROUP_COVER,
        }}
        isMobile={false}
      />,
    );
    expect(screen.getByText(NO_GROUP_COVER)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('InformationTab for a paid-up member', () => {
  it('labels the salary and rates as the last that applied', () => {
    const details = aFundDetails({ member: { contributionsStoppedOn: '2025-07-01' } });
    renderWithProviders(<InformationTab information={details.information} isRetailView={false} />);
    expect(screen.getByText('Last salary (to 30 Jun 2025)')).toBeTruthy();
    expect(screen.getByText('Last member contribution rate (to 30 Jun 2025)')).toBeTruthy();
    expect(screen.getByText('Last employer contribution rate (to 30 Jun 2025)')).toBeTruthy();
    expect(screen.queryByText('Annual pensionable salary')).toBeNull();
  });
});
