import { AUTH_LOGIN_PATH } from '@portal/contract/calls/auth';

// Route builders: every in-app link and redirect goes through these (spec 1 §2.1 route table).
export const paths = {
  landing: { path: '/', getHref: () => '/' },
  home: { path: '/home', getHref: () => '/home' },
  login: { path: '/login', getHref: () => '/login' },
  loading: { path: '/loading', getHref: () => '/loading' },
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
  unauthorized: { path: '/unauthorized', getHref: () => '/unauthorized' },
  notFound: { path: '/not-found', getHref: () => '/not-found' },
} as const;

/** Full-page navigation that starts the server-side sign-in (not a route of this app). */
export const signInHref = AUTH_LOGIN_PATH;
