import { Button, Group, Text } from '@mantine/core';
import { trackPartnerHubFlyover } from '@/lib/analytics';
import { AppModal } from './app-modal';

// spec 1 §2.2: shown before the member leaves for the partner hub. Width 462, no close button, no
// close on an outside click; Stay closes it, the hub button opens the hub in a new tab and closes
// it. The glacier_flyover_event (page name, product name) is pushed when the member goes.

export const EXIT_NOTICE_WIDTH = 462;

type ExitNoticeModalProps = {
  opened: boolean;
  onClose: () => void;
  portalName: string;
  /** The partner hub's address (config `links.partnerHub`). */
  hubUrl: string;
  /** The text of the button that opens the hub. */
  hubButtonLabel?: string;
  /** For the tracking event: the page and the product the member leaves from. */
  pageName: string;
  productName: string;
};

export function ExitNoticeModal({
  opened,
  onClose,
  portalName,
  hubUrl,
  hubButtonLabel = 'Go to the partner hub',
  pageName,
  productName,
}: ExitNoticeModalProps) {
  function handleGo() {
    trackPartnerHubFlyover(pageName, productName);
    onClose();
  }

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={`You're now leaving ${portalName}`}
      size={EXIT_NOTICE_WIDTH}
      withCloseButton={false}
      closeOnClickOutside={false}
    >
      <Text size="sm">
        You are being redirected to our partner hub. For your security, you will be logged out of{' '}
        {portalName} automatically if you do not return within a few minutes.
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose}>
          Stay
        </Button>
        <Button
          component="a"
          href={hubUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={handleGo}
        >
          {hubButtonLabel}
        </Button>
      </Group>
    </AppModal>
  );
}
