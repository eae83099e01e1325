import type { Locator, Page } from 'playwright-core';
import { declaredKbaRecords } from '../../apps/api/src/db/seed/identity-records';
import { INSTITUTIONAL_MEMBER } from './browser';
import { load, measure, WAIT, type Recorded } from './interaction-timing';

// The interactions members use most, as the journeys drive them (e2e/src/*.e2e.ts): each run
// loads its page afresh, settles it, and measures the inputs (interactions.ts times them).

/** A signed-in member's page in the bench browser, the server's address and their first fund. */
export type Member = { page: Page; baseUrl: string; schemeNumber: string };

/** Opens `path` of the member's server, settled, at `rate` times slower CPU. */
function open(member: Member, rate: number, path: string, shown: Locator): Promise<void> {
  return load(member.page, rate, new URL(path, member.baseUrl).href, shown);
}

export type Interaction = {
  name: string;
  /** The rows it gives, one per input measured (the withdrawal's steps give one: the longest). */
  rows: { name: string; label: string }[];
  member: 'institutional' | 'hybrid';
  /** One run: loads the page, settles it and measures; returns each input's record. */
  run: (member: Member, rate: number) => Promise<Recorded[]>;
};

const fundPath = (member: Member) => `/fund-details/${encodeURIComponent(member.schemeNumber)}`;

/** The fund's transactions are shown when the page opens: another tab is one click away. */
const fundTab: Interaction = {
  name: 'fund-tab',
  rows: [{ name: 'fund-tab', label: 'fund tab opened (Information)' }],
  member: 'institutional',
  run: async (member, rate) => {
    const { page } = member;
    const tab = page.getByRole('tab', { name: 'Information', exact: true });
    await open(member, rate, fundPath(member), tab);
    return [
      await measure(
        page,
        () => tab.click(),
        () => page.getByRole('tab', { name: 'Information', selected: true }).waitFor(WAIT),
      ),
    ];
  },
};

/** The transactions' date filter (a modal on a laptop): from the last months to the year. */
const transactionFilter: Interaction = {
  name: 'transaction-filter',
  rows: [{ name: 'transaction-filter', label: 'transaction filter changed (Year)' }],
  member: 'institutional',
  run: async (member, rate) => {
    const { page } = member;
    const filterButton = page.getByRole('button', { name: 'Filter by date' });
    await open(member, rate, fundPath(member), filterButton);
    await page.getByRole('table', { name: 'Transactions' }).waitFor(WAIT);
    await filterButton.click();
    const filter = page.getByRole('dialog', { name: 'Transactional details' });
    const year = filter.getByText('Year', { exact: true });
    await year.waitFor(WAIT);
    await page.waitForLoadState('networkidle');
    return [
      await measure(
        page,
        () => year.click(),
        () => filter.getByRole('table', { name: 'Transactions' }).waitFor(WAIT),
      ),
    ];
  },
};

/** The Holiday goal calculator opened on Tools and calculators, then a name typed into it. */
const goalCalculator: Interaction = {
  name: 'goal-calculator',
  rows: [
    { name: 'goal-calculator-open', label: 'goal calculator opened (Holiday)' },
    {
      name: 'goal-calculator-typing',
      label: 'goal calculator typed into (longest key)',
    },
  ],
  member: 'institutional',
  run: async (member, rate) => {
    const { page } = member;
    const button = page.getByRole('button', { name: 'Holiday', exact: true });
    await open(member, rate, '/tools-and-calculators', button);
    const dialog = page.getByRole('dialog', { name: 'Holiday' });
    const name = dialog.getByRole('textbox', { name: /Holiday name/ });
    const opened = await measure(
      page,
      () => button.click(),
      () => name.waitFor(WAIT),
    );
    await page.waitForLoadState('networkidle');
    // Focused without a click (not an input of its own), then typed at a person's pace.
    await name.focus();
    const typed = await measure(
      page,
      () => page.keyboard.type('Zanzibar', { delay: 150 }),
      async () => {
        if ((await name.inputValue()) !== 'Zanzibar') throw new Error('the name was not typed');
      },
    );
    return [opened, typed];
  },
};

