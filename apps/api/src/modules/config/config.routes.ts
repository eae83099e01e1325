import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getConfig, type PortalConfig } from '@portal/contract/config';
import { EDUCATION_INFLATION_PERCENT, INFLATION_PERCENT } from '@portal/domain/goals';
import type { AppConfig } from '../../config';
import { todayOf } from '../../lib/clock';

/** DESIGN §1a: the portal name, feature flags, external links and operator constants. */
export function portalConfigOf(config: AppConfig): PortalConfig {
  return {
    portalName: config.portalName,
    today: todayOf(config),
    features: config.features,
    links: {
      editProfile: config.oidc.accountUrl,
      resetPassword: config.oidc.passwordUrl,
      contactAdviser: 'https://www.example.co.za/contact-an-adviser',
      partnerHub: 'https://hub.example.co.za',
      // spec 3 §2.1: null opens the portal's own page.
      twoPotCalculator: config.twoPotCalculatorUrl ?? null,
      retirementProjection: config.retirementProjectionUrl ?? null,
      referralTerms: '/documents/referral-terms.pdf',
      addExternalFundUrl: config.addExternalFundUrl ?? null,
    },
    constants: {
      idleMinutes: config.idleMinutes,
      idleWarningMinutes: config.warningMinutes,
      // spec 3 §9: the one inflation constant, which the savings withdrawal's estimate uses too.
      inflationPercent: INFLATION_PERCENT,
      educationInflationPercent: EDUCATION_INFLATION_PERCENT,
      // The contact centre of the fund's identity (fund-identity.ts), as every document prints it.
      callCentrePhone: config.fundIdentities.administrator.contactCentre.telephone,
      nominationFormEmail: config.nominationFormEmail,
    },
  };
}

export async function configRoutes(
  app: FastifyInstance,
  opts: { config: AppConfig },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: getConfig.method,
    url: getConfig.path,
    schema: { response: { 200: getConfig.response } },
    // DESIGN §1a: no sign-in needed.
    config: { public: true },
    // Built per request: today moves on at midnight in Johannesburg.
    handler: async () => portalConfigOf(opts.config),
  });
}
