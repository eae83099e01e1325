import { Button, Group, Stack, Text } from '@mantine/core';
import { ErrorPanel } from '@/components/ui/error-panel';

export const REFERRAL_SUCCESS_HEADER = 'Thank you!';
export const REFERRAL_FAILURE_HEADER = 'Failed to refer!';
export const REFERRAL_ERROR_TITLE = 'Something went wrong';
export const REFERRAL_ERROR_MESSAGE = 'Something went wrong with your referral.';

export function referralHeader(isSuccess: boolean): string {
  return isSuccess ? REFERRAL_SUCCESS_HEADER : REFERRAL_FAILURE_HEADER;
}

/** spec 3 §2.9, §8: the referral's result body (success greeting or the error panel). */
export function ReferralResultBody({
  isSuccess,
  firstName,
  onClose,
}: {
  isSuccess: boolean;
  firstName: string;
  onClose: () => void;
}) {
  return (
    <Stack gap="md">
      {isSuccess ? (
        <Text>
          Hi {firstName}, we will send you a link via WhatsApp and email. Forward it to anyone you
          know who would benefit from investing.
        </Text>
      ) : (
        <ErrorPanel
          title={REFERRAL_ERROR_TITLE}
          message={REFERRAL_ERROR_MESSAGE}
          headingOrder={4}
        />
      )}
      <Group justify="flex-end">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Stack>
  );
}
