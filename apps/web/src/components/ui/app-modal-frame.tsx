import { Group, Modal, Text } from '@mantine/core';
import { MODAL_Z_INDEX, SECONDARY_MODAL_Z_INDEX } from './app-modal';
import type { AppModalProps, AppModalVariant } from './app-modal';

// The app's modal (app-modal.tsx), built on Mantine's Modal parts so that the title row is a plain
// element: Mantine's own is a <header>, which assistive technology (and axe) would take for a
// second banner landmark of the page.

const TITLE_COLOR: Record<AppModalVariant, string | undefined> = {
  standard: undefined,
  error: 'red.9',
  warn: 'amber.9',
  info: 'navy.8',
  'info-light': 'navy.6',
};

export function AppModalFrame({
  opened,
  onClose,
  title,
  children,
  size = 462,
  variant = 'standard',
  isSecondary = false,
  withCloseButton = true,
  closeOnClickOutside = true,
  closeOnEscape = true,
  centered = true,
  ...rest
}: AppModalProps) {
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      size={size}
      zIndex={isSecondary ? SECONDARY_MODAL_Z_INDEX : MODAL_Z_INDEX}
      closeOnClickOutside={closeOnClickOutside}
      closeOnEscape={closeOnEscape}
      centered={centered}
      {...rest}
    >
      <Modal.Overlay />
      <Modal.Content data-variant={variant}>
        <Modal.Header component="div">
          <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
            <Modal.Title>
              <Text component="span" fw={700} fz="lg" c={TITLE_COLOR[variant]}>
                {title}
              </Text>
            </Modal.Title>
            {withCloseButton ? <Modal.CloseButton aria-label="Close" /> : null}
          </Group>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
