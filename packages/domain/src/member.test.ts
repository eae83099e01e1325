import { describe, expect, it } from 'vitest';
import {
  INITIAL_LOADING_PAGE_STATE,
  buildPageTitle,
  deriveUserType,
  funeralCoverLabel,
  idOrPassport,
  initialsFromNames,
  isStaffMember,
  loadingPageReducer,
  loadingProgressAt,
  parseFuneralCoverAmounts,
  parseUserType,
  showManageBeneficiaries,
  storedUserType,
  type FundForRules,
  type LoadingPageEvent,
  type UserType,
} from './member';
import { UserTypeSchema } from './schemas';

const retail: FundForRules = { productTypeCategory: 'Retail', isRestricted: false };
const institutional: FundForRules = { productTypeCategory: 'Institutional', isRestricted: false };
const restrictedInstitutional: FundForRules = {
  productTypeCategory: 'Institutional',
  isRestricted: true,
};

describe('deriveUserType', () => {
  it.each([
    [[], 'Institutional'],
    [[retail], 'Retail'],
    [[retail, { productTypeCategory: 'RETAIL' }], 'Retail'],
    [[institutional], 'Institutional'],
    [[institutional, restrictedInstitutional], 'Institutional'],
    [[retail, institutional], 'Hybrid'],
    [[{ productTypeCategory: null }], 'Institutional'],
  ] as const)('%j gives %s', (products, expected) => {
    expect(deriveUserType(products)).toBe(expected);
  });

  it.each([
    ['Hybrid', 'Institutional'],
    ['Retail', 'Retail'],
    ['Institutional', 'Institutional'],
  ] as const)('a %s user is stored as %s', (type, stored) => {
    expect(storedUserType(type)).toBe(stored);
  });

  it.each([
    ['retail', 'Retail'],
    ['HYBRID', 'Hybrid'],
    ['', 'Institutional'],
    [null, 'Institutional'],
    ['other', 'Institutional'],
  ])('parseUserType(%j) is %s', (value, expected) => {
    expect(parseUserType(value)).toBe(expected);
  });
});

describe('showManageBeneficiaries', () => {
  const base = {
    isFlagOn: true,
    userType: 'Institutional' as UserType,
    funds: [institutional],
    coverCount: 0,
    isProfileLoading: false,
  };
  it.each([
    ['shown for an institutional member with a fund', {}, true],
    ['hidden when the flag is off', { isFlagOn: false }, false],
    ['hidden for retail', { userType: 'Retail' as UserType, funds: [retail] }, false],
    ['hidden with no funds and no covers', { funds: [] }, false],
    ['shown with covers only', { funds: [], coverCount: 1 }, true],
    [
      'hidden for hybrid without an unrestricted institutional fund',
      { userType: 'Hybrid' as UserType, funds: [retail, restrictedInstitutional], coverCount: 2 },
      false,
    ],
    [
      'shown for hybrid with an unrestricted institutional fund',
      { userType: 'Hybrid' as UserType, funds: [retail, institutional] },
      true,
    ],
    [
      'hidden when all funds are restricted and no covers',
      { funds: [restrictedInstitutional] },
      false,
    ],
    [
      'shown when all funds are restricted but covers exist',
      { funds: [restrictedInstitutional], coverCount: 1 },
      true,
    ],
    ['hidden while the profile loads', { isProfileLoading: true }, false],
  ])('%s', (_name, overrides, expected) => {
    expect(showManageBeneficiaries({ ...base, ...overrides })).toBe(expected);
  });
});

describe('isStaffMember', () => {
  it.each([
    [[], false],
    [[{ sourceSystemName: 'ABC' }], false],
    [[{ sourceSystemName: 'ABC' }, { sourceSystemName: 'STAFF' }], true],
    [[{ sourceSystemName: ' staff ' }], true],
    [[{ sourceSystemName: null }], false],
  ])('%j is %s', (funds, expected) => {
    expect(isStaffMember(funds)).toBe(expected);
  });
});

