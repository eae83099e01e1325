import { lazy } from 'react';
import type { AppModalProps } from './app-modal-types';
import { Deferred } from './deferred';

// spec 3 §2.11 modal: open or closed; variants standard, error, warn, info and info-light; z-index
// 2000, 2051 for a modal over another. Escape and a click outside close only the innermost layer
// (a calendar or list inside closes first). The modal's own code (focus trap, scroll lock, portal,
// transitions: app-modal-frame.tsx) loads when it first opens, not with the page.

export {
  MODAL_Z_INDEX,
  SECONDARY_MODAL_Z_INDEX,
  type AppModalProps,
  type AppModalVariant,
} from './app-modal-types';

const AppModalFrame = lazy(() =>
  import('./app-modal-frame').then(({ AppModalFrame }) => ({ default: AppModalFrame })),
);

export function AppModal(props: AppModalProps) {
  return (
    <Deferred when={props.opened}>
      <AppModalFrame {...props} />
    </Deferred>
  );
}