/** The IRR calculator's modal on a fund's page. */
const irrModal: Interaction = {
  name: 'irr-modal',
  rows: [{ name: 'irr-modal', label: 'IRR calculator opened' }],
  member: 'institutional',
  run: async (member, rate) => {
    const { page } = member;
    const button = page.getByRole('button', { name: 'Use IRR calculator' });
    await open(member, rate, fundPath(member), button);
    return [
      await measure(
        page,
        () => button.click(),
        () => page.getByRole('dialog', { name: 'IRR Calculator' }).waitFor(WAIT),
      ),
    ];
  },
};

/** The hybrid member's switch from the institutional view of the dashboard to the retail one. */
const hybridView: Interaction = {
  name: 'hybrid-view',
  rows: [{ name: 'hybrid-view', label: 'hybrid view switched (dashboard, to Retail)' }],
  member: 'hybrid',
  run: async (member, rate) => {
    const { page } = member;
    const banner = page.getByRole('banner');
    const retail = banner.getByText('Retail', { exact: true });
    await open(member, rate, '/dashboard', retail);
    // The view is kept in session storage: the run before left it retail.
    if ((await banner.getAttribute('data-view')) !== 'Institutional') {
      await banner.getByText('Institutional', { exact: true }).click();
      await page.waitForFunction(
        () => document.querySelector('header')?.getAttribute('data-view') === 'Institutional',
      );
      await open(member, rate, '/dashboard', retail);
    }
    return [
      await measure(
        page,
        () => retail.click(),
        () =>
          page
            .waitForFunction(
              () => document.querySelector('header')?.getAttribute('data-view') === 'Retail',
              undefined,
              WAIT,
            )
            .then(() => undefined),
      ),
    ];
  },
};

/** A claim opened from the claims list. */
const openClaim: Interaction = {
  name: 'open-claim',
  rows: [{ name: 'open-claim', label: 'claim opened from the claims list' }],
  member: 'institutional',
  run: async (member, rate) => {
    const { page } = member;
    const link = page
      .getByRole('list', { name: 'Your claims' })
      .getByRole('listitem')
      .first()
      .getByRole('link');
    await open(member, rate, '/claims', link);
    return [
      await measure(
        page,
        () => link.click(),
        () => page.waitForURL(/\/claims\/CLM\d+$/, WAIT),
      ),
    ];
  },
};

/** The member's ID number, as the profile gives it. */
async function idNumberOf(page: Page): Promise<string> {
  const profile = await page.evaluate(async () => {
    const response = await fetch('/api/Profile/GetProfileDetails', {
      headers: { apikey: 'af-connect-web' },
    });
    return response.text();
  });
  const idNumber = /"idNumber":"(\d{13})"/.exec(profile)?.[1];
  if (!idNumber) throw new Error('the profile gives no ID number');
  return idNumber;
}

/** Answers the security questions with the member's own records (the demo data's declared ones). */
async function answerQuestions(page: Page): Promise<void> {
  const records = declaredKbaRecords(INSTITUTIONAL_MEMBER);
  if (!records) throw new Error(`no security records for ${INSTITUTIONAL_MEMBER}`);
  const known = Object.values(records).map(String);
  const form = page.getByRole('form', { name: 'Security questions' });
  await form.waitFor(WAIT);
  const groups = form.getByRole('radiogroup');
  for (let index = 0; index < (await groups.count()); index += 1) {
    const labels = await groups
      .nth(index)
      .getByRole('radio')
      .evaluateAll((radios) =>
        radios.map(
          (radio) => radio.closest('label, .mantine-Radio-root')?.textContent?.trim() ?? '',
        ),
      );
    const chosen = labels.findIndex((label) =>
      known.some((value) => label === value || label.endsWith(value)),
    );
    if (chosen < 0) throw new Error(`no answer among ${labels.join(', ')}`);
    await groups.nth(index).getByRole('radio').nth(chosen).check();
  }
}

