import {
  Anchor,
  Box,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '@/components/ui/app-modal';
import { useCreateReferralLead } from '../api/create-referral-lead';
import { ReferralResultBody, referralHeader } from './referral-result';

export const REFERRAL_DEFAULT_TITLE = 'Good things are better shared';
export const REFERRAL_DEFAULT_MESSAGE = 'Receive a coffee on us!';
/** spec 3 §9: the referral modal is 614 wide. */
export const REFERRAL_MODAL_WIDTH = 614;

type ReferralBannerProps = {
  /** normal: a compact bar, result as an overlay; large: a dashboard card, result as a modal. */
  layout?: 'normal' | 'large';
  /** The member's first name; undefined while the profile loads (Refer now waits for it). */
  firstName: string | undefined;
  /** spec 3 §2.9: staff members (a fund from the staff source system) do not see the banner. */
  isStaff: boolean;
  termsUrl: string | undefined;
  title?: string;
  message?: string;
};

/** spec 3 §2.9 referral banner. */
export function ReferralBanner({
  layout = 'normal',
  firstName,
  isStaff,
  termsUrl,
  title = REFERRAL_DEFAULT_TITLE,
  message = REFERRAL_DEFAULT_MESSAGE,
}: ReferralBannerProps) {
  const referral = useCreateReferralLead();
  const [isResultOpen, setIsResultOpen] = useState(false);
  if (isStaff) return null;

  const isDone = referral.isSuccess || referral.isError;
  const header = referralHeader(referral.isSuccess);
  const close = () => {
    setIsResultOpen(false);
    referral.reset();
  };
  const refer = () => {
    setIsResultOpen(true);
    referral.mutate();
  };
  const terms = (
    <Text size="xs">
      Terms and conditions apply.{' '}
      {termsUrl ? (
        <Anchor href={termsUrl} target="_blank" rel="noopener noreferrer" size="xs">
          Read the terms and conditions (opens in a new window)
        </Anchor>
      ) : null}
    </Text>
  );
  const button = (
    <Button onClick={refer} disabled={firstName === undefined} loading={referral.isPending}>
      Refer now
    </Button>
  );
  const body = (
    <ReferralResultBody
      isSuccess={referral.isSuccess}
      firstName={firstName ?? ''}
      onClose={close}
    />
  );

  if (layout === 'large') {
    return (
      <Card
        withBorder
        radius="md"
        padding="lg"
        component="section"
        aria-labelledby="referral-title"
      >
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <CoffeeCup />
          <Stack gap="sm">
            <Title order={3} id="referral-title" fz="lg">
              {title}
            </Title>
            <Text>{message}</Text>
            <Group>{button}</Group>
            {terms}
          </Stack>
        </Group>
        {/* spec 3 §4: Refer now opens the modal loading; Close is the only way out. */}
        <AppModal
          opened={isResultOpen}
          onClose={close}
          title={isDone ? header : 'Referring…'}
          size={REFERRAL_MODAL_WIDTH}
          withCloseButton={false}
          closeOnClickOutside={false}
          closeOnEscape={isDone}
        >
          {isDone ? (
            body
          ) : (
            <Center mih={120}>
              <Loader aria-label="Sending your referral" role="status" />
            </Center>
          )}
        </AppModal>
      </Card>
    );
  }
  // The normal layout's result lies over the bar, in its place.
  return (
    <Box component="section" aria-labelledby="referral-bar-title">
      {isResultOpen && isDone ? (
        <Paper
          withBorder
          radius="md"
          p="md"
          shadow="sm"
          role="group"
          aria-labelledby="referral-bar-title"
        >
          <Text fw={700} id="referral-bar-title" mb="xs">
            {header}
          </Text>
          {body}
        </Paper>
      ) : (
        <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2}>
              <Text fw={700} id="referral-bar-title">
                {title}
              </Text>
              <Text size="sm">{message}</Text>
              {terms}
            </Stack>
            {button}
          </Group>
        </Paper>
      )}
    </Box>
  );
}

/** The large card's picture: a cup of coffee, the reward (decorative). */
function CoffeeCup() {
  return (
    <Box
      visibleFrom="xs"
      w={72}
      h={72}
      style={{
        flexShrink: 0,
        borderRadius: '50%',
        background: 'var(--mantine-color-orange-0)',
        display: 'grid',
        placeItems: 'center',
      }}
    >
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <path
          d="M15 4c-2 3 2 4 0 7M21 4c-2 3 2 4 0 7"
          stroke="#b45309"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
        <path d="M6 15h24v9a9 9 0 0 1-9 9h-6a9 9 0 0 1-9-9z" fill="#d97706" />
        <path d="M30 18h2a4 4 0 0 1 0 8h-2.5" stroke="#d97706" strokeWidth="3" fill="none" />
        <rect x="4" y="34" width="28" height="3" rx="1.5" fill="#92400e" />
      </svg>
    </Box>
  );
}
