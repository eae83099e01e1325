import type { Plugin } from 'vite';

// Mantine's scroll area (which its table is drawn in) takes one hook from the positioning library
// its popovers, menus and tooltips are built on: `useMergeRefs`, fifteen lines that join refs. The
// library is one module, so the scroll area brought all of it (about 15 KB gzipped) onto every
// page that draws a table, where nothing is positioned. The build gives the scroll area the same
// hook, copied from @floating-ui/react 0.27 as it is, and the library loads with what opens over a
// page (vite.config.ts).

const MANTINE_SCROLL_AREA =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
const FLOATING_IMPORT = 'import { useMergeRefs } from "@floating-ui/react";';

/** @floating-ui/react's `useMergeRefs` (MIT), unchanged but for its imports. */
export const MERGE_REFS = `import { useCallback as useMergeRefsCallback, useMemo as useMergeRefsMemo, useRef as useMergeRefsRef } from "react";
function useMergeRefs(refs) {
  const cleanupRef = useMergeRefsRef(undefined);
  const refEffect = useMergeRefsCallback(instance => {
    const cleanups = refs.map(ref => {
      if (ref == null) {
        return;
      }
      if (typeof ref === 'function') {
        const refCallback = ref;
        const refCleanup = refCallback(instance);
        return typeof refCleanup === 'function' ? refCleanup : () => {
          refCallback(null);
        };
      }
      ref.current = instance;
      return () => {
        ref.current = null;
      };
    });
    return () => {
      cleanups.forEach(refCleanup => refCleanup == null ? void 0 : refCleanup());
    };
  }, refs);
  return useMergeRefsMemo(() => {
    if (refs.every(ref => ref == null)) {
      return null;
    }
    return value => {
      if (cleanupRef.current) {
        cleanupRef.current();
        cleanupRef.current = undefined;
      }
      if (value != null) {
        cleanupRef.current = refEffect(value);
      }
    };
  }, refs);
}
`;

/** The scroll area's module with the hook in place of the library's import. */
export function withOwnMergeRefs(code: string): string {
  if (!code.includes(FLOATING_IMPORT)) {
    throw new Error(`Mantine's scroll area no longer imports useMergeRefs as expected`);
  }
  return code.replace(FLOATING_IMPORT, MERGE_REFS);
}

export function mantineScrollArea(): Plugin {
  return {
    name: 'portal:mantine-scroll-area',
    apply: 'build',
    transform: {
      filter: { id: MANTINE_SCROLL_AREA },
      handler(code, id) {
        if (!MANTINE_SCROLL_AREA.test(id)) return null;
        return { code: withOwnMergeRefs(code), map: null };
      },
    },
  };
}
