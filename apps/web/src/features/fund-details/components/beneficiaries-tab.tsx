import { Group, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { InlineError } from '@/components/ui/inline-error';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import type { SegmentedOption } from '@/components/ui/segmented-choice';
import { fundDetailsMessages as text } from './messages';

export type BeneficiariesDisplay = 'chart' | 'details';

const DISPLAY_OPTIONS: readonly SegmentedOption<BeneficiariesDisplay>[] = [
  { value: 'chart', label: 'Chart' },
  { value: 'details', label: 'Details' },
];

/** spec 2 §4 "Beneficiaries view": loading, then error, data or no data. */
export type BeneficiariesState =
  { status: 'pending' } | { status: 'error' } | { status: 'success'; hasBeneficiaries: boolean };

type BeneficiariesTabProps = {
  state: BeneficiariesState;
  /**
   * The nomination in the chosen display, given the toggle to place with its actions (the page
   * composes it from the nominations feature).
   */
  children: (display: BeneficiariesDisplay, toggle: ReactNode) => ReactNode;
};

/**
 * spec 2 §2 Beneficiaries tab: the loading and error states, and the Chart/Details toggle (shown
 * when there are beneficiaries) over the nomination's content.
 */
export function BeneficiariesTab({ state, children }: BeneficiariesTabProps) {
  const [display, setDisplay] = useState<BeneficiariesDisplay>('details');
  if (state.status === 'pending')
    return (
      <Group justify="center" py="lg">
        <Loader type="dots" aria-label="Loading your beneficiaries" role="status" />
      </Group>
    );
  if (state.status === 'error')
    return <InlineError title="Something went wrong" message={text.beneficiariesError} />;
  if (!state.hasBeneficiaries) return children('details', null);
  return children(
    display,
    <SegmentedChoice
      aria-label="Show beneficiaries as"
      value={display}
      onChange={setDisplay}
      data={DISPLAY_OPTIONS}
      tone="navy"
    />,
  );
}
