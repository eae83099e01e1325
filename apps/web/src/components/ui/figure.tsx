import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AmountBreaks } from './money';
import { fitAmount } from './fit-amount';

/**
 * A labelled amount on one line of a figures list. The amount stays on one line (its spaces do not
 * break); the label wraps beside it on a phone, and with large text the amount goes under it,
 * drawn smaller if it must be.
 */
export function Figure({
  label,
  value,
  strong,
}: {
  label: string;
  value: ReactNode;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
      <Text size="sm" style={{ flex: '1 1 10rem', minWidth: 0 }}>
        {label}
      </Text>
      <Text
        fw={strong ? 700 : 500}
        ta="right"
        ml="auto"
        className={fitAmount.amount}
        // Words beside an amount ("about") may wrap; the amount is its own unbreakable span.
        style={typeof value === 'string' ? undefined : { whiteSpace: 'normal' }}
      >
        {typeof value === 'string' ? <AmountBreaks text={value} /> : value}
      </Text>
    </Group>
  );
}
