import { z } from 'zod';
import { IsoDateSchema } from '@portal/domain/schemas';
import { defineRoute } from './route';

// DESIGN §1a: the web app's configuration comes from the server, no sign-in needed.
export const FeatureFlagNameSchema = z.enum([
  'profileDetails',
  'profileEdit',
  'fundDetails',
  'funeralCover',
  'unapprovedLifeCover',
  'statements',
  'manageBeneficiaries',
  'portfolios',
  'externalFunds',
  'policies',
  'nob',
  'glacierHubFlyover',
  'globalProductPopup',
  'retirementProjection',
]);
export type FeatureFlagName = z.infer<typeof FeatureFlagNameSchema>;

export const PortalConfigSchema = z.object({
  portalName: z.string(),
  /** The portal's today (DESIGN §1a "One clock"): the web app's date rules use it, not the device's. */
  today: IsoDateSchema,
  features: z.record(FeatureFlagNameSchema, z.boolean()),
  links: z.object({
    editProfile: z.string(),
    resetPassword: z.string(),
    contactAdviser: z.string(),
    partnerHub: z.string(),
    /**
     * spec 3 §2.1: an external two-pot calculator (TWO_POT_CALCULATOR_URL), opened in a new tab;
     * null when none is configured: the portal's own calculator.
     */
    twoPotCalculator: z.string().nullable(),
    /**
     * spec 3 §2.1: an external retirement projection (RETIREMENT_PROJECTION_URL), opened in a new
     * tab; null when none is configured: the portal's own projection.
     */
    retirementProjection: z.string().nullable(),
    referralTerms: z.string(),
    /**
     * spec 2 §2: an external address where a member may add a fund held elsewhere
     * (ADD_EXTERNAL_FUND_URL); null when none is configured.
     */
    addExternalFundUrl: z.string().nullable(),
  }),
  constants: z.object({
    idleMinutes: z.number(),
    idleWarningMinutes: z.number(),
    inflationPercent: z.number(),
    educationInflationPercent: z.number(),
    callCentrePhone: z.string(),
    /** Where members email the completed Nomination of Beneficiaries form (spec 2 §2). */
    nominationFormEmail: z.string(),
  }),
});
export type PortalConfig = z.infer<typeof PortalConfigSchema>;

export const getConfig = defineRoute({
  method: 'GET',
  path: '/api/Config',
  response: PortalConfigSchema,
  authenticated: false,
});
