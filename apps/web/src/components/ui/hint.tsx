import {
  Children,
  cloneElement,
  isValidElement,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { ReactElement, ReactNode, Ref, SyntheticEvent } from 'react';
import type { HintBubbleProps } from './hint-bubble';

// The bubble (Mantine's Tooltip and the floating layer it is built on) loads the first time a
// member points at, focuses or touches a hint's element, not with the page: a page drawn on the
// server with many hints takes it over without a tooltip, a portal and a floating layer for each.
const HintBubble = lazy(() =>
  import('./hint-bubble').then(({ HintBubble }) => ({ default: HintBubble })),
);

type Events = { hover?: boolean; focus?: boolean; touch?: boolean };

type HintProps = Omit<HintBubbleProps, 'target' | 'opened' | 'labelId'> & {
  /** The element the hint explains: one element that takes a ref and the pointer's events. */
  children: ReactElement;
  /** As Mantine's Tooltip: hover and focus by default; touch when the element has no other use. */
  events?: Events;
};

type ChildProps = {
  ref?: Ref<HTMLElement>;
  'aria-describedby'?: string;
  onPointerEnter?: (event: SyntheticEvent) => void;
  onPointerLeave?: (event: SyntheticEvent) => void;
  onFocus?: (event: SyntheticEvent) => void;
  onBlur?: (event: SyntheticEvent) => void;
  onKeyDown?: (event: SyntheticEvent & { key?: string }) => void;
  onTouchStart?: (event: SyntheticEvent) => void;
};

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * A tooltip for the element it wraps, shown on hover and focus (and touch when asked), described
 * to a screen reader while it shows (`aria-describedby`), closed with Escape.
 */
export function Hint({
  children,
  events = { hover: true, focus: true, touch: false },
  ...bubble
}: HintProps): ReactNode {
  const child = Children.only(children);
  const target = useRef<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const labelId = useId();

  // A touch opens it until the next touch or click elsewhere.
  useEffect(() => {
    if (!opened || !events.touch) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!target.current?.contains(event.target as Node)) setOpened(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [opened, events.touch]);

  if (!isValidElement<ChildProps>(child)) return child;
  const own = child.props;
  const show = () => {
    setWanted(true);
    setOpened(true);
  };
  const hide = () => setOpened(false);
  const chain =
    <E extends SyntheticEvent>(
      theirs: ((event: E) => void) | undefined,
      ours: (event: E) => void,
    ) =>
    (event: E) => {
      theirs?.(event);
      ours(event);
    };

  return (
    <>
      {cloneElement(child, {
        ref: (node: HTMLElement | null) => {
          target.current = node;
          assignRef(own.ref, node);
        },
        'aria-describedby': opened
          ? [own['aria-describedby'], labelId].filter(Boolean).join(' ')
          : own['aria-describedby'],
        onPointerEnter: chain(own.onPointerEnter, (event) => {
          if (events.hover && (event.nativeEvent as PointerEvent).pointerType !== 'touch') show();
        }),
        onPointerLeave: chain(own.onPointerLeave, (event) => {
          if (events.hover && (event.nativeEvent as PointerEvent).pointerType !== 'touch') hide();
        }),
        onFocus: chain(own.onFocus, () => {
          if (events.focus) show();
        }),
        onBlur: chain(own.onBlur, hide),
        onKeyDown: chain(own.onKeyDown, (event) => {
          if (event.key === 'Escape') hide();
        }),
        onTouchStart: chain(own.onTouchStart, () => {
          if (events.touch) show();
        }),
      })}
      {wanted ? (
        <Suspense fallback={null}>
          <HintBubble {...bubble} target={target} opened={opened} labelId={labelId} />
        </Suspense>
      ) : null}
    </>
  );
}
