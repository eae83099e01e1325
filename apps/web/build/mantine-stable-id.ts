import type { Plugin } from 'vite';

// Mantine's `useId` (@mantine/hooks) starts from React's `useId` and, once mounted, swaps it for a
// random id in a layout effect. On a page drawn on the server that swap is a state update in every
// component that takes an id (inputs, tabs, accordions, menus, tooltips) as the browser takes the
// page over; React makes such updates at once, so the page's whole tree was drawn a second time in
// one long task on a phone's main thread. React's own id is already the same on the server and in
// the browser and unique on the page, so the build keeps it: the same value, without the swap.

const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/** Mantine's `useId` with React's id kept: `staticId` when given, else Mantine's first value. */
export const STABLE_USE_ID = `import { useId as useReactId } from 'react';
function useId(staticId) {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return \`mantine-\${reactId.replace(/:/g, '')}\`;
}
export { useId };
`;

export function mantineStableId(): Plugin {
  return {
    name: 'portal:mantine-stable-id',
    apply: 'build',
    transform: {
      filter: { id: MANTINE_USE_ID },
      handler(_code, id) {
        if (!MANTINE_USE_ID.test(id)) return null;
        return { code: STABLE_USE_ID, map: null };
      },
    },
  };
}
