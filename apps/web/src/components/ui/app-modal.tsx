import type { ModalRootProps } from '@mantine/core';
import { lazy } from 'react';
import type { ReactNode } from 'react';
import { Deferred } from './deferred';

// spec 3 §2.11 modal: open or closed; variants standard, error, warn, info and info-light; z-index
// 2000, 2051 for a modal over another. The modal's own code (focus trap, scroll lock, portal,
// transitions: app-modal-frame.tsx) loads when it first opens, not with the page.

export const MODAL_Z_INDEX = 2000;
export const SECONDARY_MODAL_Z_INDEX = 2051;

export type AppModalVariant = 'standard' | 'error' | 'warn' | 'info' | 'info-light';

const AppModalFrame = lazy(() =>
  import('./app-modal-frame').then(({ AppModalFrame }) => ({ default: AppModalFrame })),
);

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
} & Pick<ModalRootProps, 'trapFocus' | 'returnFocus'>;

export function AppModal(props: AppModalProps) {
  return (
    <Deferred when={props.opened}>
      <AppModalFrame {...props} />
    </Deferred>
  );
}
