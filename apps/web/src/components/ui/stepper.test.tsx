import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { ProgressSteps } from './stepper';
import type { ProgressStep } from './stepper';

const STEPS: ProgressStep[] = [
  { key: 'a', title: 'Submitted', state: 'complete' },
  { key: 'b', title: 'Tax directive requested', state: 'current' },
  { key: 'c', title: 'Tax directive issued', state: 'upcoming' },
  { key: 'd', title: 'Paid', state: 'upcoming' },
];

function items() {
  return within(screen.getByRole('list', { name: 'Claim progress' })).getAllByRole('listitem');
}

describe('ProgressSteps', () => {
  it('says each step’s state in words, in order', () => {
    renderWithProviders(<ProgressSteps label="Claim progress" steps={STEPS} />);
    expect(items().map((item) => item.textContent)).toEqual([
      'Submitted, completed',
      'Tax directive requested, current',
      'Tax directive issued, not started',
      'Paid, not started',
    ]);
  });

  it('marks the current step for assistive technology, and only that one', () => {
    renderWithProviders(<ProgressSteps label="Claim progress" steps={STEPS} />);
    expect(items().map((item) => item.getAttribute('aria-current'))).toEqual([
      null,
      'step',
      null,
      null,
    ]);
  });

  it('draws a tick in a completed step, a cross in one that stopped it, nothing in the others', () => {
    renderWithProviders(
      <ProgressSteps
        label="Claim progress"
        steps={[
          { key: 'a', title: 'Submitted', state: 'complete' },
          { key: 'b', title: 'Declined', state: 'complete', isStop: true },
        ]}
      />,
    );
    const [submitted, declined] = items();
    const mark = (item: HTMLElement | undefined) =>
      item?.querySelector('[aria-hidden="true"] path')?.getAttribute('d');
    expect(mark(submitted)).toMatch(/^M5 12.5/);
    expect(mark(declined)).toMatch(/^M6 6l12 12/);
    expect(declined?.getAttribute('data-stop')).toBe('true');

    renderWithProviders(<ProgressSteps label="Later steps" steps={STEPS.slice(1)} />);
    const later = within(screen.getByRole('list', { name: 'Later steps' })).getAllByRole(
      'listitem',
    );
    expect(later.map((item) => item.getAttribute('data-state'))).toEqual([
      'current',
      'upcoming',
      'upcoming',
    ]);
    for (const item of later) expect(item.querySelector('svg')).toBeNull();
  });
});
