import { createContext, use, useCallback, useEffect, useRef } from 'react';

// Escape and a click outside close only the innermost layer: an open calendar, list, menu or
// tooltip inside a modal closes itself and the modal stays; of two modals, only the upper one
// closes. Mantine's modal listens for Escape on the window before anything inside it sees the
// key, and closes on a click on its overlay even while a list inside it is open; the app's modal
// frame turns both off and asks here instead.

type Layer = { depth: number };

/** The open modals in the order they opened. */
const openModals: Layer[] = [];

/**
 * How deep a modal sits: one more than the modal it is drawn in. React runs a child's effects
 * before its parent's, so a modal opened together with the one around it registers first; the
 * depth keeps the inner one on top all the same.
 */
const ModalDepthContext = createContext(0);
export const ModalDepthProvider = ModalDepthContext.Provider;
export function useModalDepth(): number {
  return use(ModalDepthContext);
}

/** The upper of the open modals: the deepest, and of equals the last opened. */
function topLayer(): Layer | undefined {
  let top: Layer | undefined;
  for (const layer of openModals) if (!top || layer.depth >= top.depth) top = layer;
  return top;
}

/** Registers the modal as a layer while it is open; the answer says whether it is on top. */
export function useModalLayer(isOpen: boolean, depth: number): () => boolean {
  const token = useRef<Layer>({ depth });
  token.current.depth = depth;
  useEffect(() => {
    if (!isOpen) return;
    const layer = token.current;
    openModals.push(layer);
    return () => {
      const index = openModals.lastIndexOf(layer);
      if (index >= 0) openModals.splice(index, 1);
    };
  }, [isOpen]);
  return useCallback(() => topLayer() === token.current, []);
}

/** An open tooltip (Mantine's Tooltip closes itself on Escape). */
function isTooltipOpen(): boolean {
  return Array.from(document.querySelectorAll('[role="tooltip"]')).some(
    (tooltip) => !(tooltip instanceof HTMLElement) || tooltip.style.display !== 'none',
  );
}

/**
 * Whether a layer inside the modal holds the key press or click whose focus is `target`: a
 * control whose list or calendar is open (Mantine marks it `data-mantine-stop-propagation`, an
 * ARIA popup button says `aria-expanded`), the focus inside a layer drawn outside the modal (a
 * calendar or list in its own portal, or a dialog over this one), or an open tooltip.
 */
export function isInnerLayerOpen(target: EventTarget | null, content: HTMLElement | null): boolean {
  if (isTooltipOpen()) return true;
  if (!(target instanceof Element)) return false;
  if (target.closest('[data-mantine-stop-propagation="true"]')) return true;
  if (target.getAttribute('aria-expanded') === 'true' && target.hasAttribute('aria-haspopup'))
    return true;
  const isPageLevel = target === document.body || target === document.documentElement;
  return content !== null && !isPageLevel && !content.contains(target);
}

type EscapeOptions = {
  isEnabled: boolean;
  isTop: () => boolean;
  content: React.RefObject<HTMLElement | null>;
  onEscape: () => void;
};

/** Escape closes the modal when it is the top layer and nothing inside it has the key. */
export function useEscapeToClose({ isEnabled, isTop, content, onEscape }: EscapeOptions): void {
  const latest = useRef(onEscape);
  useEffect(() => {
    latest.current = onEscape;
  });
  useEffect(() => {
    if (!isEnabled) return;
    // Captured on the window, so that the decision is taken on the layers as they were before
    // the key press, not after a calendar or list has closed on it.
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing || event.defaultPrevented) return;
      if (!isTop() || isInnerLayerOpen(event.target, content.current)) return;
      latest.current();
    };
    window.addEventListener('keydown', handleKeyDown, true);
    return () => window.removeEventListener('keydown', handleKeyDown, true);
  }, [isEnabled, isTop, content]);
}

/**
 * A click on the overlay closes the modal only when nothing inside it was open as the pointer
 * went down: the first click outside an open list or calendar closes that list or calendar.
 */
export function useOutsideClickToClose({
  isEnabled,
  isTop,
  content,
  onOutsideClick,
}: {
  isEnabled: boolean;
  isTop: () => boolean;
  content: React.RefObject<HTMLElement | null>;
  onOutsideClick: () => void;
}) {
  const wasInnerLayerOpen = useRef(false);
  return {
    onPointerDown: () => {
      wasInnerLayerOpen.current = isInnerLayerOpen(document.activeElement, content.current);
    },
    onClick: () => {
      const isInnerClick = wasInnerLayerOpen.current;
      wasInnerLayerOpen.current = false;
      if (isEnabled && !isInnerClick && isTop()) onOutsideClick();
    },
  };
}
