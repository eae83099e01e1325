import type { BrowserContext, Page } from 'playwright-core';
import { formatRand, toCents } from '@portal/domain/money';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, newContext, signInWithFunds } from './support';
import type { MemberFund } from './support';

// spec 2: the fund details page for each member type, on the real server and its demo members.
// Nothing here changes data another journey relies on (a proposal only adds a row).

let context: BrowserContext | undefined;
afterEach(async () => {
  await context?.close();
  context = undefined;
});

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1440, height: 900 };

async function signedIn(username: string, viewport = DESKTOP) {
  context = await newContext(viewport);
  return signInWithFunds(context, username);
}

async function openFund(page: Page, fund: MemberFund): Promise<void> {
  await page.goto(`/fund-details/${fund.schemeNumber}`);
  // h2 on a desktop; h3 inside the 'Fund Details' panel on a phone.
  await page.getByRole('heading', { name: fund.fullproductname }).waitFor();
}

function pots(page: Page) {
  return page.getByRole('list', { name: 'Two-pot components' });
}

describe('fund details', () => {
  it('institutional: the pots, the transaction summary, the filter, the IRR modal and a fact sheet', async () => {
    const { page, funds } = await signedIn('institutional@demo.local');
    const fund = funds[0]!;
    await openFund(page, fund);

    expect(
      await pots(page)
        .getByText(/^Vested: R\u00a0/)
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toContain(
      'Product details',
    );
    await page.getByRole('heading', { name: 'Transaction Summary' }).waitFor();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('rowheader', { name: 'Opening balance' }).waitFor();
    expect(await page.getByRole('rowheader', { name: 'Closing balance' }).isVisible()).toBe(true);

    // The transaction filter (spec 2 §2): a modal on desktop.
    await page.getByRole('table', { name: 'Transactions' }).waitFor();
    await page.getByRole('button', { name: 'Filter by date' }).click();
    const filter = page.getByRole('dialog', { name: 'Transactional details' });
    await filter.getByText('Year', { exact: true }).click();
    await filter.getByRole('table', { name: 'Transactions' }).waitFor();
    await filter.getByText('Custom', { exact: true }).click();
    await filter.getByRole('textbox', { name: /To/ }).fill('01/01/2025');
    await filter.getByRole('textbox', { name: /From/ }).fill('01/02/2025');
    await filter.getByText('From date must be before to date.').waitFor();
    // The From calendar is open (a click on the field keeps it so, however late the field's
    // updates land on a busy machine): Escape closes it, and only then the modal.
    await filter.getByRole('textbox', { name: /From/ }).click();
    await page.keyboard.press('Escape');
    expect(await filter.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await filter.waitFor({ state: 'hidden' });

    // The IRR calculator modal (spec 2 §2).
    await page.getByRole('button', { name: 'Use IRR calculator' }).click();
    const irr = page.getByRole('dialog', { name: 'IRR Calculator' });
    await irr.getByText('Annualised internal rate of return').waitFor({ timeout: 20_000 });
    await irr.getByRole('button', { name: 'Calculate' }).click();
    await irr.getByText('Closing value').waitFor();
    await page.keyboard.press('Escape');
    await irr.waitFor({ state: 'hidden' });

    // A portfolio fact sheet saves as a PDF.
    const button = page.getByRole('button', { name: /^Download fact sheet for / }).first();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);

    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Transaction Summary' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('institutional: each transaction names its portfolio, and each month ends on the total of the API’s rows', async () => {
    const { page, funds } = await signedIn('institutional@demo.local');
    const fund = funds[0]!;
    await openFund(page, fund);
    const table = page.getByRole('table', { name: 'Transactions' });
    await table.waitFor();
    // The rows the API answers for the page's window (the last three months).
    const answer = await page.evaluate(async (scheme) => {
      const response = await fetch(`/api/Fund/GetFundDetails/${scheme}/TransactionDetails`, {
        headers: { apikey: 'af-connect-web' },
      });
      return (await response.json()) as {
        transactionDetailsByYear: {
          monthYears: {
            monthYear: string;
            transactions: { name: string; portfolio: string; amount: number }[];
          }[];
        }[];
      };
    }, fund.schemeNumber);
    const months = answer.transactionDetailsByYear.flatMap((year) => year.monthYears);
    expect(months.length).toBeGreaterThan(0);
    await expect.poll(() => table.getByRole('columnheader', { name: 'PORTFOLIO' }).count()).toBe(1);
    for (const month of months) {
      const cents = month.transactions.reduce((sum, row) => sum + Math.round(row.amount * 100), 0);
      const count = month.transactions.length;
      const label = `Net total for ${month.monthYear} (${count === 1 ? '1 transaction' : `all ${count} transactions`})`;
      const total = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
      expect(await total.getByRole('cell').textContent()).toBe(formatRand(toCents(cents)));
    }
    // Every portfolio the API names for the first month is in the table's portfolio column.
    const first = months[0]!;
    for (const row of first.transactions.slice(0, 3))
      expect(
        await table.getByRole('cell', { name: row.portfolio, exact: true }).count(),
      ).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 320, height: 800 });
    const card = page.getByRole('group', { name: first.monthYear });
    await card.waitFor();
    expect(await card.getByTestId('month-total').textContent()).toContain(
      formatRand(
        toCents(first.transactions.reduce((sum, row) => sum + Math.round(row.amount * 100), 0)),
      ),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  });

  it('institutional: the Your fund section names the fund, its registration, the administrator and the ombud, at 320 px too', async () => {
    const { page, funds } = await signedIn('institutional@demo.local');
    const fund = funds[0]!;
    await openFund(page, fund);
    const section = page.getByRole('region', { name: 'Your fund' });
    await section.getByText('FSCA registration number').waitFor();
    const text = (await section.textContent()) ?? '';
    for (const wanted of [
      fund.fullproductname,
      'A retirement fund registered under the Pension Funds Act',
      'SARS approval number',
      'Principal officer',
      'AF Administrators (Pty) Ltd',
      'Section 13B approval number',
      'within 30 days (section 30A of the Pension Funds Act)',
      'Office of the Pension Funds Adjudicator',
    ])
      expect(text, wanted).toContain(wanted);
    const centre = section.getByRole('link', { name: '0860 000 000' });
    expect(await centre.getAttribute('href')).toBe('tel:0860000000');
    expect(
      await section.getByRole('link', { name: 'complaints@afconnect.co.za' }).getAttribute('href'),
    ).toBe('mailto:complaints@afconnect.co.za');
    await expectNoAxeViolations(page);

    // The narrowest phone: a panel of its own, and the page never scrolls sideways.
    await page.setViewportSize({ width: 320, height: 700 });
    await page.getByRole('button', { name: 'Your fund', exact: true }).click();
    await page.getByRole('link', { name: 'enquiries@pfa.org.za' }).waitFor();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('retail: one total (pots on a two-pot product) and the emergency fund calculator, whose proposal opens in a new tab', async () => {
    const { page, funds } = await signedIn('retail@demo.local');
    const fund = funds[0]!;
    await openFund(page, fund);

    // One total, except on a retail two-pot product (the retirement annuity): its savings pot is
    // withdrawn from on its page, so its pots show.
    const { information } = await page.evaluate(async (scheme) => {
      const response = await fetch(`/api/Fund/GetFundDetails/${encodeURIComponent(scheme)}`, {
        headers: { apikey: 'af-connect-web' },
      });
      return (await response.json()) as { information: { fund: { twoPotIndicator: string } } };
    }, fund.schemeNumber);
    expect(await pots(page).count()).toBe(information.fund.twoPotIndicator === 'Y' ? 1 : 0);
    await page.getByRole('heading', { name: 'Emergency Fund Calculator' }).waitFor();
    await page.getByRole('textbox', { name: /Goal name/ }).fill('Rainy day');
    await page.getByRole('textbox', { name: /Income/ }).fill('20000');
    await page.getByRole('textbox', { name: /Once-off contribution/ }).fill('0');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByText('Emergency fund calculator results').waitFor();
    expect(await page.getByRole('button', { name: 'Recalculate' }).isDisabled()).toBe(true);

    // The member is asked before an adviser is told; only Confirm makes the proposal.
    await page.getByRole('button', { name: 'Start your investment' }).click();
    const consent = page.getByRole('dialog', { name: 'Pass your details to an adviser?' });
    await consent
      .getByText(
        'An adviser will contact you about this investment. Do you want us to pass your details to an adviser?',
      )
      .waitFor();
    const [proposal] = await Promise.all([
      page.waitForEvent('popup'),
      consent.getByRole('button', { name: 'Confirm' }).click(),
    ]);
    await proposal.waitForURL(/\/proposals\//);
    await proposal.getByRole('heading', { name: 'Your investment proposal' }).waitFor();
    // The title shows while the proposal loads; its name heading once it has.
    await proposal.getByRole('heading', { name: 'Rainy day', level: 2 }).waitFor();
    expect(await proposal.getByText('Emergency fund', { exact: true }).isVisible()).toBe(true);
    expect(await proposal.getByText(/An adviser will contact you/).isVisible()).toBe(true);

    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Emergency Fund Calculator' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('retail: the investment hub link of a Glacier product asks before leaving and reports the event', async () => {
    const { page, funds } = await signedIn('retail@demo.local');
    const glacier = funds.find((fund) => fund.sourceSystemName === 'GLACIER');
    expect(glacier, 'the retail demo member holds a Glacier product').toBeDefined();
    const other = funds.find((fund) => fund.sourceSystemName !== 'GLACIER');
    // The hub is outside the portal: its page is answered here instead of over the network.
    const config = await page.evaluate(async () => {
      const response = await fetch('/api/Config', { headers: { apikey: 'af-connect-web' } });
      return (await response.json()) as { portalName: string; links: { partnerHub: string } };
    });
    await context!.route(`${config.links.partnerHub}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Partner hub</title><h1>Hub</h1>' }),
    );

    if (other) {
      await openFund(page, other);
      expect(await page.getByRole('button', { name: 'Go to the investment hub' }).count()).toBe(0);
    }
    await openFund(page, glacier!);
    await page.getByRole('button', { name: 'Go to the investment hub' }).click();
    const notice = page.getByRole('dialog', { name: `You're now leaving ${config.portalName}` });
    await notice.waitFor();
    expect(
      await notice
        .getByText(/logged out of .* automatically if you do not return within a few minutes/)
        .count(),
    ).toBe(1);
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: 'Stay' }).click();
    await notice.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Go to the investment hub' }).click();
    const [hub] = await Promise.all([
      page.waitForEvent('popup'),
      notice.getByRole('link', { name: 'Go to the investment hub' }).click(),
    ]);
    await hub.waitForLoadState();
    expect(hub.url().startsWith(config.links.partnerHub)).toBe(true);
    await notice.waitFor({ state: 'hidden' });
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).filter(
        (entry) => entry.event === 'glacier_flyover_event',
      ),
    );
    expect(events).toEqual([
      {
        event: 'glacier_flyover_event',
        page_name: 'Product details',
        product_name: glacier!.fullproductname,
      },
    ]);
  });

  it('hybrid: the transaction summary on the employer fund, the calculator on the retail one', async () => {
    const { page, funds } = await signedIn('hybrid@demo.local');
    const institutional = funds.find((f) => f.productTypeCategory === 'Institutional')!;
    const retail = funds.find((f) => f.productTypeCategory === 'Retail')!;

    await openFund(page, institutional);
    await page.getByRole('heading', { name: 'Transaction Summary' }).waitFor();
    expect(await pots(page).count()).toBe(1);

    await openFund(page, retail);
    await page
      .getByRole('heading', { name: /^(Emergency Fund Calculator|Internal rate of return)$/ })
      .waitFor();
    expect(await pots(page).count()).toBe(0);
    await page.getByRole('tab', { name: 'Information' }).click();
    expect(await page.getByText('Annual pensionable salary').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('staff: the staff fund is institutional, with the transaction summary', async () => {
    const { page, funds } = await signedIn('staff@demo.local', PHONE);
    await openFund(page, funds[0]!);
    await page.getByRole('button', { name: 'Transaction Summary' }).click();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.getByRole('rowheader', { name: 'Opening balance' }).waitFor();
    await page.getByRole('button', { name: 'Portfolios' }).click();
    await page.getByRole('article').first().waitFor();
    await expectNoAxeViolations(page);
    await page.setViewportSize(DESKTOP);
    await expectNoAxeViolations(page);
  });
});
