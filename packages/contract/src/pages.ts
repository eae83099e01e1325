import { getSession } from './auth';
import { checkClaimAllowed, getMemberClaims } from './claims';
import { getConfig } from './config';
import { getContributionArrears, getFundContributions } from './contributions';
import { getFundCosts } from './costs';
import { getFundDetails, getPortfolioKeyFacts } from './fund-details';
import { getFundIdentity } from './fund-identity';
import { getInternalFunds } from './fund';
import { getInboxNotices, getInboxUnreadCount } from './inbox';
import { getLeavingServiceOptions, getTransferRequests } from './leaving-service';
import { getRetirementOptions } from './retirement-options';
import { getMessageThread, getMessageThreads } from './messages';
import { getComplaint, getComplaints } from './complaints';
import { getDetailsConfirmation } from './details-confirmation';
import { getDataArchives } from './my-data';
import { getConsents, getCorrections } from './privacy';
import { getNomination } from './nomination';
import { getNoticeToDisplay } from './notice';
import { getInternalPolicies } from './policies';
import { getExternalFunds, getPortfolioHistory, getPortfolioSummary } from './portfolio';
import { getProfileChanges, getProfileDetails } from './profile';
import { getProjection, getProjections } from './projection';
import { routeUrl } from './route';
import type { RouteDef } from './route';
import { checkKbaMemberStatus, getClaimDraft } from './savings-claim';
import { getStatements } from './statements';
import { getSwitchInstructions, getSwitchOptions } from './switches';

// DESIGN §1c: the calls a signed-in page makes as it opens, so that the server can answer them
// inside the page's document (in-process, through the API's own routes) rather than the phone
// asking for each after the app's code has run. The web app makes the same calls with the same
// addresses (routeUrl); a call a page makes only once an answer is in (a fund's transactions
// window, which starts from its latest price date) is left to the browser.

type PageCall = { route: RouteDef; query?: Record<string, unknown> };
type Params = Record<string, string>;

export type MemberPageData = {
  /** The page's route path (apps/web/src/config/paths.ts), `:name` for a parameter. */
  path: string;
  calls: (params: Params) => PageCall[];
};

/**
 * Every signed-in page's frame: who is signed in, the configuration, the member's profile, and
 * the count of unread notices the header's inbox link shows (a count, never an amount).
 */
const FRAME_CALLS: PageCall[] = [
  { route: getSession },
  { route: getConfig },
  { route: getProfileDetails },
  { route: getInboxUnreadCount },
];

const call = (route: RouteDef, query?: Record<string, unknown>): PageCall =>
  query ? { route, query } : { route };

