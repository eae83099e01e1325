import { UserType } from './member';

// Who sees what, by user type (spec 1 §2.1, §2.2, §6; spec 3 §2.1, §6). Feature flags are checked
// by the app; these are the user-type rules that sit beside them.

/** spec 1 §2.2: the header navigation, in order. */
export const NAVIGATION_ITEMS = [
  { label: 'My portfolio', path: 'portfolios' },
  { label: 'Claims', path: 'claims' },
  { label: 'Documents', path: 'statements-and-documents' },
  { label: 'Tools and calculators', path: 'tools-and-calculators' },
] as const;
export type NavigationItem = (typeof NAVIGATION_ITEMS)[number];

/** spec 1 §2.1, §6: these routes are for institutional and hybrid users only. */
export const NON_RETAIL_ROUTES = [
  'statements-and-documents',
  'manage-beneficiaries',
  'claims',
] as const;

/** spec 1 §2.2, §6: retail users do not see Claims and Documents. */
export function navigationItemsFor(userType: UserType): NavigationItem[] {
  return NAVIGATION_ITEMS.filter(
    (item) =>
      userType !== UserType.Retail || !(NON_RETAIL_ROUTES as readonly string[]).includes(item.path),
  );
}

/**
 * spec 1 §2.1: a route restricted by user type ('claims' and 'claims/{id}' too) is allowed only
 * for institutional and hybrid users; other routes are not restricted by type.
 */
export function isRouteAllowedFor(path: string, userType: UserType): boolean {
  const top = path.replace(/^\/+/, '').split('/')[0] ?? '';
  if (!(NON_RETAIL_ROUTES as readonly string[]).includes(top)) return true;
  return userType !== UserType.Retail;
}

export const ToolCard = {
  TwoPot: 'two-pot',
  Irr: 'irr',
  TransactionSummary: 'transaction-summary',
  JustInvest: 'just-invest',
  RetirementProjection: 'retirement-projection',
  Wedding: 'wedding',
  Holiday: 'holiday',
  EmergencyFund: 'emergency-fund',
  Education: 'education',
} as const;
export type ToolCard = (typeof ToolCard)[keyof typeof ToolCard];

/**
 * spec 3 §2.1, §6: the tools page cards. Transaction Summary is for the Institutional user type
 * only (a hybrid user sees it while switched to institutional); Retirement projection is hidden
 * when its configuration switch is off.
 */
export function toolCardsFor(
  userType: UserType,
  isRetirementProjectionOn: boolean,
): { investments: ToolCard[]; discretionarySavings: ToolCard[] } {
  const investments: ToolCard[] = [ToolCard.TwoPot, ToolCard.Irr];
  if (userType === UserType.Institutional) investments.push(ToolCard.TransactionSummary);
  investments.push(ToolCard.JustInvest);
  if (isRetirementProjectionOn) investments.push(ToolCard.RetirementProjection);
  return {
    investments,
    discretionarySavings: [
      ToolCard.Wedding,
      ToolCard.Holiday,
      ToolCard.EmergencyFund,
      ToolCard.Education,
    ],
  };
}
