import type { BrowserContext, Locator, Page } from 'playwright-core';
import { chooseOption, expectNoAxeViolations, newContext, signInAs } from './support';

// The goal calculators' journeys' steps (goal-calculators.e2e.ts): opening a calculator on the
// Tools and calculators page as member0012, choosing options, reading the result's noted
// inflation and value axis, and starting an investment through the adviser question.

const contexts: BrowserContext[] = [];

/** Closes the browser contexts the calculators were opened in (after each journey). */
export async function closeCalculators(): Promise<void> {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
}

const MEMBER = 'member0012@demo.local';
export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 800 };
export const NOTE =
  /^The amount shown here is an estimate and for guidance only\. We cannot guarantee this will be sufficient for your needs\. We estimated inflation at (\d+(?:\.\d+)?)% per year\.$/;

export async function openCalculator(
  name: string,
  viewport = DESKTOP,
): Promise<{ page: Page; dialog: Locator }> {
  const context = await newContext(viewport);
  contexts.push(context);
  const page = await context.newPage();
  await signInAs(page, MEMBER);
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
  await page.goto('/tools-and-calculators');
  await page.getByRole('heading', { level: 1, name: 'Tools and calculators' }).waitFor();
  await page.getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return { page, dialog };
}

export async function choose(
  page: Page,
  dialog: Locator,
  label: RegExp,
  option: string,
): Promise<void> {
  await chooseOption(dialog.getByRole('combobox', { name: label }), option);
}

/** The inflation the result says it used (the configured rate, as the API answered it). */
export async function notedInflation(dialog: Locator): Promise<number> {
  const note = await dialog.getByText(NOTE).textContent();
  return Number(NOTE.exec(note ?? '')?.[1]);
}

/**
 * Start investment: the member is first asked whether an adviser may be told; on Confirm the
 * proposal opens in a new tab, titled with a level-one heading and the goal's name beneath it,
 * and the modal closes.
 */
export async function startInvestment(page: Page, dialog: Locator, goal: string): Promise<Page> {
  await dialog.getByRole('button', { name: 'Start investment' }).click();
  const consent = page.getByRole('dialog', { name: 'Pass your details to an adviser?' });
  await consent
    .getByText(
      'An adviser will contact you about this investment. Do you want us to pass your details to an adviser?',
    )
    .waitFor();
  await expectNoAxeViolations(page);
  const [proposal] = await Promise.all([
    page.waitForEvent('popup'),
    consent.getByRole('button', { name: 'Confirm' }).click(),
  ]);
  try {
    await proposal.waitForURL(/\/proposals\/[^/]+$/);
  } catch (error) {
    // The tab closes when the proposal could not be made: say what the calculator shows.
    const shown = await dialog.innerText().catch(() => '(no dialog)');
    throw new Error(`The proposal's tab closed; the calculator shows: ${shown}`, { cause: error });
  }
  await proposal.getByRole('heading', { level: 1, name: 'Your investment proposal' }).waitFor();
  // The goal's heading comes with the proposal's answer; should it not, say what the page shows
  // instead (its error panel, or the loader still turning).
  try {
    await proposal
      .getByRole('heading', { level: 2, name: goal, exact: true })
      .waitFor({ timeout: 60_000 });
  } catch (error) {
    const shown = await proposal
      .locator('main')
      .innerText()
      .catch(() => '(no page)');
    throw new Error(`The proposal page did not show '${goal}'; it shows: ${shown}`, {
      cause: error,
    });
  }
  await expectNoAxeViolations(proposal);
  await dialog.waitFor({ state: 'hidden' });
  return proposal;
}

/** The labels of a drawn chart's value axis (its ticks in rand; the time axis names months). */
export async function valueAxisTicks(within: Locator): Promise<string[]> {
  const ticks = within.locator('.recharts-cartesian-axis-tick-value');
  await ticks.first().waitFor();
  return (await ticks.allTextContents()).filter((text) => text.startsWith('R'));
}

/** The value of the row labelled `label` on the proposal page. */
export async function proposalValue(proposal: Page, label: string): Promise<string | null> {
  return proposal
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
}
