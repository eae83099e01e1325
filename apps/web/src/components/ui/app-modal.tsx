import { Group, Modal, Text } from '@mantine/core';
import type { ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

// spec 3 §2.11 modal: open or closed; variants standard, error, warn, info and info-light; z-index
// 2000, 2051 for a modal over another. Built on Mantine's Modal parts so that the title row is a
// plain element: Mantine's own is a <header>, which assistive technology (and axe) would take for
// a second banner landmark of the page.

export const MODAL_Z_INDEX = 2000;
export const SECONDARY_MODAL_Z_INDEX = 2051;

export type AppModalVariant = 'standard' | 'error' | 'warn' | 'info' | 'info-light';

const TITLE_COLOR: Record<AppModalVariant, string | undefined> = {
  standard: undefined,
  error: 'red.9',
  warn: 'amber.9',
  info: 'navy.8',
  'info-light': 'navy.6',
};

type AppModalProps = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** A width in px (spec 1 §9 widths: 462, 500, 360, 850, 1300). */
  size?: number | string;
  variant?: AppModalVariant;
  /** Over another modal (z-index 2051). */
  isSecondary?: boolean;
  withCloseButton?: boolean;
  closeOnClickOutside?: boolean;
  closeOnEscape?: boolean;
  centered?: boolean;
} & Pick<ModalRootProps, 'trapFocus' | 'returnFocus'>;

export function AppModal({
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
