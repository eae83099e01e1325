import { Group, SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { TransactionFilter, transactionFilterRange } from '@portal/domain/date-ranges';
import { TransactionFilterFormSchema } from '@portal/domain/date-range-forms';
import type { DateRange } from '@portal/domain/date-ranges';
import { Suspense, lazy } from 'react';

// The custom dates' pickers (the date library) load when Custom is first chosen.
const CustomRangeFields = lazy(() =>
  import('./custom-range-fields').then(({ CustomRangeFields }) => ({
    default: CustomRangeFields,
  })),
);

export type FilterState = {
  filter: TransactionFilter;
  custom: { from: string | null; to: string | null };
};

export function defaultFilterState(today: string): FilterState {
  const range = transactionFilterRange(TransactionFilter.ThreeMonths, today);
  return { filter: TransactionFilter.ThreeMonths, custom: { from: range.from, to: range.to } };
}

/** The window to fetch, or null while the custom dates are invalid (spec 2 §5: no fetch). */
export function filterRange(state: FilterState, today: string): DateRange | null {
  if (state.filter !== TransactionFilter.Custom) return transactionFilterRange(state.filter, today);
  const parsed = TransactionFilterFormSchema.safeParse(state.custom);
  return parsed.success ? parsed.data : null;
}

function customIssue(state: FilterState, field: 'from' | 'to'): string | undefined {
  if (state.filter !== TransactionFilter.Custom) return undefined;
  const parsed = TransactionFilterFormSchema.safeParse(state.custom);
  return parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === field)?.message;
}

const OPTIONS = [
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
      <SegmentedControl
        aria-label="Transaction period"
        data={OPTIONS}
        value={state.filter}
        onChange={(value) => onChange({ ...state, filter: value as TransactionFilter })}
        fullWidth
        size="xs"
        color="navy"
      />
      {state.filter === TransactionFilter.Custom ? (
        <Suspense fallback={<CustomRangeSkeleton />}>
          <CustomRangeFields
            from={state.custom.from}
            to={state.custom.to}
            onChange={(custom) => onChange({ ...state, custom })}
            today={today}
            fromError={customIssue(state, 'from')}
            toError={customIssue(state, 'to')}
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
