import { Alert, Button, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  CORRECTION_DETAIL_LABELS,
  CORRECTION_DETAIL_WORDS,
  type CorrectionDetail,
} from '@portal/contract/calls/privacy';
import type { HeldDetail } from '@portal/contract/privacy';
import { formatDisplayDate } from '@portal/domain/dates';
import { useRef, useState } from 'react';
import { InlineError } from '@/components/ui/inline-error';
import { useCorrections } from '../api/get-corrections';
import { CorrectionForm } from './correction-form';
import classes from './privacy.module.css';
import { privacyText as text } from './texts';

// The details the member cannot change on the profile (its identity fields), as the fund holds
// them, each with "Ask for a correction", which opens the request's form below them.

function shownValue(held: HeldDetail): string {
  if (held.value === null) return text.notHeld;
  return held.detail === 'dateOfBirth' ? formatDisplayDate(held.value) : held.value;
}

export function HeldDetails() {
  const corrections = useCorrections();
  const [asking, setAsking] = useState<CorrectionDetail | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  if (corrections.isPending)
    return (
      <Stack gap="sm" aria-busy="true">
        <VisuallyHidden role="status">{text.loading}</VisuallyHidden>
        <Skeleton height={72} aria-hidden="true" />
      </Stack>
    );
  if (corrections.isError) return <InlineError message={text.loadError} />;
  const { details } = corrections.data;
  return (
    <Stack gap="md">
      <dl className={classes.details}>
        {details.map((held) => (
          <div key={held.detail} className={classes.detail}>
            <dt>{CORRECTION_DETAIL_LABELS[held.detail]}</dt>
            <dd>
              <Text component="span" fw={600}>
                {shownValue(held)}
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                aria-label={text.askCorrectionOf(CORRECTION_DETAIL_WORDS[held.detail])}
                onClick={() => {
                  setSent(null);
                  setAsking(held.detail);
                  window.requestAnimationFrame(() => heading.current?.focus());
                }}
              >
                {text.askCorrection}
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      {sent ? (
        <Alert variant="light" color="green" role="status">
          {text.sent(sent)}
        </Alert>
      ) : null}
      {asking ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={3} fz="h5" ref={heading} tabIndex={-1}>
              {text.formHeading}
            </Title>
            <Text size="sm">{text.documentHint}</Text>
            <CorrectionForm
              key={asking}
              details={details.map((held) => held.detail)}
              initialDetail={asking}
              onSent={(correction) => {
                setAsking(null);
                setSent(correction.reference);
              }}
              onCancel={() => setAsking(null)}
            />
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
