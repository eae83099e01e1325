import type { FeatureFlagName } from '@portal/contract/config';
import { isRouteAllowedFor } from '@portal/domain/access';
import { UserType } from '@portal/domain/member';
import type { PageBackground } from '@/components/layouts/page-layout';
import { paths } from '@/config/paths';
import type { PageModule } from './page-module';

// Spec 1 §2.1: the signed-in pages, their flags and backgrounds. A page whose issue is not built
// yet has no `load`: it is neither linked nor routed (its path leads to /not-found). Adding a page
// is one line: give its entry a `load`. The user-type rule (institutional and hybrid only for
// claims, documents and manage beneficiaries) comes from the domain (isRouteAllowedFor).

export type MemberPage = {
  /** The route path, without the leading slash. */
  path: string;
  /** The page's part of the document title (spec 1 §2.1). */
  title: string;
  /** The access flag; pages without one are always allowed by flags (claims, tools). */
  flag?: FeatureFlagName;
  /** Spec 1 §2.3: the banner background of the page, if it has the banner. */
  background?: PageBackground;
  load?: () => Promise<PageModule>;
};

function relative(path: string): string {
  return path.replace(/^\//, '');
}

export const MEMBER_PAGES: readonly MemberPage[] = [
  {
    path: relative(paths.dashboard.path),
    title: 'Dashboard',
    background: 'dashboard',
    load: () => import('./routes/dashboard'),
  },
  {
    path: relative(paths.profileDetails.path),
    title: 'Profile information',
    flag: 'profileDetails',
    background: 'profile',
    load: () => import('./routes/profile-details'),
  },
  {
    path: relative(paths.fundDetails.path),
    title: 'Fund details',
    flag: 'fundDetails',
    background: 'funds',
    load: () => import('./routes/fund-details'),
  },
  {
    path: relative(paths.changeInvestments.path),
    title: 'Change investments',
    flag: 'fundDetails',
    background: 'funds',
    load: () => import('./routes/change-investments'),
  },
  // Leaving service (issue 49 point 4): a paid-up membership's options, from the fund's page.
  {
    path: relative(paths.leavingService.path),
    title: 'Your options on leaving service',
    flag: 'fundDetails',
    background: 'funds',
    load: () => import('./routes/leaving-service'),
  },
  // Retirement (issue 49 point 5): the options within five years of it, from the fund's page.
  {
    path: relative(paths.retirementOptions.path),
    title: 'Your options at retirement',
    flag: 'fundDetails',
    background: 'funds',
    load: () => import('./routes/retirement-options'),
  },
  {
    path: relative(paths.retailSavingsWithdrawal.path),
    title: 'Savings withdrawal',
    flag: 'fundDetails',
    background: 'funds',
    load: () => import('./routes/retail-savings-withdrawal'),
  },
  {
    path: relative(paths.retailClaim.path),
    title: 'Savings withdrawal claim',
    flag: 'fundDetails',
    background: 'funds',
    load: () => import('./routes/retail-claim'),
  },
  {
    path: relative(paths.funeralCover.path),
    title: 'Funeral cover',
    flag: 'funeralCover',
    background: 'funds',
    load: () => import('./routes/funeral-cover'),
  },
  {
    path: relative(paths.unapprovedLifeCover.path),
    title: 'Unapproved life cover',
    flag: 'unapprovedLifeCover',
    load: () => import('./routes/unapproved-life-cover'),
  },
  {
    path: relative(paths.statementsAndDocuments.path),
    title: 'Statements and documents',
    flag: 'statements',
    background: 'funds',
    load: () => import('./routes/statements-and-documents'),
  },
  {
    path: relative(paths.manageBeneficiaries.path),
    title: 'Manage beneficiaries',
    flag: 'manageBeneficiaries',
    load: () => import('./routes/manage-beneficiaries'),
  },
  { path: relative(paths.claims.path), title: 'Claims', load: () => import('./routes/claims') },
  { path: relative(paths.claim.path), title: 'Claim', load: () => import('./routes/claim') },
  {
    path: relative(paths.savingsWithdrawal.path),
    title: 'Savings withdrawal',
    load: () => import('./routes/savings-withdrawal'),
  },
  {
    path: relative(paths.reportDeath.path),
    title: 'Report a death',
    load: () => import('./routes/report-a-death'),
  },
  {
    path: relative(paths.toolsAndCalculators.path),
    title: 'Tools and calculators',
    load: () => import('./routes/tools-and-calculators'),
  },
  {
    path: relative(paths.portfolios.path),
    title: 'My portfolio',
    flag: 'portfolios',
    load: () => import('./routes/portfolios'),
  },
  // spec 3 §2.1: the Tools page's own projection and two-pot calculator, where no external
  // address is configured.
  {
    path: relative(paths.retirementProjection.path),
    title: 'Retirement projection',
    flag: 'retirementProjection',
    load: () => import('./routes/retirement-projection'),
  },
  {
    path: relative(paths.twoPotCalculator.path),
    title: 'Two pot calculator',
    load: () => import('./routes/two-pot-calculator'),
  },
  // The goal proposal CreateProposal's link opens in a new tab (spec 3 §2.8).
  { path: 'proposals/:id', title: 'Your proposal', load: () => import('./routes/proposal') },
  // The member's notices (DESIGN §1e), reached from the header's bell by every kind of member.
  { path: relative(paths.inbox.path), title: 'Inbox', load: () => import('./routes/inbox') },
  // Messages to the fund (issue 48): every kind of member writes to the fund and reads its answers.
  {
    path: relative(paths.messages.path),
    title: 'Messages',
    load: () => import('./routes/messages'),
  },
  {
    path: relative(paths.messageThread.path),
    title: 'Message',
    load: () => import('./routes/message-thread'),
  },
  // Complaints (issue 49 point 1): every kind of member lodges a complaint under section 30A of
  // the Pension Funds Act, follows the fund's 30 days and takes it to the ombud after them.
  {
    path: relative(paths.complaints.path),
    title: 'Complaints',
    load: () => import('./routes/complaints'),
  },
  {
    path: relative(paths.complaint.path),
    title: 'Complaint',
    load: () => import('./routes/complaint'),
  },
  // The member's own data (issue 49 point 2; POPIA section 23): every kind of member downloads
  // an archive of what the portal holds about them.
  {
    path: relative(paths.myData.path),
    title: 'Your data',
    load: () => import('./routes/my-data'),
  },
  // Your information (issue 49 point 3): the details the member cannot edit and their correction
  // requests, the objection to direct marketing and the consents; reached from the profile page.
  {
    path: relative(paths.yourInformation.path),
    title: 'Your information',
    load: () => import('./routes/your-information'),
  },
];

export type PageAccessInput = {
  /** The view the member is shown as (a hybrid member's chosen view). */
  userType: UserType;
  features: Partial<Record<FeatureFlagName, boolean>>;
};

/** Whether the page is built, its flag is on and the member's type may see it (spec 1 §2.1, §6). */
export function isPageOpen(page: MemberPage, { userType, features }: PageAccessInput): boolean {
  if (!page.load) return false;
  if (page.flag !== undefined && features[page.flag] !== true) return false;
  return isRouteAllowedFor(page.path, userType);
}

/** Whether the page's access depends on the member's type (only then must the guard wait for it). */
export function dependsOnUserType(page: MemberPage): boolean {
  return !isRouteAllowedFor(page.path, UserType.Retail);
}
