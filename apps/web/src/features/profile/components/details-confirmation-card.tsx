import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { DetailsConfirmation } from '@portal/contract/details-confirmation';
import { UNCLAIMED_AFTER_MONTHS } from '@portal/domain/traceability';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { formatCalendarDate } from '@/lib/format';
import { useConfirmDetails } from '../api/confirm-details';
import { useDetailsConfirmation } from '../api/get-details-confirmation';

// Issue 49 point 6, on the dashboard: once a year (or until the first time) the member is asked
// whether the contact details and beneficiaries their funds hold are still right, shown in full,
// with the ways to change them. Nothing while loading, on error or when not asked; once confirmed,
// the card says when it was recorded and when the portal asks again, until the member moves on.

const NOMINATION_LABELS: Record<
  DetailsConfirmation['nominations'][number]['nominationType'],
  string
> = { Retirement: 'death benefit', GLA: 'life cover', Funeral: 'funeral cover' };

export function DetailsConfirmationCard({
  profileHref,
  beneficiariesHref,
}: {
  /** Where contact details are changed; undefined when the profile page is closed. */
  profileHref: string | undefined;
  /** Where beneficiaries are changed; undefined when the member cannot change them here. */
  beneficiariesHref: string | undefined;
}) {
  const confirmation = useDetailsConfirmation();
  const confirm = useConfirmDetails();
  const [confirmedNow, setConfirmedNow] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  if (!confirmation.isSuccess) return null;
  const details = confirmation.data;
  if (confirmedNow && details.lastConfirmedOn !== null && details.nextDueOn !== null) {
    return (
      <Alert color="green.9" variant="outline" mb="md" role="status" title="Thank you">
        You confirmed your details on {formatCalendarDate(details.lastConfirmedOn)}. We will ask you
        again on {formatCalendarDate(details.nextDueOn)}.
      </Alert>
    );
  }
  if (!details.isDue) return null;
  const failure = confirm.error
    ? isApiError(confirm.error) && confirm.error.code !== 'NETWORK_ERROR'
      ? confirm.error.message
      : 'Your confirmation was not recorded. Please try again.'
    : null;
  return (
    <Paper
      component="section"
      withBorder
      p="md"
      mb="md"
      style={{ overflowWrap: 'anywhere' }}
      aria-labelledby="confirm-details-title"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="confirm-details-title" ref={titleRef} tabIndex={-1}>
          Are your details still right?
        </Title>
        <Text size="sm">
          Once a year we ask you to check the contact details and beneficiaries your funds hold.
          When a fund cannot reach a member for {UNCLAIMED_AFTER_MONTHS} months, the benefit becomes
          unclaimed.{' '}
          {details.lastConfirmedOn
            ? `You last confirmed them on ${formatCalendarDate(details.lastConfirmedOn)}.`
            : 'You have not confirmed them yet.'}
        </Text>
        <Title order={3} size="h5">
          Your contact details
        </Title>
        <List size="sm" listStyleType="none" spacing={2}>
          <List.Item>Mobile number: {details.contact.mobile ?? 'None held'}</List.Item>
          <List.Item>Email address: {details.contact.email ?? 'None held'}</List.Item>
          <List.Item>Postal address: {details.contact.postalAddress ?? 'None held'}</List.Item>
        </List>
        <Title order={3} size="h5">
          Your beneficiaries
        </Title>
        {details.nominations.length === 0 ? (
          <Text size="sm">You have no nominations to check.</Text>
        ) : (
          details.nominations.map((nomination) => (
            <div key={nomination.key}>
              <Text size="sm" fw={600}>
                {nomination.productName}: {NOMINATION_LABELS[nomination.nominationType]}
              </Text>
              {nomination.beneficiaries.length === 0 ? (
                <Text size="sm">No beneficiaries nominated.</Text>
              ) : (
                <List size="sm" spacing={2}>
                  {nomination.beneficiaries.map((beneficiary, index) => (
                    <List.Item key={index}>
                      {beneficiary.name} ({beneficiary.relationship}), {beneficiary.allocation}%
                    </List.Item>
                  ))}
                </List>
              )}
            </div>
          ))
        )}
        {failure ? (
          <Text size="sm" c="red.9" role="alert">
            {failure}
          </Text>
        ) : null}
        <Group gap="md">
          <Button
            loading={confirm.isPending}
            onClick={() =>
              confirm.mutate(details.digest, {
                onSuccess: () => setConfirmedNow(true),
                onError: () => titleRef.current?.focus(),
              })
            }
          >
            Yes, these are right
          </Button>
          {profileHref ? (
            <Anchor component={Link} to={profileHref} size="sm">
              Change my contact details
            </Anchor>
          ) : null}
          {beneficiariesHref ? (
            <Anchor component={Link} to={beneficiariesHref} size="sm">
              Change my beneficiaries
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
