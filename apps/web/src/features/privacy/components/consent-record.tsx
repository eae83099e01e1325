import { Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatDisplayDate, todayInJohannesburg } from '@portal/domain/dates';
import { InlineError } from '@/components/ui/inline-error';
import { useConsents } from '../api/get-corrections';
import classes from './privacy.module.css';
import { privacyText as text } from './texts';

// The record of every consent the member gave, with its date (issue 49 point 3): read-only, the
// latest first.

export function ConsentRecord() {
  const consents = useConsents();
  if (consents.isPending)
    return (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">{text.loading}</VisuallyHidden>
        <Skeleton height={96} aria-hidden="true" />
      </Stack>
    );
  if (consents.isError) return <InlineError message={text.loadError} />;
  if (consents.data.consents.length === 0) return <Text>{text.noConsents}</Text>;
  return (
    <ul className={classes.list}>
      {consents.data.consents.map((consent, index) => (
        <Paper component="li" withBorder radius="md" p="sm" key={`${consent.at}-${index}`}>
          <Stack gap={4}>
            <Text fw={600}>{consent.what}</Text>
            <Text size="sm">{consent.terms}</Text>
            <Text size="xs" c="dimmed">
              {`${text.at} ${formatDisplayDate(todayInJohannesburg(new Date(consent.at)))} · ${text.channel} ${consent.channel.toLowerCase()}`}
              {consent.reference ? ` · ${consent.reference}` : ''}
            </Text>
          </Stack>
        </Paper>
      ))}
    </ul>
  );
}
