import type { ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

// The app's modal's settings (app-modal.tsx, which loads app-modal-frame.tsx when a modal first
// opens): both depend on this module and not on each other.

export const MODAL_Z_INDEX = 2000;
export const SECONDARY_MODAL_Z_INDEX = 2051;

export type AppModalVariant = 'standard' | 'error' | 'warn' | 'info' | 'info-light';

export type AppModalProps = {
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
  /**
   * The modal holds the member's work: closed by Escape, the close button or a click outside once
   * something in it has changed, it asks "Discard your changes?" first.
   */
  confirmDiscard?: boolean;
  /** Whether it holds changes, when its form knows; left out, typing and choices are noticed. */
  hasChanges?: boolean;
} & Pick<ModalRootProps, 'trapFocus' | 'returnFocus'>;
