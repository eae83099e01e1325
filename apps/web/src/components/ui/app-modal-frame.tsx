import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { ModalChangesProvider } from './app-modal-changes';
import {
  DISCARD_CONFIRM,
  DISCARD_KEEP,
  DISCARD_TITLE,
  discardMessage,
  useDiscardGuard,
} from './app-modal-discard';
import {
  ModalDepthProvider,
  useEscapeToClose,
  useModalDepth,
  useModalLayer,
  useOutsideClickToClose,
} from './app-modal-layers';
import { MODAL_Z_INDEX, SECONDARY_MODAL_Z_INDEX } from './app-modal-types';
import type { AppModalProps, AppModalVariant } from './app-modal-types';

// The app's modal (app-modal.tsx), built on Mantine's Modal parts so that the title row is a plain
// element: Mantine's own is a <header>, which assistive technology (and axe) would take for a
// second banner landmark of the page. Escape and a click outside close only the innermost layer
// (app-modal-layers.ts), and a modal holding the member's work asks before losing it
// (app-modal-discard.ts).

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
  confirmDiscard = false,
  hasChanges,
  ...rest
}: AppModalProps) {
  const content = useRef<HTMLDivElement>(null);
  const depth = useModalDepth() + 1;
  const isTop = useModalLayer(opened, depth);
  const guard = useDiscardGuard({ opened, isEnabled: confirmDiscard, hasChanges, onClose });
  useEscapeToClose({
    isEnabled: opened && closeOnEscape,
    isTop,
    content,
    onEscape: guard.requestClose,
  });
  const overlay = useOutsideClickToClose({
    isEnabled: closeOnClickOutside,
    isTop,
    content,
    onOutsideClick: guard.requestClose,
  });
  return (
    <>
      <Modal.Root
        opened={opened}
        onClose={guard.requestClose}
        size={size}
        zIndex={isSecondary ? SECONDARY_MODAL_Z_INDEX : MODAL_Z_INDEX}
        // Both are the frame's own (app-modal-layers.ts).
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered={centered}
        {...rest}
      >
        <Modal.Overlay onPointerDown={overlay.onPointerDown} onClick={overlay.onClick} />
        <Modal.Content
          ref={content}
          data-variant={variant}
          onInputCapture={guard.noteChange}
          onChangeCapture={guard.noteChange}
        >
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
          <Modal.Body>
            <ModalDepthProvider value={depth}>
              <ModalChangesProvider value={guard.noteChange}>{children}</ModalChangesProvider>
            </ModalDepthProvider>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
      {confirmDiscard ? (
        <ModalDepthProvider value={depth}>
          <AppModalFrame
            opened={opened && guard.isAsking}
            onClose={guard.keepEditing}
            title={DISCARD_TITLE}
            variant="warn"
            isSecondary
            size={420}
          >
            <Stack gap="md">
              <Text size="sm">{discardMessage(title)}</Text>
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={guard.discard}>
                  {DISCARD_CONFIRM}
                </Button>
                <Button onClick={guard.keepEditing} data-autofocus>
                  {DISCARD_KEEP}
                </Button>
              </Group>
            </Stack>
          </AppModalFrame>
        </ModalDepthProvider>
      ) : null}
    </>
  );
}