describe('funeral cover amounts', () => {
  it('turns the comma list into an ordered map of cents', () => {
    const amounts = parseFuneralCoverAmounts(
      'Main member:30000, Spouse:30000.50,1 to 5:7500,6 to 13:15000',
    );
    expect([...amounts]).toEqual([
      ['Main member', 3_000_000],
      ['Spouse', 3_000_050],
      ['Children aged 1 to 5', 750_000],
      ['Children aged 6 to 13', 1_500_000],
    ]);
  });

  it.each([
    [null, []],
    ['', []],
    ['no amount', []],
    ['Main:abc,Spouse:100', [['Spouse', 10_000]]],
    [':100', []],
  ])('parses %j', (text, expected) => {
    expect([...parseFuneralCoverAmounts(text)]).toEqual(expected);
  });

  it.each([
    ['0 to 5', 'Children aged 0 to 5'],
    [' 14 TO 21 ', 'Children aged 14 to 21'],
    ['Main member', 'Main member'],
    ['Up to 5', 'Up to 5'],
  ])('label %j becomes %j', (label, expected) => {
    expect(funeralCoverLabel(label)).toBe(expected);
  });
});

describe('buildPageTitle', () => {
  it.each([
    [['AF Connect', 'Dashboard'], 'AF Connect - Dashboard'],
    [['AF Connect', undefined, ' ', 'Profile'], 'AF Connect - Profile'],
    [[], ''],
  ])('%j gives %j', (titles, expected) => {
    expect(buildPageTitle(titles)).toBe(expected);
  });
});

describe('loading page', () => {
  it.each([
    [0, 0, false],
    [1, 10, false],
    [7, 70, false],
    [8, 80, true],
    [12, 80, true],
    [-3, 0, false],
  ])('tick %d gives progress %d, done %s', (tick, progress, isTickingDone) => {
    expect(loadingProgressAt(tick)).toEqual({ progress, isTickingDone });
  });

  function run(events: readonly LoadingPageEvent[]) {
    return events.reduce(loadingPageReducer, INITIAL_LOADING_PAGE_STATE);
  }
  const ticks = (n: number): LoadingPageEvent[] =>
    Array.from({ length: n }, () => ({ type: 'tick' }));

  it.each([
    ['starts authorizing', [], { tick: 0, progress: 0, status: 'Authorizing', isDone: false }],
    [
      'authorized loads the profile',
      [{ type: 'authorized' }, ...ticks(3)],
      { tick: 3, progress: 30, status: 'Loading profile details', isDone: false },
    ],
    [
      'eight ticks prepare the dashboard',
      [{ type: 'authorized' }, ...ticks(10)],
      { tick: 8, progress: 80, status: 'Preparing dashboard', isDone: false },
    ],
    [
      'profile loaded finishes at 100',
      [{ type: 'authorized' }, ...ticks(2), { type: 'profileLoaded' }, ...ticks(2)],
      { tick: 2, progress: 100, status: 'Loading profile details', isDone: true },
    ],
    [
      'unauthorized is an error that stays',
      [...ticks(1), { type: 'unauthorized' }, { type: 'authorized' }, ...ticks(2)],
      { tick: 1, progress: 10, status: 'Error', isDone: false },
    ],
  ] as const)('%s', (_name, events, expected) => {
    expect(run(events)).toEqual(expected);
  });
});

describe('initialsFromNames', () => {
  it.each([
    [['Thandi', 'van der Merwe'], 'TV'],
    [['john', 'smith'], 'JS'],
    [['Émile', 'Ölz'], 'ÉÖ'],
    [['Mary Anne', ''], 'M'],
    [[undefined, null], ''],
  ] as const)('%j gives %s', (names, expected) => {
    expect(initialsFromNames(...names)).toBe(expected);
  });
});

describe('idOrPassport and UserTypeSchema', () => {
  it.each([
    ['8001015009087', 'A1234567', '8001015009087'],
    [' ', 'A1234567', 'A1234567'],
    [null, undefined, ''],
  ])('%j / %j shows %j', (id, passport, expected) => {
    expect(idOrPassport(id, passport)).toBe(expected);
  });

  it('UserTypeSchema accepts the three types', () => {
    expect(UserTypeSchema.options).toEqual(['Institutional', 'Retail', 'Hybrid']);
  });
});
