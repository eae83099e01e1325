import type { SessionInfo } from '@portal/contract/auth';
import { FeatureFlagNameSchema } from '@portal/contract/config';
import type { FeatureFlagName, PortalConfig } from '@portal/contract/config';
import type { InternalFund } from '@portal/contract/fund';
import type { Profile } from '@portal/contract/profile';
import { portalToday } from '@portal/domain/dates';

export function aFund(overrides: Partial<InternalFund> = {}): InternalFund {
  return {
    schemeNumber: 'S1001',
    refNum1: null,
    refNum2: 'M-123456',
    membershipNumber: 'M-123456',
    fullproductname: 'Anchor Retirement Fund',
    heading: 'Retirement',
    fundName: 'Anchor Retirement Fund',
    schemeName: 'Anchor Umbrella',
    employerName: 'Karoo Logistics',
    sourceSystemName: 'AFP',
    isRestricted: false,
    twoPotIndicator: 'Y',
    masterMemberStatus: 'Active',
    productTypeCategory: 'Institutional',
    isRetail: false,
    isGlobalProduct: false,
    caseKey: 'C1',
    caseMemberKey: 'CM1',
    category: null,
    annualPensionableSalary: 480000,
    memberContributionRate: 7.5,
    employerContributionRate: 10,
    currentValue: 1234567.89,
    calculationDate: '2025-05-31',
    ...overrides,
  };
}

/** A retail product of the same member (Glacier investment plan). */
export function aRetailFund(overrides: Partial<InternalFund> = {}): InternalFund {
  return aFund({
    schemeNumber: 'R2002',
    membershipNumber: 'R-778899',
    fullproductname: 'AF Investment Plan',
    productTypeCategory: 'Retail',
    isRetail: true,
    ...overrides,
  });
}

/** Every feature flag set to `on`. */
export function allFeatures(on: boolean): Record<FeatureFlagName, boolean> {
  return Object.fromEntries(FeatureFlagNameSchema.options.map((name) => [name, on])) as Record<
    FeatureFlagName,
    boolean
  >;
}

export const signedInSession: SessionInfo = {
  authenticated: true,
  user: { givenName: 'Thandiwe', familyName: 'Mokoena' },
  idleExpiresAt: '2026-01-01T10:15:00.000Z',
  idleRemainingMs: 15 * 60_000,
};

/** Today for the tests: the portal's one clock (PORTAL_TODAY, or the real Johannesburg date). */
export const TEST_TODAY = portalToday(process.env.PORTAL_TODAY, new Date());

export function aPortalConfig(overrides: Partial<PortalConfig> = {}): PortalConfig {
  return {
    portalName: 'AF Connect',
    today: TEST_TODAY,
    features: allFeatures(false),
    links: {
      editProfile: 'https://id.example.test/profile',
      resetPassword: 'https://id.example.test/reset',
      contactAdviser: 'https://example.test/adviser',
      partnerHub: 'https://example.test/hub',
      twoPotCalculator: 'https://example.test/two-pot',
      retirementProjection: 'https://example.test/projection',
      referralTerms: 'https://example.test/terms',
      addExternalFundUrl: null,
    },
    constants: {
      idleMinutes: 15,
      idleWarningMinutes: 5,
      inflationPercent: 6,
      educationInflationPercent: 8,
      callCentrePhone: '0860 000 000',
      nominationFormEmail: 'nominations@example.test',
    },
    ...overrides,
  };
}

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    userType: 'Institutional',
    identifierType: 'ID',
    title: 'Ms',
    initials: 'T',
    firstName: 'Thandiwe',
    middleName: null,
    lastName: 'Mokoena',
    dateOfBirth: '1985-03-14',
    gender: 'Female',
    maritalStatus: 'Married',
    retirementAge: 65,
    smokingInd: false,
    idNumber: '8503140123083',
    passportNumber: null,
    samAccount: 'tmokoena',
    incomeTaxNumber: '0147293658',
    primaryContactNumber: '+27821234567',
    recoveryContactNumber: null,
    primaryEmailAddress: 'thandiwe@example.test',
    recoveryEmailAddress: null,
    registrationType: 'individual',
    preferredContactMethod: 'Email',
    address: {
      address: '12 Jacaranda Street',
      suburb: 'Hatfield',
      city: 'Pretoria',
      postalCode: '0083',
      country: 'South Africa',
    },
    ...overrides,
  };
}
