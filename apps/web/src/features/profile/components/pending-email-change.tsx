import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Fragment, useId, useState } from 'react';
import type { Profile } from '@portal/contract/profile';
import { InlineError } from '@/components/ui/inline-error';
import { isApiError } from '@/lib/api-client';
import { useCancelEmailChange } from '../api/cancel-email-change';
import { useResendEmailChange } from '../api/resend-email-change';
import classes from './pending-email-change.module.css';
import { formatChangeTime } from './recent-changes';

// Decision 032: a new email address takes effect once confirmed from that address. Under the
// email field the page says where the link went, which address is used until then, and offers
// to send the link again or to cancel the change.

export const EMAIL_CHANGE_TITLE = 'Confirm your new email address';
export const RESENT_MESSAGE = 'We sent the link again. Any link we sent before no longer works.';
const FAILED_MESSAGE = 'We could not do that just now. Please try again later.';

/** An address that may break after its dots and its @, not between any two letters. */
function BreakableAddress({ address }: { address: string }) {
  return address.split(/(?<=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

type PendingEmailChangeProps = {
  pending: NonNullable<Profile['pendingEmailChange']>;
  currentAddress: string | null;
};

export function PendingEmailChange({ pending, currentAddress }: PendingEmailChangeProps) {
  const titleId = useId();
  const cancel = useCancelEmailChange();
  const resend = useResendEmailChange();
  const [isResent, setIsResent] = useState(false);
  const failure = cancel.error ?? resend.error;
  const isBusy = cancel.isPending || resend.isPending;
  const expires = pending.expiresAt ? formatChangeTime(pending.expiresAt) : '';

  function handleResend() {
    setIsResent(false);
    cancel.reset();
    resend.mutate(undefined, { onSuccess: () => setIsResent(true) });
  }

  function handleCancel() {
    setIsResent(false);
    resend.reset();
    cancel.mutate();
  }

  return (
    <Alert
      className={classes.notice}
      color="blue"
      variant="light"
      role="region"
      aria-labelledby={titleId}
      title={<span id={titleId}>{EMAIL_CHANGE_TITLE}</span>}
    >
      <Stack gap="xs">
        <Text size="sm" className={classes.addresses}>
          We sent a link to{' '}
          <strong>
            <BreakableAddress address={pending.newAddress} />
          </strong>{' '}
          to confirm this address.{' '}
          {currentAddress ? (
            <>
              Until you confirm it, we keep using <BreakableAddress address={currentAddress} />.
            </>
          ) : (
            'Until you confirm it, your profile has no email address.'
          )}
        </Text>
        {expires ? (
          <Text size="sm" c="dimmed">
            The link works until {expires}.
          </Text>
        ) : null}
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            onClick={handleResend}
            loading={resend.isPending}
            disabled={isBusy && !resend.isPending}
          >
            Send the link again
          </Button>
          <Button
            size="xs"
            variant="default"
            color="red"
            onClick={handleCancel}
            loading={cancel.isPending}
            disabled={isBusy && !cancel.isPending}
          >
            Cancel the change
          </Button>
        </Group>
        <div aria-live="polite">{isResent ? <Text size="sm">{RESENT_MESSAGE}</Text> : null}</div>
        {failure ? (
          <InlineError
            size="small"
            message={isApiError(failure) && failure.message ? failure.message : FAILED_MESSAGE}
          />
        ) : null}
      </Stack>
    </Alert>
  );
}
