import { Card, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { memo, useId } from 'react';
import { InlineError } from '@/components/ui/inline-error';
import { useProfileChanges } from '../api/get-profile-changes';

// "Recent changes": the member's own latest profile changes (date and fields), so that a member
// notices a change they did not make.

let when: Intl.DateTimeFormat | undefined;

/** The change times' format, built when first used rather than as the page's code loads. */
function changeTimeFormat(): Intl.DateTimeFormat {
  when ??= new Intl.DateTimeFormat('en-ZA', {
    timeZone: 'Africa/Johannesburg',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return when;
}

/** '2026-11-25T08:05:00Z' → '25 Nov 2026, 10:05' (South African time). */
export function formatChangeTime(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  const parts = Object.fromEntries(
    changeTimeFormat()
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

export const RECENT_CHANGES_EMPTY = 'You have not changed your profile online yet.';
export const RECENT_CHANGES_HINT =
  'If you see a change you did not make, please contact our call centre at once.';

/** Drawn again only when the call centre's number or the changes do (memo). */
export const RecentChanges = memo(function RecentChanges({
  callCentrePhone,
}: {
  callCentrePhone: string;
}) {
  const changes = useProfileChanges();
  const headingId = useId();
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={headingId}>
          Recent changes
        </Title>
        <Text size="sm" c="dimmed">
          {RECENT_CHANGES_HINT.replace('call centre', `call centre on ${callCentrePhone}`)}
        </Text>
        {changes.isPending ? (
          <Stack gap="xs" aria-hidden="true">
            <Skeleton height={20} />
            <Skeleton height={20} />
          </Stack>
        ) : changes.isError ? (
          <InlineError message="Something went wrong fetching your recent changes. Please try again later." />
        ) : changes.data.length === 0 ? (
          <Text>{RECENT_CHANGES_EMPTY}</Text>
        ) : (
          <List spacing="xs" listStyleType="none" p={0}>
            {changes.data.map((change) => (
              <List.Item key={`${change.at}-${change.fields.join()}`}>
                <Text component="span" fw={600}>
                  {formatChangeTime(change.at)}
                </Text>
                <Text component="span">{` · ${change.fields.join(', ')}`}</Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
});
