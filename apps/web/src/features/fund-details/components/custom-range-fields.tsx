import { Group } from '@mantine/core';
import { TransactionFilterFormSchema } from '@portal/domain/date-range-forms';
import type { DateRange } from '@portal/domain/date-ranges';
import { DateField } from '@/components/ui/date-field';

/** The Custom period's dates as typed, the window they make (null while wrong) and what is wrong. */
export type CustomDates = {
  from: string | null;
  to: string | null;
  range: DateRange | null;
  issues: { from?: string; to?: string };
};

/** spec 2 §5: both dates needed, From not after To; while wrong, nothing is fetched. */
function checked(from: string | null, to: string | null): CustomDates {
  const parsed = TransactionFilterFormSchema.safeParse({ from, to });
  if (parsed.success) return { from, to, range: parsed.data, issues: {} };
  const issueOf = (field: 'from' | 'to') =>
    parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
  return { from, to, range: null, issues: { from: issueOf('from'), to: issueOf('to') } };
}

type CustomRangeFieldsProps = {
  dates: CustomDates;
  onChange: (dates: CustomDates) => void;
  today: string;
};

/** spec 2 §2: the Custom period's From and To (no later than today). */
export function CustomRangeFields({ dates, onChange, today }: CustomRangeFieldsProps) {
  const { from, to, issues } = dates;
  return (
    <Group grow align="flex-start" gap="sm" wrap="wrap">
      <DateField
        variant="input"
        label="From"
        value={from}
        onChange={(next) => onChange(checked(next, to))}
        maxDate={today}
        error={issues.from}
        required
      />
      <DateField
        variant="input"
        label="To"
        value={to}
        onChange={(next) => onChange(checked(from, next))}
        maxDate={today}
        error={issues.to}
        required
      />
    </Group>
  );
}
