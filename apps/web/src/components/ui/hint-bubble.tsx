import { Tooltip } from '@mantine/core';
import type { TooltipProps } from '@mantine/core';
import type { RefObject } from 'react';

export type HintBubbleProps = Pick<
  TooltipProps,
  'label' | 'multiline' | 'w' | 'withinPortal' | 'position' | 'withArrow' | 'zIndex'
> & {
  target: RefObject<HTMLElement | null>;
  opened: boolean;
  /** The id the element's `aria-describedby` names while the bubble shows. */
  labelId: string;
};

/** Mantine's Tooltip beside its element (components/ui/hint.tsx), loaded when first wanted. */
export function HintBubble({ label, labelId, target, ...props }: HintBubbleProps) {
  return <Tooltip {...props} target={target} label={<div id={labelId}>{label}</div>} />;
}
