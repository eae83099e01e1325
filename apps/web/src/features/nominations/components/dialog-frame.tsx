import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

type DialogFrameProps = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  size: number;
  fullScreen?: boolean;
  children: ReactNode;
};

/**
 * A titled modal that never closes on an outside click (spec 1 §2.7). Built from Mantine's parts
 * so its <header> is not a second page banner landmark (axe: landmark-no-duplicate-banner).
 */
export function DialogFrame({
  opened,
  onClose,
  title,
  size,
  fullScreen,
  children,
}: DialogFrameProps) {
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      size={size}
      fullScreen={fullScreen}
      closeOnClickOutside={false}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="presentation">
          <Modal.Title fw={700} fz="xl">
            {title}
          </Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
