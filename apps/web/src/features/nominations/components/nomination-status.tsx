import { List, Text } from '@mantine/core';
import type { ProductNomination } from '@portal/contract/nomination';
import { formatDisplayDate } from '@portal/domain/dates';
import { nominationStatusSteps } from '@portal/domain/nomination-channel';
import { useId } from 'react';

/**
 * Where the nomination stands: 'Recorded' (saved online) and 'Received by the fund', each with
 * its date or what is still to come. Nothing for a nomination the member never made.
 */
export function NominationStatus({ nomination }: { nomination: ProductNomination }) {
  const headingId = useId();
  const { status, membership, beneficiaries } = nomination;
  if (beneficiaries.length === 0 && status.recordedAt === null && status.receivedOn === null)
    return null;
  const steps = nominationStatusSteps(status, membership.nominationChannel);
  return (
    <div>
      <Text id={headingId} size="sm" fw={700}>
        Status of this nomination
      </Text>
      <List size="sm" spacing={2} aria-labelledby={headingId} listStyleType="none" ml={0}>
        {steps.map((step) => (
          <List.Item key={step.label}>
            {step.label}:{' '}
            {step.date ? (
              <time dateTime={step.date}>{formatDisplayDate(step.date)}</time>
            ) : step.label === 'Recorded' ? (
              'not yet'
            ) : (
              'not yet'
            )}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
