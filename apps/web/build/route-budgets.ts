import { KB } from './budget.ts';
import type { RouteBudget } from './budget.ts';
import { LANDING_DOCUMENT } from './static-landing.ts';

// The pages' lazy modules (src/app/router.tsx, src/app/member-pages.ts) and their byte limits. A
// signed-in page also loads the member frame (src/app/member-frame.tsx), a lazy layout route. A
// visitor's landing page is the document drawn at build (build/static-landing.ts) and loads what
// that document names. What a page loads later (its modals, the toasts, the session
// handling) is not counted: it is not needed to draw the page.
const MEMBER_FRAME = 'src/app/member-frame.tsx';
const CSS_LIMIT = 40 * KB;

// The landing page's limit and the dashboard's are the performance targets. Below the dashboard's
// lies the stack itself (React DOM, React Router's data router, Mantine's provider and TanStack
// Query, about 110 KB gzipped) and the Mantine components the page draws, before any page's own
// code. It fell from 256 KB to 230 KB when the domain's schemas moved apart from the rules a page
// formats with (no zod on the first page), to 210 KB when what opens over a page (the account menu,
// the phone's drawer, the hints) moved to a file of its own that loads when first opened, and to
// 191 KB when the table, its scroll area and the positioning library they are built on did too
// (vite.config.ts), loaded by the pages that draw a table.
const LANDING_JS_LIMIT = 120 * KB;
const DASHBOARD_JS_LIMIT = 200 * KB;

function memberPage(
  route: string,
  path: string,
  module: string,
  maxJsGzipBytes?: number,
): RouteBudget {
  return {
    route,
    path,
    modules: [MEMBER_FRAME, module],
    ...(maxJsGzipBytes === undefined ? {} : { maxJsGzipBytes }),
    maxCssGzipBytes: CSS_LIMIT,
  };
}

export const ROUTE_BUDGETS: readonly RouteBudget[] = [
  {
    route: 'landing',
    modules: [],
    document: LANDING_DOCUMENT,
    maxJsGzipBytes: LANDING_JS_LIMIT,
    maxCssGzipBytes: CSS_LIMIT,
  },
  memberPage('dashboard', '/dashboard', 'src/app/routes/dashboard.tsx', DASHBOARD_JS_LIMIT),
  memberPage('fund-details', '/fund-details/:schemeNumber', 'src/app/routes/fund-details.tsx'),
  memberPage('tools', '/tools-and-calculators', 'src/app/routes/tools-and-calculators.tsx'),
  memberPage(
    'manage-beneficiaries',
    '/manage-beneficiaries',
    'src/app/routes/manage-beneficiaries.tsx',
  ),
  memberPage(
    'change-investments',
    '/fund-details/:schemeNumber/switch',
    'src/app/routes/change-investments.tsx',
  ),
  memberPage('funeral-cover', '/funeral-cover', 'src/app/routes/funeral-cover.tsx'),
  memberPage(
    'unapproved-life-cover',
    '/unapproved-life-cover',
    'src/app/routes/unapproved-life-cover.tsx',
  ),
  memberPage('proposal', '/proposals/:id', 'src/app/routes/proposal.tsx'),
  memberPage('profile-details', '/profile-details', 'src/app/routes/profile-details.tsx'),
  memberPage(
    'statements-and-documents',
    '/statements-and-documents',
    'src/app/routes/statements-and-documents.tsx',
  ),
  memberPage('claims', '/claims', 'src/app/routes/claims.tsx'),
  memberPage('claim', '/claims/:id', 'src/app/routes/claim.tsx'),
  memberPage(
    'savings-withdrawal',
    '/claims/savings-withdrawal/:schemeNumber',
    'src/app/routes/savings-withdrawal.tsx',
  ),
  memberPage('report-a-death', '/claims/report-a-death', 'src/app/routes/report-a-death.tsx'),
  memberPage(
    'retail-savings-withdrawal',
    '/fund-details/:schemeNumber/savings-withdrawal',
    'src/app/routes/retail-savings-withdrawal.tsx',
  ),
  memberPage(
    'retail-claim',
    '/fund-details/:schemeNumber/claims/:id',
    'src/app/routes/retail-claim.tsx',
  ),
  memberPage('portfolios', '/portfolios', 'src/app/routes/portfolios.tsx'),
  memberPage(
    'retirement-projection',
    '/retirement-projection',
    'src/app/routes/retirement-projection.tsx',
  ),
  memberPage('two-pot-calculator', '/two-pot-calculator', 'src/app/routes/two-pot-calculator.tsx'),
];
