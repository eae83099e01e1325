import { FeatureFlagNameSchema, type FeatureFlagName } from '@portal/contract/config';

// The portal's features and which are on: by default, in the demo, and as FEATURES names them.

/** Feature flags of spec 1 §2.1 and §6; profile details is off by default (spec 1 §2.1). */
export const DEFAULT_FEATURES: Record<FeatureFlagName, boolean> = {
  profileDetails: false,
  profileEdit: false,
  fundDetails: false,
  funeralCover: false,
  unapprovedLifeCover: false,
  statements: false,
  manageBeneficiaries: false,
  portfolios: false,
  externalFunds: false,
  policies: true,
  nob: false,
  glacierHubFlyover: false,
  globalProductPopup: false,
  retirementProjection: true,
};

/**
 * The flags of the pages that exist. The embedded demo set-up (`npm start`: no OIDC_ISSUER) with no
 * FEATURES setting turns these on, so the demo shows every built page. Each page's issue adds its
 * flag here when the page is built. Profile details is off by default (spec 1 §2.1) but on in
 * the demo, with the member's edit (profileEdit).
 */
export const DEMO_FEATURES: readonly FeatureFlagName[] = [
  'profileDetails',
  'profileEdit',
  'manageBeneficiaries',
  'funeralCover',
  'unapprovedLifeCover',
  'fundDetails',
  'nob',
  'glacierHubFlyover',
  'globalProductPopup',
  'statements',
  'portfolios',
  'externalFunds',
];

/**
 * `FEATURES="fundDetails=on,profileDetails"` turns flags on or off by name, starting from the
 * defaults (or from the demo set when `isDemo`).
 */
export function parseFeatures(
  spec: string,
  { isDemo = false }: { isDemo?: boolean } = {},
): Record<FeatureFlagName, boolean> {
  const features = { ...DEFAULT_FEATURES };
  if (isDemo) for (const name of DEMO_FEATURES) features[name] = true;
  for (const part of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [rawName, rawValue = 'on'] = part.split('=');
    const name = FeatureFlagNameSchema.parse(rawName?.trim());
    features[name] = !['off', 'false', '0'].includes(rawValue.trim().toLowerCase());
  }
  return features;
}
