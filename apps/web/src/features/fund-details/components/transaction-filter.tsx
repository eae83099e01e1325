import { Group, Skeleton, Stack } from '@mantine/core';
import { TransactionFilter, transactionFilterRange } from '@portal/domain/date-ranges';
import type { DateRange } from '@portal/domain/date-ranges';
import { Suspense, lazy } from 'react';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import type { SegmentedOption } from '@/components/ui/segmented-choice';
import type { CustomDates } from './custom-range-fields';

// The custom dates' pickers (the date library) and their checks (the schema library) load when
// Custom is first chosen.
const CustomRangeFields = lazy(() =>
  import('./custom-range-fields').then(({ CustomRangeFields }) => ({
    default: CustomRangeFields,
  })),
);

export type FilterState = { filter: TransactionFilter; custom: CustomDates };

/** The last 3 months; Custom starts from the same dates (a valid window, so nothing to say). */
export function defaultFilterState(today: string): FilterState {
  const range = transactionFilterRange(TransactionFilter.ThreeMonths, today);
  return {
    filter: TransactionFilter.ThreeMonths,
    custom: { from: range.from, to: range.to, range, issues: {} },
  };
}

/** The window to fetch, or null while the custom dates are invalid (spec 2 §5: no fetch). */
export function filterRange(state: FilterState, today: string): DateRange | null {
  if (state.filter !== TransactionFilter.Custom) return transactionFilterRange(state.filter, today);
  return state.custom.range;
}

const OPTIONS: readonly SegmentedOption<TransactionFilter>[] = [
  { value: TransactionFilter.ThreeMonths, label: '3 months' },
  { value: TransactionFilter.SixMonths, label: '6 months' },
  { value: TransactionFilter.Year, label: 'Year' },
  { value: TransactionFilter.Custom, label: 'Custom' },
];

type TransactionFilterControlsProps = {
  state: FilterState;
  onChange: (state: FilterState) => void;
  today: string;
};

/** spec 2 §2: 3 months, 6 months, Year or Custom with From and To. */
export function TransactionFilterControls({
  state,
  onChange,
  today,
}: TransactionFilterControlsProps) {
  return (
    <Stack gap="sm">
      <SegmentedChoice
        aria-label="Transaction period"
        data={OPTIONS}
        value={state.filter}
        onChange={(filter) => onChange({ ...state, filter })}
        fullWidth
        size="xs"
        tone="navy"
      />
      {state.filter === TransactionFilter.Custom ? (
        <Suspense fallback={<CustomRangeSkeleton />}>
          <CustomRangeFields
            dates={state.custom}
            onChange={(custom) => onChange({ ...state, custom })}
            today={today}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** Two date fields' places (label and input) while their pickers load. */
function CustomRangeSkeleton() {
  return (
    <Group grow align="flex-start" gap="sm" aria-hidden="true">
      <Skeleton height={58} />
      <Skeleton height={58} />
    </Group>
  );
}
