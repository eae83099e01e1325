import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';

type DeferredProps = {
  /** Mount the children from the first time this is true (e.g. a modal's `opened`). */
  when: boolean;
  children: ReactNode;
};

/**
 * Mounts lazily loaded children (React.lazy) only once they are first wanted, so a modal's code
 * loads when it first opens rather than with the page. They stay mounted afterwards: a modal then
 * closes with its transition and gives focus back to what opened it.
 */
export function Deferred({ when, children }: DeferredProps) {
  const [hasMounted, setHasMounted] = useState(when);
  if (when && !hasMounted) setHasMounted(true);
  return hasMounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
