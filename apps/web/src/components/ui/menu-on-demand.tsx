import { lazy, Suspense, useState } from 'react';
import type { ComponentPropsWithRef, ReactElement } from 'react';
import type { DemandMenuProps } from './demand-menu';

// A menu whose code (Mantine's Menu and the floating layer it is built on) loads when the member
// first reaches for it: asked for when its button is first pointed at or focused, drawn and opened
// when it is pressed. A page drawn on the server with a menu on every row is taken over without a
// menu, a popover and a floating layer for each.
const loadMenu = () => import('./demand-menu').then(({ DemandMenu }) => ({ default: DemandMenu }));
const DemandMenu = lazy(loadMenu);

export type { DemandMenuItem } from './demand-menu';

/**
 * `target` draws the menu's button with the props it is given (its ARIA state, its handlers and a
 * ref): the same button before the menu has loaded and after, so it looks and reads the same.
 */
export function MenuOnDemand(props: DemandMenuProps): ReactElement {
  const [isWanted, setIsWanted] = useState(false);
  const preload = () => void loadMenu();
  const standIn = props.target({
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => setIsWanted(true),
  } satisfies ComponentPropsWithRef<'button'>);
  if (!isWanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <DemandMenu {...props} />
    </Suspense>
  );
}
