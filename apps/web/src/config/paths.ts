import { AUTH_LOGIN_PATH } from '@portal/contract/calls/auth';
import { safeReturnPath } from '@portal/domain/return-path';

/** `base` with `?next=` the page to return to after sign-in, when it is a path of this site. */
function withNext(base: string, next: string | null | undefined): string {
  const page = safeReturnPath(next);
  return page ? `${base}?next=${encodeURIComponent(page)}` : base;
}

// Route builders: every in-app link and redirect goes through these (spec 1 §2.1 route table).
export const paths = {
  landing: { path: '/', getHref: () => '/' },
  home: { path: '/home', getHref: () => '/home' },
  /** The sign-in; `next` is the page to return to after it (issue 46). */
  login: { path: '/login', getHref: (next?: string | null) => withNext('/login', next) },
  loading: { path: '/loading', getHref: () => '/loading' },
  /** Where the idle sign-out ends: it says why, and signs in again to the page left. */
  signedOut: { path: '/signed-out', getHref: () => '/signed-out' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  profileDetails: { path: '/profile-details', getHref: () => '/profile-details' },
  fundDetails: {
    path: '/fund-details/:schemeNumber',
    getHref: (schemeNumber: string) => `/fund-details/${encodeURIComponent(schemeNumber)}`,
  },
  /** An online switch of the fund's portfolios, and its switch history. */
  changeInvestments: {
    path: '/fund-details/:schemeNumber/switch',
    getHref: (schemeNumber: string) => `/fund-details/${encodeURIComponent(schemeNumber)}/switch`,
  },
  /**
   * A retail product's savings withdrawal and its claims' progress (spec 1 §2.1 keeps Claims for
   * institutional and hybrid members): under the product's own page.
   */
  retailSavingsWithdrawal: {
    path: '/fund-details/:schemeNumber/savings-withdrawal',
    getHref: (schemeNumber: string) =>
      `/fund-details/${encodeURIComponent(schemeNumber)}/savings-withdrawal`,
  },
  /** A paid-up membership's options on leaving service (issue 49 point 4, Regulation 38). */
  leavingService: {
    path: '/fund-details/:schemeNumber/leaving-service',
    getHref: (schemeNumber: string) =>
      `/fund-details/${encodeURIComponent(schemeNumber)}/leaving-service`,
  },
  /** A membership's options within five years of retirement (issue 49 point 5, Regulation 39). */
  retirementOptions: {
    path: '/fund-details/:schemeNumber/retirement',
    getHref: (schemeNumber: string) =>
      `/fund-details/${encodeURIComponent(schemeNumber)}/retirement`,
  },
  retailClaim: {
    path: '/fund-details/:schemeNumber/claims/:id',
    getHref: (schemeNumber: string, id: string) =>
      `/fund-details/${encodeURIComponent(schemeNumber)}/claims/${encodeURIComponent(id)}`,
  },
  funeralCover: { path: '/funeral-cover', getHref: () => '/funeral-cover' },
  unapprovedLifeCover: { path: '/unapproved-life-cover', getHref: () => '/unapproved-life-cover' },
  statementsAndDocuments: {
    path: '/statements-and-documents',
    getHref: () => '/statements-and-documents',
  },
  manageBeneficiaries: { path: '/manage-beneficiaries', getHref: () => '/manage-beneficiaries' },
  claims: { path: '/claims', getHref: () => '/claims' },
  claim: { path: '/claims/:id', getHref: (id: string) => `/claims/${encodeURIComponent(id)}` },
  savingsWithdrawal: {
    path: '/claims/savings-withdrawal/:schemeNumber',
    getHref: (schemeNumber: string) =>
      `/claims/savings-withdrawal/${encodeURIComponent(schemeNumber)}`,
  },
  reportDeath: { path: '/claims/report-a-death', getHref: () => '/claims/report-a-death' },
  toolsAndCalculators: { path: '/tools-and-calculators', getHref: () => '/tools-and-calculators' },
  portfolios: { path: '/portfolios', getHref: () => '/portfolios' },
  /** The portal's own retirement projection; `fund` chooses the fund (a deep link). */
  retirementProjection: {
    path: '/retirement-projection',
    getHref: (schemeNumber?: string) =>
      schemeNumber === undefined
        ? '/retirement-projection'
        : `/retirement-projection?fund=${encodeURIComponent(schemeNumber)}`,
  },
  twoPotCalculator: { path: '/two-pot-calculator', getHref: () => '/two-pot-calculator' },
  /** The member's notices (DESIGN §1e); the search, category and page live in its query. */
  inbox: { path: '/inbox', getHref: () => '/inbox' },
  /** The member's messages to the fund (issue 48), and one conversation by its reference. */
  messages: { path: '/messages', getHref: () => '/messages' },
  messageThread: {
    path: '/messages/:reference',
    getHref: (reference: string) => `/messages/${encodeURIComponent(reference)}`,
  },
  /**
   * The member's complaints to the fund (issue 49 point 1, section 30A of the Pension Funds Act),
   * and one complaint by its reference.
   */
  complaints: { path: '/complaints', getHref: () => '/complaints' },
  complaint: {
    path: '/complaints/:reference',
    getHref: (reference: string) => `/complaints/${encodeURIComponent(reference)}`,
  },
  /** The member's own data (issue 49 point 2, POPIA section 23): an archive to download. */
  myData: { path: '/my-data', getHref: () => '/my-data' },
  /**
   * What the fund holds about the member that they cannot edit, their correction requests, their
   * objection to direct marketing and their consents (issue 49 point 3, POPIA section 24).
   */
  yourInformation: { path: '/your-information', getHref: () => '/your-information' },
  unauthorized: { path: '/unauthorized', getHref: () => '/unauthorized' },
  notFound: { path: '/not-found', getHref: () => '/not-found' },
} as const;

/** Full-page navigation that starts the server-side sign-in (not a route of this app). */
export const signInHref = AUTH_LOGIN_PATH;

/** The server-side sign-in that returns to `next` (checked by safeReturnPath), else the dashboard. */
export function signInHrefFor(next: string | null | undefined): string {
  return withNext(AUTH_LOGIN_PATH, next);
}
