import { Alert, Button, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { formatCalendarDate } from '@/lib/format';

// Counselling material in plain words (Regulation 38 on leaving service, Regulation 39 at
// retirement) and the member's confirmation that they read it, kept by the server with the date
// and the material's version. Once confirmed, the date is shown instead of the form.

export type CounsellingWords = {
  heading: string;
  points: readonly string[];
  acknowledgeLabel: string;
  acknowledge: string;
  acknowledgeRequired: string;
  acknowledgedOn: (date: string) => string;
  tryAgainLater: string;
};

export function CounsellingSection({
  words,
  acknowledge,
  materialVersion,
  acknowledgedOn,
}: {
  words: CounsellingWords;
  /** The page's acknowledgement call: given the material's version. */
  acknowledge: UseMutationResult<unknown, Error, string>;
  materialVersion: string;
  acknowledgedOn: string | null;
}) {
  const [isChecked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isChecked) {
      setError(words.acknowledgeRequired);
      return;
    }
    setError(null);
    acknowledge.mutate(materialVersion, {
      onSuccess: () => setFormError(null),
      onError: (failure) =>
        setFormError(
          isApiError(failure) && failure.status > 0 && failure.status < 500
            ? failure.message
            : words.tryAgainLater,
        ),
    });
  }

  return (
    <Stack gap="sm">
      <List spacing="xs" size="sm">
        {words.points.map((point) => (
          <List.Item key={point}>{point}</List.Item>
        ))}
      </List>
      {acknowledgedOn ? (
        <Text fw={500} role="status">
          {words.acknowledgedOn(formatCalendarDate(acknowledgedOn))}
        </Text>
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-label={words.heading}>
          <Stack gap="sm">
            <Checkbox
              label={words.acknowledgeLabel}
              checked={isChecked}
              onChange={(event) => setChecked(event.currentTarget.checked)}
              error={error}
            />
            {formError ? (
              <Alert variant="outline" color="red.9" role="alert">
                {formError}
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" loading={acknowledge.isPending}>
                {words.acknowledge}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
