import { centsFromRandString, type Cents } from './money';

// Rules about the member as a whole: user type, who may manage beneficiaries, staff members,
// funeral cover amounts, page titles, the loading page and initials (spec 1 §1, §2, §3, §4, §6).

export const UserType = {
  Institutional: 'Institutional',
  Retail: 'Retail',
  Hybrid: 'Hybrid',
} as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

/** spec 1 §3: a product's productTypeCategory is Retail or Institutional. */
export const ProductCategory = { Retail: 'Retail', Institutional: 'Institutional' } as const;
export type ProductCategory = (typeof ProductCategory)[keyof typeof ProductCategory];

/** The session-storage key for the user type (spec 1 §4). */
export const USER_TYPE_STORAGE_KEY = 'USER_TYPE';

/**
 * The privacy switch's cookie ("Hide amounts"), `true` while the member hides every amount: the
 * web app keeps the choice in it, and the server reads it to send a page without amounts.
 */
export const AMOUNT_PRIVACY_STORAGE_KEY = 'portal.hideAmounts';

/**
 * Funds whose sourceSystemName is this belong to the administrator's own staff fund (spec 1 §6:
 * staff members are "any fund from the staff source system"; the value is not shown, so we chose it).
 */
export const STAFF_SOURCE_SYSTEM = 'STAFF';

export type FundForRules = {
  readonly productTypeCategory?: string | null;
  readonly isRestricted?: boolean | null;
  readonly sourceSystemName?: string | null;
};

/**
 * spec 1 §4: no products → Institutional; exactly one product category → that category; several
 * → Hybrid. Categories compare case-insensitively; an unknown category counts as Institutional,
 * the default when the type is unknown (spec 1 §6).
 */
export function deriveUserType(products: readonly FundForRules[]): UserType {
  const categories = new Set(products.map((product) => categoryOf(product)));
  if (categories.size > 1) return UserType.Hybrid;
  const [only] = categories;
  return only ?? UserType.Institutional;
}

/**
 * spec 1 §4: a hybrid user is stored (and first shown) as Institutional, and may switch; other
 * users are stored as their own type.
 */
export function storedUserType(userType: UserType): Exclude<UserType, 'Hybrid'> {
  return userType === UserType.Retail ? UserType.Retail : UserType.Institutional;
}

/** Reads a stored or profile user type; anything unknown is Institutional (spec 1 §1, §6). */
export function parseUserType(value: string | null | undefined): UserType {
  const match = Object.values(UserType).find(
    (type) => type.toLowerCase() === value?.trim().toLowerCase(),
  );
  return match ?? UserType.Institutional;
}

/**
 * spec 1 §4 "Show manage beneficiaries" is false when: the flag is off; the user is retail; the
 * user has no funds and no covers; the user is hybrid with no unrestricted institutional fund; all
 * funds are restricted and there are no covers; or the profile is still loading.
 */
export function showManageBeneficiaries(input: {
  isFlagOn: boolean;
  userType: UserType;
  funds: readonly FundForRules[];
  coverCount: number;
  isProfileLoading: boolean;
}): boolean {
  const { isFlagOn, userType, funds, coverCount, isProfileLoading } = input;
  if (!isFlagOn || isProfileLoading || userType === UserType.Retail) return false;
  const hasCovers = coverCount > 0;
  if (funds.length === 0 && !hasCovers) return false;
  const hasUnrestrictedInstitutional = funds.some(
    (fund) => fund.isRestricted !== true && categoryOf(fund) === ProductCategory.Institutional,
  );
  if (userType === UserType.Hybrid && !hasUnrestrictedInstitutional) return false;
  if (funds.every((fund) => fund.isRestricted === true) && !hasCovers) return false;
  return true;
}

/** spec 1 §6, spec 3 §2.9: a staff member has any fund from the staff source system. */
export function isStaffMember(funds: readonly FundForRules[]): boolean {
  return funds.some((fund) => fund.sourceSystemName?.trim().toUpperCase() === STAFF_SOURCE_SYSTEM);
}

/**
 * spec 1 §3: the funeral cover amount arrives as a comma list of 'label:amount' pairs, turned into
 * a map (insertion order kept); a label 'N to M' becomes 'Children aged N to M'. Pairs without a
 * label or a readable rand amount are skipped.
 */
export function parseFuneralCoverAmounts(text: string | null | undefined): Map<string, Cents> {
  const amounts = new Map<string, Cents>();
  for (const pair of (text ?? '').split(',')) {
    const separator = pair.lastIndexOf(':');
    if (separator < 0) continue;
    const label = funeralCoverLabel(pair.slice(0, separator));
    const cents = centsFromRandString(pair.slice(separator + 1).replace(/[\sR]/g, ''));
    if (label === '' || cents === null) continue;
    amounts.set(label, cents);
  }
  return amounts;
}

