import { useState } from 'react';
import type { ReactNode } from 'react';

type RevealProps = {
  /** True once everything the children show has arrived (it may turn false again later). */
  when: boolean;
  /** What stands in until then: the content's skeleton. */
  fallback: ReactNode;
  children: ReactNode;
};

/**
 * Shows `fallback` until `when` first turns true, then the children, drawn in one go so nothing
 * arriving later pushes the page around (a layout shift). The children are mounted, hidden, from
 * the start: their data requests start at once, and none of them mounts (and asks again) later.
 * Once shown they stay shown. The wrapper takes no box of its own (`display: contents`), so the
 * children lay out as children of the surrounding element.
 */
export function Reveal({ when, fallback, children }: RevealProps) {
  const [hasShown, setHasShown] = useState(when);
  if (when && !hasShown) setHasShown(true);
  return (
    <>
      {hasShown ? null : fallback}
      <div style={{ display: hasShown ? 'contents' : 'none' }}>{children}</div>
    </>
  );
}
