import type { FeatureFlagName } from '@portal/contract/config';
import { UserType } from '@portal/domain/member';
import { describe, expect, it } from 'vitest';
import { MEMBER_PAGES, isPageOpen } from './member-pages';
import type { MemberPage } from './member-pages';
import { headerNavigation } from './navigation';
import { allFeatures } from '@/testing/fixtures';

// Every page of the route table built, as the finished portal will have it.
const ALL_BUILT: MemberPage[] = MEMBER_PAGES.map((page) => ({
  ...page,
  load: () => Promise.resolve({ Component: () => null }),
}));
const ALL_ON = allFeatures(true);

function labels(
  pages: readonly MemberPage[],
  userType: UserType,
  features: Partial<Record<FeatureFlagName, boolean>> = ALL_ON,
) {
  return headerNavigation(pages, { userType, features }).map((item) => item.label);
}

describe('header navigation with every page built and every flag on', () => {
  it.each([
    [UserType.Institutional, ['My portfolio', 'Claims', 'Documents', 'Tools and calculators']],
    [UserType.Hybrid, ['My portfolio', 'Claims', 'Documents', 'Tools and calculators']],
    // spec 1 §2.2: retail users do not see Claims and Documents.
    [UserType.Retail, ['My portfolio', 'Tools and calculators']],
  ])('shows a %s member %j', (userType, expected) => {
    expect(labels(ALL_BUILT, userType)).toEqual(expected);
  });

  it('links each item to its route', () => {
    expect(headerNavigation(ALL_BUILT, { userType: 'Institutional', features: ALL_ON })).toEqual([
      { label: 'My portfolio', href: '/portfolios' },
      { label: 'Claims', href: '/claims' },
      { label: 'Documents', href: '/statements-and-documents' },
      { label: 'Tools and calculators', href: '/tools-and-calculators' },
    ]);
  });
});

describe('header navigation and flags', () => {
  it('leaves out an item whose flag is off; claims and tools have no flag', () => {
    expect(labels(ALL_BUILT, UserType.Institutional, {})).toEqual([
      'Claims',
      'Tools and calculators',
    ]);
    expect(
      labels(ALL_BUILT, UserType.Institutional, {
        ...ALL_ON,
        statements: false,
        portfolios: false,
      }),
    ).toEqual(['Claims', 'Tools and calculators']);
  });

  it('leaves out a page that is not built yet, whatever its flag', () => {
    const withoutClaims = ALL_BUILT.map((page) =>
      page.path === 'claims' ? { path: page.path, title: page.title } : page,
    );
    expect(labels(withoutClaims, UserType.Institutional)).toEqual([
      'My portfolio',
      'Documents',
      'Tools and calculators',
    ]);
  });

  it('links, in the route table as it is, only the navigation pages that are built', () => {
    const built = new Set(MEMBER_PAGES.filter((page) => page.load).map((page) => page.path));
    for (const userType of Object.values(UserType)) {
      const expected = headerNavigation(ALL_BUILT, { userType, features: ALL_ON }).filter((item) =>
        built.has(item.href.slice(1)),
      );
      expect(headerNavigation(MEMBER_PAGES, { userType, features: ALL_ON })).toEqual(expected);
    }
  });
});

describe('isPageOpen', () => {
  const page = (path: string) => ALL_BUILT.find((candidate) => candidate.path === path)!;

  it('keeps claims, documents and manage beneficiaries from retail members (spec 1 §2.1)', () => {
    for (const path of [
      'claims',
      'claims/:id',
      'statements-and-documents',
      'manage-beneficiaries',
    ]) {
      expect(isPageOpen(page(path), { userType: 'Retail', features: ALL_ON })).toBe(false);
      expect(isPageOpen(page(path), { userType: 'Institutional', features: ALL_ON })).toBe(true);
    }
  });

  it('opens a flagged page only with its flag on; profile details is off by default', () => {
    expect(isPageOpen(page('profile-details'), { userType: 'Retail', features: {} })).toBe(false);
    expect(
      isPageOpen(page('profile-details'), {
        userType: 'Retail',
        features: { profileDetails: true },
      }),
    ).toBe(true);
  });

  it('opens the inbox to every kind of member, whatever the flags (DESIGN §1e)', () => {
    for (const userType of Object.values(UserType)) {
      expect(isPageOpen(page('inbox'), { userType, features: {} })).toBe(true);
    }
  });

  it('always opens the dashboard', () => {
    const dashboard = MEMBER_PAGES.find((candidate) => candidate.path === 'dashboard')!;
    expect(isPageOpen(dashboard, { userType: 'Retail', features: {} })).toBe(true);
  });

  it('lists every signed-in path of the spec 1 §2.1 route table, each once', () => {
    const paths = MEMBER_PAGES.map((candidate) => candidate.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        'dashboard',
        'profile-details',
        'fund-details/:schemeNumber',
        'funeral-cover',
        'unapproved-life-cover',
        'statements-and-documents',
        'manage-beneficiaries',
        'claims',
        'claims/:id',
        'tools-and-calculators',
        'portfolios',
        'inbox',
      ]),
    );
  });
});