/** 'N to M' → 'Children aged N to M'; other labels are trimmed and kept. */
export function funeralCoverLabel(label: string): string {
  const trimmed = label.trim();
  const range = /^(\d+)\s*to\s*(\d+)$/i.exec(trimmed);
  return range === null ? trimmed : `Children aged ${range[1]} to ${range[2]}`;
}

/**
 * spec 1 §2.6 and spec 3 §3 (referral): the identity shown or sent is the ID number, else the
 * passport number, else empty.
 */
export function idOrPassport(
  identityNumber: string | null | undefined,
  passportNumber: string | null | undefined,
): string {
  const id = identityNumber?.trim() ?? '';
  return id !== '' ? id : (passportNumber?.trim() ?? '');
}

/** spec 1 §2.1: the page title is the route titles joined with a hyphen (blank titles skipped). */
export function buildPageTitle(titles: readonly (string | null | undefined)[]): string {
  return titles
    .map((title) => title?.trim() ?? '')
    .filter((title) => title !== '')
    .join(' - ');
}

export const LoadingStatus = {
  Authorizing: 'Authorizing',
  LoadingProfileDetails: 'Loading profile details',
  PreparingDashboard: 'Preparing dashboard',
  Error: 'Error',
} as const;
export type LoadingStatus = (typeof LoadingStatus)[keyof typeof LoadingStatus];

/** spec 1 §9: tick 1 s, 8 ticks, step 10 capped at 80; image rotation 4 s. */
export const LOADING_TICK_MS = 1000;
export const LOADING_TICKS = 8;
export const LOADING_STEP = 10;
export const LOADING_PROGRESS_CAP = 80;
export const LOADING_DONE_PROGRESS = 100;
export const LOADING_IMAGE_ROTATION_MS = 4000;

/**
 * spec 1 §4: the progress after `tick` ticks (10 per tick, capped at 80) and whether the ticks are
 * over, at which point the status becomes Preparing dashboard.
 */
export function loadingProgressAt(tick: number): { progress: number; isTickingDone: boolean } {
  const ticks = Math.max(0, Math.floor(tick));
  return {
    progress: Math.min(ticks * LOADING_STEP, LOADING_PROGRESS_CAP),
    isTickingDone: ticks >= LOADING_TICKS,
  };
}

export type LoadingPageState = {
  tick: number;
  progress: number;
  status: LoadingStatus;
  isDone: boolean;
};
export type LoadingPageEvent =
  | { type: 'tick' }
  | { type: 'authorized' }
  | { type: 'unauthorized' }
  | { type: 'profileLoaded' }
  | { type: 'failed' };

export const INITIAL_LOADING_PAGE_STATE: LoadingPageState = {
  tick: 0,
  progress: 0,
  status: LoadingStatus.Authorizing,
  isDone: false,
};

/**
 * spec 1 §4 loading page: ticks raise progress; after the eighth the status is Preparing
 * dashboard; an authorization result gives Loading profile details or Error; the loaded profile
 * sets 100 and done (the page then goes to /dashboard). Error and done are final.
 */
export function loadingPageReducer(
  state: LoadingPageState,
  event: LoadingPageEvent,
): LoadingPageState {
  if (state.isDone || state.status === LoadingStatus.Error) return state;
  switch (event.type) {
    case 'tick': {
      if (state.tick >= LOADING_TICKS) return state;
      const tick = state.tick + 1;
      const { progress, isTickingDone } = loadingProgressAt(tick);
      return {
        ...state,
        tick,
        progress,
        status: isTickingDone ? LoadingStatus.PreparingDashboard : state.status,
      };
    }
    case 'authorized':
      return state.status === LoadingStatus.Authorizing
        ? { ...state, status: LoadingStatus.LoadingProfileDetails }
        : state;
    case 'unauthorized':
    case 'failed':
      return { ...state, status: LoadingStatus.Error };
    case 'profileLoaded':
      return { ...state, progress: LOADING_DONE_PROGRESS, isDone: true };
  }
}

/**
 * spec 1 §1, §2.3: the welcome banner's initials, the first letter of each name given, upper-cased:
 * ('Thandi', 'van der Merwe') → 'TV'. A multi-word given name still gives one initial.
 */
export function initialsFromNames(...names: readonly (string | null | undefined)[]): string {
  return names
    .map((name) => Array.from(name?.trim() ?? '')[0] ?? '')
    .join('')
    .toLocaleUpperCase('en-ZA');
}

function categoryOf(product: FundForRules): ProductCategory {
  return product.productTypeCategory?.trim().toLowerCase() === 'retail'
    ? ProductCategory.Retail
    : ProductCategory.Institutional;
}
