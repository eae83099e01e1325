import { AUTH_LOGIN_PATH } from '@portal/contract/auth';

// Route builders: every in-app link and redirect goes through these (spec 1 §2.1 route table).
export const paths = {
  landing: { path: '/', getHref: () => '/' },
  home: { path: '/home', getHref: () => '/home' },
  login: { path: '/login', getHref: () => '/login' },
  loading: { path: '/loading', getHref: () => '/loading' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  unauthorized: { path: '/unauthorized', getHref: () => '/unauthorized' },
  notFound: { path: '/not-found', getHref: () => '/not-found' },
} as const;

/** Full-page navigation that starts the server-side sign-in (not a route of this app). */
export const signInHref = AUTH_LOGIN_PATH;
