import type { FundIdentityAnswer } from '@portal/contract/fund-identity';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '@/testing/api-stub';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { aFundDetails, transactionsResponse } from '../testing/fixtures';
import { FundDetailsPage } from './fund-details-page';
import { telHref, websiteHref, YOUR_FUND_ERROR, YourFundSection } from './your-fund-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

const contact = {
  hours: null,
  website: null,
};

function anIdentity(overrides: Partial<FundIdentityAnswer> = {}): FundIdentityAnswer {
  return {
    schemeNumber: 'S1',
    fundName: 'AF Umbrella Pension Fund',
    kind: 'Retirement fund',
    fscaRegistrationNumber: '12/8/38412',
    sarsApprovalNumber: '18/20/4/041220',
    principalOfficer: 'Ms N. Dlamini',
    provider: null,
    administrator: {
      name: 'AF Administrators (Pty) Ltd',
      section13bNumber: '24/912',
      fspNumber: '45123',
    },
    contactCentre: {
      telephone: '0860 000 111',
      email: 'members@afconnect.co.za',
      postalAddress: ['PO Box 1000', 'Parktown', '2121'],
      hours: 'Monday to Friday, 08:00 to 17:00',
      website: 'www.afconnect.co.za',
    },
    complaints: {
      ...contact,
      telephone: '0860 000 112',
      email: 'complaints@afconnect.co.za',
      postalAddress: ['The Complaints Officer', 'PO Box 1000', 'Parktown', '2121'],
      answerWithinDays: 30,
    },
    ombud: {
      ...contact,
      name: 'Office of the Pension Funds Adjudicator',
      remit:
        'It hears complaints about retirement funds free of charge, made within three years of the event.',
      telephone: '012 346 1738',
      email: 'enquiries@pfa.org.za',
      postalAddress: ['PO Box 580', 'Menlyn', '0063'],
      website: 'www.pfa.org.za',
    },
    ...overrides,
  };
}

/** A definition list's value by its term. */
function valueOf(list: HTMLElement, term: string): string | null {
  const dt = within(list).getAllByText(term, { selector: 'dt' }).at(0);
  return dt?.nextElementSibling?.textContent ?? null;
}

