import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateField } from '@/components/ui/date-field';

type CustomRangeFieldsProps = {
  from: string | null;
  to: string | null;
  onChange: (custom: { from: string | null; to: string | null }) => void;
  today: string;
  fromError?: ReactNode;
  toError?: ReactNode;
};

/** spec 2 §2: the Custom period's From and To (no later than today). */
export function CustomRangeFields({
  from,
  to,
  onChange,
  today,
  fromError,
  toError,
}: CustomRangeFieldsProps) {
  return (
    <Group grow align="flex-start" gap="sm" wrap="wrap">
      <DateField
        variant="input"
        label="From"
        value={from}
        onChange={(next) => onChange({ from: next, to })}
        maxDate={today}
        error={fromError}
        required
      />
      <DateField
        variant="input"
        label="To"
        value={to}
        onChange={(next) => onChange({ from, to: next })}
        maxDate={today}
        error={toError}
        required
      />
    </Group>
  );
}
