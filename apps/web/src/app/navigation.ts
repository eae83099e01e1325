import { navigationItemsFor } from '@portal/domain/access';
import type { HeaderNavItem } from '@/components/layouts/site-header-parts';
import { isPageOpen } from './member-pages';
import type { MemberPage, PageAccessInput } from './member-pages';

/**
 * Spec 1 §2.2, §6: the header navigation. The items of the member's type (retail sees neither
 * Claims nor Documents) whose pages are built, flagged on and open to that type.
 */
export function headerNavigation(
  pages: readonly MemberPage[],
  access: PageAccessInput,
): HeaderNavItem[] {
  return navigationItemsFor(access.userType).flatMap((item) => {
    const page = pages.find((candidate) => candidate.path === item.path);
    return page && isPageOpen(page, access) ? [{ label: item.label, href: `/${item.path}` }] : [];
  });
}
