import { Button, Group, Text } from '@mantine/core';
import { AppModal } from '@/components/ui/app-modal';

// Spec 1 §2.2, §4, §9: the idle warning: width 462, a title, not closed by an outside click; the
// countdown is shown in seconds; Continue resumes the session, Logout signs out.

export const IDLE_MODAL_WIDTH = 462;
export const IDLE_MODAL_TITLE = 'Your session is about to expire';

type IdleWarningModalProps = {
  opened: boolean;
  secondsLeft: number;
  onContinue: () => void;
  onLogout: () => void;
  isLoggingOut: boolean;
};

export function IdleWarningModal({
  opened,
  secondsLeft,
  onContinue,
  onLogout,
  isLoggingOut,
}: IdleWarningModalProps) {
  const seconds = Math.max(0, secondsLeft);
  return (
    <AppModal
      opened={opened}
      onClose={onContinue}
      title={IDLE_MODAL_TITLE}
      size={IDLE_MODAL_WIDTH}
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      variant="warn"
      isSecondary
    >
      <Text size="sm">
        You have been inactive for a while. For your security you will be logged out in{' '}
        <Text span fw={700} data-testid="idle-seconds-left">
          {seconds}
        </Text>{' '}
        {seconds === 1 ? 'second' : 'seconds'}.
      </Text>
      <Text size="sm" mt="xs">
        Select Continue to stay logged in.
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onLogout} loading={isLoggingOut}>
          Logout
        </Button>
        <Button onClick={onContinue} data-autofocus>
          Continue
        </Button>
      </Group>
    </AppModal>
  );
}
