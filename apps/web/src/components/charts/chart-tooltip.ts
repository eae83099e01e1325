import { useCallback, useEffect, useRef, useState } from 'react';
import type { CSSProperties, PointerEvent as ReactPointerEvent } from 'react';

// A chart's tooltip (WCAG 1.4.13, content on hover): it stays inside the chart, so that a modal
// or a narrow screen never cuts it off, and it goes away when the pointer leaves the chart, when
// the member presses Escape (which then closes only the tooltip, not the modal around the chart),
// and when they tap or click anywhere else. Moving the pointer over the chart brings it back.

/** recharts Tooltip props: kept inside the drawing, as narrow as the drawing at most. */
export const TOOLTIP_PLACEMENT = {
  allowEscapeViewBox: { x: false, y: false },
  wrapperStyle: { maxWidth: '100%', zIndex: 2 } satisfies CSSProperties,
} as const;

/**
 * Mantine chart styles: the tooltip box sized by its content (it is 200 px at least otherwise),
 * and on a drawing narrower than a name and its amount side by side, the amount on a line of its
 * own: an amount never breaks, so a row that cannot wrap would reach past a phone's screen.
 */
export const TOOLTIP_STYLES = {
  tooltip: { minWidth: 0, maxWidth: '100%' },
  tooltipItem: { flexWrap: 'wrap', columnGap: 'var(--mantine-spacing-xs)' },
  tooltipItemName: { whiteSpace: 'normal', overflowWrap: 'break-word' },
  tooltipItemData: { marginInlineStart: 'auto' },
} as const;

export type DismissableTooltip = {
  /** recharts Tooltip props: placement, and hidden (`active: false`) once dismissed. */
  tooltipProps: typeof TOOLTIP_PLACEMENT & { active?: boolean };
  /** Handlers for the element around the drawing. */
  containerProps: {
    ref: (element: HTMLDivElement | null) => void;
    onPointerDown: () => void;
    onPointerMove: (event: ReactPointerEvent<HTMLDivElement>) => void;
    onPointerLeave: (event: ReactPointerEvent<HTMLDivElement>) => void;
  };
};

export function useDismissableTooltip(): DismissableTooltip {
  const container = useRef<HTMLDivElement | null>(null);
  const [isDismissed, setDismissed] = useState(false);
  /** Whether the member is pointing at the drawing (or last touched it), so a tooltip may show. */
  const isPointing = useRef(false);

  useEffect(() => {
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || !isPointing.current || isDismissed) return;
      // The tooltip was showing: Escape closes it and nothing else.
      event.stopPropagation();
      isPointing.current = false;
      setDismissed(true);
    }
    function handlePointerDown(event: PointerEvent) {
      const element = container.current;
      if (element && event.target instanceof Node && !element.contains(event.target)) {
        isPointing.current = false;
        setDismissed(true);
      }
    }
    window.addEventListener('keydown', handleKeyDown, true);
    document.addEventListener('pointerdown', handlePointerDown, true);
    return () => {
      window.removeEventListener('keydown', handleKeyDown, true);
      document.removeEventListener('pointerdown', handlePointerDown, true);
    };
  }, [isDismissed]);

  const ref = useCallback((element: HTMLDivElement | null) => {
    container.current = element;
  }, []);

  function show() {
    isPointing.current = true;
    if (isDismissed) setDismissed(false);
  }

  return {
    tooltipProps: isDismissed ? { ...TOOLTIP_PLACEMENT, active: false } : TOOLTIP_PLACEMENT,
    containerProps: {
      ref,
      onPointerDown: show,
      onPointerMove: (event) => {
        // A finger lifted from the drawing leaves its tooltip until the next tap elsewhere.
        if (event.pointerType !== 'touch' || event.buttons > 0) show();
      },
      onPointerLeave: (event) => {
        if (event.pointerType === 'touch') return;
        isPointing.current = false;
        setDismissed(true);
      },
    },
  };
}
