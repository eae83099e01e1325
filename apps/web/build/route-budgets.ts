import { KB } from './budget.ts';
import type { RouteBudget } from './budget.ts';

// The pages' lazy modules (src/app/router.tsx, src/app/member-pages.ts) and their byte limits. A
// signed-in page also loads the member frame (src/app/member-frame.tsx), a lazy layout route; the
// landing page is part of the entry. What a page loads later (its modals, the toasts, the session
// handling) is not counted: it is not needed to draw the page.
const MEMBER_FRAME = 'src/app/member-frame.tsx';
const CSS_LIMIT = 40 * KB;

// The JavaScript limits hold what the pages load today with a little room, so that growth is a
// decision rather than an accident. Below them lies the stack itself: React DOM, React Router's
// data router, Mantine's provider, TanStack Query and zod (which parses every answer and the
// build's environment, DESIGN §4) come to about 140 KB gzipped before any page's own code.
const LANDING_JS_LIMIT = 175 * KB;
const DASHBOARD_JS_LIMIT = 255 * KB;

function memberPage(route: string, module: string, maxJsGzipBytes?: number): RouteBudget {
  return {
    route,
    modules: [MEMBER_FRAME, module],
    ...(maxJsGzipBytes === undefined ? {} : { maxJsGzipBytes }),
    maxCssGzipBytes: CSS_LIMIT,
  };
}

export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  {
    route: 'landing',
    modules: [],
    maxJsGzipBytes: LANDING_JS_LIMIT,
    maxCssGzipBytes: CSS_LIMIT,
  },
  memberPage('dashboard', 'src/app/routes/dashboard.tsx', DASHBOARD_JS_LIMIT),
  memberPage('fund-details', 'src/app/routes/fund-details.tsx'),
  memberPage('tools', 'src/app/routes/tools-and-calculators.tsx'),
  memberPage('manage-beneficiaries', 'src/app/routes/manage-beneficiaries.tsx'),
  memberPage('funeral-cover', 'src/app/routes/funeral-cover.tsx'),
  memberPage('unapproved-life-cover', 'src/app/routes/unapproved-life-cover.tsx'),
  memberPage('proposal', 'src/app/routes/proposal.tsx'),
];