/**
 * The savings withdrawal stepped through with Continue: identity → amount → tax number → bank
 * details. The bank step's Continue needs the account verified in the provider's window (a step-up
 * with the password), so the walk stops at bank details; nothing is submitted. The answers stay in
 * the claim's draft: after the first run the wizard resumes at bank details, and Back (not timed)
 * leads to the identity step again.
 */
const savingsWithdrawal: Interaction = {
  name: 'savings-withdrawal',
  rows: [
    {
      name: 'savings-withdrawal',
      label: 'savings withdrawal Continue (longest of identity, amount, tax number)',
    },
  ],
  member: 'institutional',
  run: async (member, rate) => {
    const { page } = member;
    const path = `/claims/savings-withdrawal/${encodeURIComponent(member.schemeNumber)}`;
    const heading = (name: string) => page.getByRole('heading', { name, exact: true });
    const stepShown = page
      .getByRole('button', { name: /^(Start the questions|Continue|Verify bank account)$/ })
      .first();
    await open(member, rate, path, stepShown);
    // Back to the identity step (a resumed draft opens at the first step it still needs). Each
    // Back is followed until the step before is in place: its heading changed and its code here
    // (no part of it still loading). Read any sooner, the step left still shows its Back, and a
    // click on it waits on a button already gone.
    const back = page.getByRole('button', { name: 'Back', exact: true });
    const stepTitle = () =>
      page.evaluate(() => document.querySelector('h2[tabindex="-1"]')?.textContent ?? '');
    while (await back.isVisible()) {
      const left = await stepTitle();
      await back.click();
      await page.waitForFunction(
        (previous) =>
          document.querySelector('h2[tabindex="-1"]')?.textContent !== previous &&
          document.querySelector('[data-waiting="true"], [aria-busy="true"]') === null,
        left,
        WAIT,
      );
      await page.waitForLoadState('networkidle');
    }
    const start = page.getByRole('button', { name: 'Start the questions' });
    if (await start.isVisible()) {
      await start.click();
      await answerQuestions(page);
      await page.getByRole('button', { name: 'Submit answers' }).click();
      await page.getByText('Security questions answered').waitFor(WAIT);
      await page.getByRole('textbox', { name: 'ID number' }).fill(await idNumberOf(page));
      await page.getByRole('button', { name: 'Verify my ID number' }).click();
      await page.getByText('Your ID number has been verified.').waitFor(WAIT);
    }
    const next = page.getByRole('button', { name: 'Continue', exact: true });
    const records: Recorded[] = [];
    const step = async (shows: string, fill?: () => Promise<void>) => {
      await fill?.();
      await next.waitFor(WAIT);
      await page.waitForLoadState('networkidle');
      records.push(
        await measure(
          page,
          () => next.click(),
          () => heading(shows).waitFor(WAIT),
        ),
      );
    };
    await step('Withdrawal amount');
    await step('Tax number', async () => {
      const amount = page.getByLabel('Withdrawal amount');
      if ((await amount.inputValue()) === '') await amount.fill('2500');
      const income = page.getByLabel('Annual taxable income');
      if ((await income.inputValue()) === '') await income.fill('350000');
      await page
        .getByRole('region', { name: 'Your estimate' })
        .getByText('Estimated amount paid to you')
        .waitFor(WAIT);
    });
    await step('Bank details', async () => {
      const taxNumber = page.getByLabel('Income tax number');
      if ((await taxNumber.inputValue()) === '') await taxNumber.fill('0147293658');
    });
    return records;
  },
};

/** Measured in this order, at each CPU slowdown. */
export const INTERACTIONS: Interaction[] = [
  fundTab,
  transactionFilter,
  goalCalculator,
  irrModal,
  hybridView,
  openClaim,
  savingsWithdrawal,
];