export const MEMBER_PAGE_DATA: readonly MemberPageData[] = [
  {
    path: '/dashboard',
    calls: () => [
      call(getNoticeToDisplay),
      call(getInternalFunds),
      call(getInternalPolicies),
      call(getNomination),
      call(getExternalFunds),
      // The Retirement income card (DESIGN §1e).
      call(getProjections),
      // An employer's contributions that have not reached the fund (issue 48).
      call(getContributionArrears),
      // The yearly confirmation of contact details and beneficiaries (issue 49 point 6).
      call(getDetailsConfirmation),
    ],
  },
  { path: '/profile-details', calls: () => [call(getProfileChanges)] },
  {
    path: '/fund-details/:schemeNumber',
    // The fund's Projection, Costs and Your fund sections (DESIGN §1e), and the key facts of its
    // portfolios' fact sheets. Whether its portfolios offer "Change investments" (the fund's switch
    // options).
    calls: () => [
      call(getFundDetails),
      call(getProjection),
      call(getFundCosts),
      call(getFundIdentity),
      call(getPortfolioKeyFacts),
      call(getSwitchOptions),
      // An employer fund's Contributions section (issue 48).
      call(getFundContributions),
    ],
  },
  {
    path: '/fund-details/:schemeNumber/switch',
    calls: () => [call(getSwitchOptions), call(getSwitchInstructions)],
  },
  {
    // A retail product's savings withdrawal: the product (is it retail?) and the wizard's calls.
    path: '/fund-details/:schemeNumber/savings-withdrawal',
    calls: ({ schemeNumber }) => [
      call(getFundDetails),
      call(checkClaimAllowed, { schemeNumber }),
      call(getClaimDraft, { schemeNumber }),
      call(checkKbaMemberStatus),
    ],
  },
  // A retail product's claim: like '/claims/:id', the browser asks for the claim itself.
  { path: '/fund-details/:schemeNumber/claims/:id', calls: () => [] },
  {
    path: '/funeral-cover',
    calls: () => [call(getInternalPolicies), call(getNomination)],
  },
  { path: '/unapproved-life-cover', calls: () => [] },
  {
    path: '/statements-and-documents',
    calls: () => [
      call(getInternalFunds),
      call(getStatements, { IncludeOlder: false, PageNumber: 1 }),
    ],
  },
  { path: '/manage-beneficiaries', calls: () => [call(getNomination)] },
  { path: '/claims', calls: () => [call(checkClaimAllowed), call(getMemberClaims)] },
  { path: '/claims/report-a-death', calls: () => [] },
  {
    path: '/claims/savings-withdrawal/:schemeNumber',
    calls: ({ schemeNumber }) => [
      call(checkClaimAllowed, { schemeNumber }),
      call(getClaimDraft, { schemeNumber }),
      call(checkKbaMemberStatus),
    ],
  },
  { path: '/claims/:id', calls: () => [] },
  { path: '/tools-and-calculators', calls: () => [call(getInternalFunds)] },
  {
    path: '/portfolios',
    calls: () => [
      call(getPortfolioSummary),
      call(getPortfolioHistory, { years: 1 }),
      call(getExternalFunds),
      // The Retirement income section (DESIGN §1e).
      call(getProjections),
    ],
  },
  { path: '/retirement-projection', calls: () => [call(getProjections)] },
  { path: '/two-pot-calculator', calls: () => [call(getProjections)] },
  { path: '/proposals/:id', calls: () => [] },
  // The inbox's newest notices; a search, a category or a later page in the address is asked for
  // by the page's render itself.
  { path: '/inbox', calls: () => [call(getInboxNotices, { page: 1 })] },
  // Leaving service (issue 49 point 4): a paid-up membership's options and its transfers.
  {
    path: '/fund-details/:schemeNumber/leaving-service',
    calls: ({ schemeNumber }) => [
      call(getLeavingServiceOptions, { schemeNumber }),
      call(getTransferRequests, { schemeNumber }),
    ],
  },
  // Retirement (issue 49 point 5): the options within five years of the retirement date.
  {
    path: '/fund-details/:schemeNumber/retirement',
    calls: ({ schemeNumber }) => [call(getRetirementOptions, { schemeNumber })],
  },
  // Complaints (issue 49): the member's complaints, and one by its reference.
  { path: '/complaints', calls: () => [call(getComplaints)] },
  {
    path: '/complaints/:reference',
    calls: ({ reference }) => [call(getComplaint, { reference })],
  },
  // The member's own data (issue 49 point 2): their archives.
  { path: '/my-data', calls: () => [call(getDataArchives)] },
  // Your information (issue 49 point 3): the corrections with the details held, and the consents.
  { path: '/your-information', calls: () => [call(getCorrections), call(getConsents)] },
  // Messages to the fund (issue 48): the member's conversations, and one by its reference.
  { path: '/messages', calls: () => [call(getMessageThreads)] },
  {
    path: '/messages/:reference',
    calls: ({ reference }) => [call(getMessageThread, { reference })],
  },
];

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

/** The page whose path matches `pathname` (written-out segments before parameters), and its params. */
function matchPage(pathname: string): { page: MemberPageData; params: Params } | undefined {
  const requested = segmentsOf(pathname);
  let best: { page: MemberPageData; params: Params; literals: number } | undefined;
  for (const page of MEMBER_PAGE_DATA) {
    const segments = segmentsOf(page.path);
    if (segments.length !== requested.length) continue;
    const params: Params = {};
    let literals = 0;
    const matches = segments.every((segment, index) => {
      const value = requested[index] ?? '';
      if (segment.startsWith(':')) {
        try {
          params[segment.slice(1)] = decodeURIComponent(value);
        } catch {
          return false;
        }
        return value !== '';
      }
      literals += 1;
      return segment === value;
    });
    if (matches && (!best || literals > best.literals)) best = { page, params, literals };
  }
  return best && { page: best.page, params: best.params };
}

/**
 * The addresses of the GET calls the signed-in page at `pathname` makes as it opens (the frame's
 * first), or undefined when no signed-in page is there. With `amountsHidden` (the privacy switch
 * on), the frame's calls only: who is signed in, the configuration and the profile carry no
 * amount, unit count or salary, while almost every page's own calls do; the browser asks for
 * those itself, so the page's document holds none of them (decision 030).
 */
export function memberPageCalls(
  pathname: string,
  { amountsHidden = false }: { amountsHidden?: boolean } = {},
): string[] | undefined {
  const match = matchPage(pathname);
  if (!match) return undefined;
  const calls = amountsHidden ? FRAME_CALLS : [...FRAME_CALLS, ...match.page.calls(match.params)];
  return calls.map(({ route, query }) => routeUrl(route.path, match.params, query));
}
