import { Alert, Button, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api-client';
import { formatCalendarDate } from '@/lib/format';
import { useAcknowledgeCounselling } from '../api/leaving-actions';
import { leavingText as text } from './texts';

// The counselling material in plain words (Regulation 38: the default is to stay preserved; what
// each option means; that cash costs retirement income; the tax; where to get advice) and the
// member's confirmation that they read it, kept by the server with the date and the material's
// version. Once confirmed, the date is shown instead of the form.

export function CounsellingSection({
  schemeNumber,
  materialVersion,
  acknowledgedOn,
}: {
  schemeNumber: string;
  materialVersion: string;
  acknowledgedOn: string | null;
}) {
  const acknowledge = useAcknowledgeCounselling(schemeNumber);
  const [isChecked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isChecked) {
      setError(text.acknowledgeRequired);
      return;
    }
    setError(null);
    acknowledge.mutate(materialVersion, {
      onSuccess: () => setFormError(null),
      onError: (failure) =>
        setFormError(
          isApiError(failure) && failure.status > 0 && failure.status < 500
            ? failure.message
            : text.tryAgainLater,
        ),
    });
  }

  return (
    <Stack gap="sm">
      <List spacing="xs" size="sm">
        <List.Item>{text.counsellingFirst}</List.Item>
        <List.Item>{text.counsellingTransfer}</List.Item>
        <List.Item>{text.counsellingCash}</List.Item>
        <List.Item>{text.counsellingTax}</List.Item>
        <List.Item>{text.counsellingAdvice}</List.Item>
      </List>
      {acknowledgedOn ? (
        <Text fw={500} role="status">
          {text.acknowledgedOn(formatCalendarDate(acknowledgedOn))}
        </Text>
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-label={text.counsellingHeading}>
          <Stack gap="sm">
            <Checkbox
              label={text.acknowledgeLabel}
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
                {text.acknowledge}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
