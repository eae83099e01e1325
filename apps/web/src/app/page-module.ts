import type { ComponentType } from 'react';

// What a member page's module (routes/*.tsx) gives the router (member-pages.ts): a module of its
// own, so that the pages and the page table depend on it and not on each other.

/**
 * What a page's module may tell the router: `Skeleton`, the page in outline, stands in while the
 * page's gate waits (for the member's type), so the wait looks like the page it leads to;
 * `isWithoutAdverts` leaves the frame's adviser band out (a page about a bereavement).
 */
export type PageModuleHandle = { Skeleton?: ComponentType; isWithoutAdverts?: boolean };

/** Whether a matched route's handle asks for no adverts around its page. */
export function isWithoutAdverts(handle: unknown): boolean {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    (handle as { isWithoutAdverts?: unknown }).isWithoutAdverts === true
  );
}

export type PageModule = {
  Component: ComponentType;
  handle?: PageModuleHandle;
};