describe('YourFundSection', () => {
  it('names the fund, its numbers, principal officer and administrator in definition lists', async () => {
    stubApi({ 'GET /api/Fund/Identity/S1': { success: true, identity: anIdentity() } });
    const { container } = renderWithProviders(<YourFundSection schemeNumber="S1" />);
    expect(await screen.findByText('AF Umbrella Pension Fund')).toBeTruthy();
    const [fund, administrator] = [...container.querySelectorAll('dl')] as HTMLElement[];
    if (!fund || !administrator) throw new Error('no definition lists');
    expect(valueOf(fund, 'FSCA registration number')).toBe('12/8/38412');
    expect(valueOf(fund, 'SARS approval number')).toBe('18/20/4/041220');
    expect(valueOf(fund, 'Principal officer')).toBe('Ms N. Dlamini');
    expect(within(fund).queryByText('Provider')).toBeNull();
    expect(valueOf(administrator, 'Name')).toBe('AF Administrators (Pty) Ltd');
    expect(valueOf(administrator, 'Section 13B approval number')).toBe('24/912');
    expect(valueOf(administrator, 'Authorised financial services provider')).toBe('FSP 45123');
    for (const name of [
      'Administrator',
      'Contact centre',
      'Complaints',
      'If your complaint is not settled',
    ])
      expect(screen.getByRole('heading', { level: 3, name })).toBeTruthy();
  });

  it('gives the contact centre, the complaints route with its 30 days and the ombud as links', async () => {
    stubApi({ 'GET /api/Fund/Identity/S1': { success: true, identity: anIdentity() } });
    renderWithProviders(<YourFundSection schemeNumber="S1" />);
    const centre = await screen.findByRole('link', { name: '0860 000 111' });
    expect(centre.getAttribute('href')).toBe('tel:0860000111');
    expect(screen.getByRole('link', { name: 'members@afconnect.co.za' }).getAttribute('href')).toBe(
      'mailto:members@afconnect.co.za',
    );
    expect(screen.getByRole('link', { name: '0860 000 112' }).getAttribute('href')).toBe(
      'tel:0860000112',
    );
    expect(
      screen.getByText(
        /The fund will answer a written complaint in writing within 30 days \(section 30A of the Pension Funds Act\)/,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(/you may take it to the Office of the Pension Funds Adjudicator/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '012 346 1738' }).getAttribute('href')).toBe(
      'tel:0123461738',
    );
    expect(screen.getByRole('link', { name: 'enquiries@pfa.org.za' }).getAttribute('href')).toBe(
      'mailto:enquiries@pfa.org.za',
    );
    expect(screen.getByRole('link', { name: 'www.pfa.org.za' }).getAttribute('href')).toBe(
      'https://www.pfa.org.za',
    );
    expect(screen.getByText('Monday to Friday, 08:00 to 17:00')).toBeTruthy();
  });

  it('names a product’s provider, without fund numbers or a section 13B number', async () => {
    stubApi({
      'GET /api/Fund/Identity/S1': {
        success: true,
        identity: anIdentity({
          fundName: 'AF Tax Free Savings Account',
          kind: 'Product',
          fscaRegistrationNumber: null,
          sarsApprovalNumber: null,
          principalOfficer: null,
          provider: 'AF Investment Services (Pty) Ltd, an authorised financial services provider',
        }),
      },
    });
    renderWithProviders(<YourFundSection schemeNumber="S1" />);
    expect(await screen.findByText(/AF Investment Services \(Pty\) Ltd/)).toBeTruthy();
    expect(screen.queryByText('FSCA registration number')).toBeNull();
    expect(screen.queryByText('Section 13B approval number')).toBeNull();
    expect(
      screen.getByText(/We will answer a written complaint in writing within 30 days\./),
    ).toBeTruthy();
  });

  it('says so when the details cannot be loaded, and tells a screen reader while they load', async () => {
    stubApi({
      'GET /api/Fund/Identity/S1': () =>
        jsonResponse({ success: false, code: 'INTERNAL', message: 'Server error' }, 500),
    });
    renderWithProviders(<YourFundSection schemeNumber="S1" />);
    expect(screen.getByRole('status').textContent).toBe('Loading your fund’s details');
    expect(await screen.findByText(YOUR_FUND_ERROR)).toBeTruthy();
  });

  it('makes dialable and openable addresses', () => {
    expect(telHref('+27 12 346 1738')).toBe('tel:+27123461738');
    expect(websiteHref('www.pfa.org.za')).toBe('https://www.pfa.org.za');
    expect(websiteHref('https://www.pfa.org.za')).toBe('https://www.pfa.org.za');
  });
});

describe('the fund details page', () => {
  it('has a Your fund section with its heading and the fund’s identity', async () => {
    stubApi({
      'GET /api/Fund/GetFundDetails/S1': aFundDetails(),
      'GET /api/Fund/GetFundDetails/S1/TransactionDetails': transactionsResponse([]),
      'GET /api/Fund/Identity/S1': { success: true, identity: anIdentity() },
    });
    renderWithProviders(
      <FundDetailsPage
        schemeNumber="S1"
        layoutFor={() => ({
          sidePanel: null,
          showPots: true,
          isRetailView: false,
          beneficiaries: null,
          showServiceNotice: false,
          hub: null,
        })}
      />,
    );
    const heading = await screen.findByRole('heading', { level: 2, name: 'Your fund' });
    const section = heading.closest('section');
    if (!section) throw new Error('the Your fund heading is not in a section');
    expect(await within(section).findByText('12/8/38412')).toBeTruthy();
    expect(within(section).getByRole('link', { name: '0860 000 111' })).toBeTruthy();
  });
});
