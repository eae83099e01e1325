import { describe, expect, it } from 'vitest';
import { sessionIdleMs, touchIntervalMs } from './auth/session.service';
import { loadConfig } from './config';
import { DEFAULT_FEATURES, DEMO_FEATURES, parseFeatures } from './feature-flags';
import { portalConfigOf } from './modules/config/config.routes';

describe('feature flags', () => {
  it('keeps profile details off by default (spec 1 §2.1) and turns it on in the demo set', () => {
    expect(DEFAULT_FEATURES.profileDetails).toBe(false);
    expect(DEFAULT_FEATURES.profileEdit).toBe(false);
    expect(DEMO_FEATURES).toEqual(expect.arrayContaining(['profileDetails', 'profileEdit']));
  });

  it('turns the flags of existing pages on in the embedded demo without FEATURES', () => {
    const features = loadConfig({}).features;
    for (const name of DEMO_FEATURES) expect(features[name]).toBe(true);
    expect(features).toMatchObject({ portfolios: true, externalFunds: true });
    expect(features).toEqual(parseFeatures('', { isDemo: true }));
  });

  it('uses the plain defaults with an external provider or an explicit FEATURES', () => {
    expect(loadConfig({ OIDC_ISSUER: 'https://idp.example.test' }).features).toEqual(
      DEFAULT_FEATURES,
    );
    expect(loadConfig({ FEATURES: '' }).features).toEqual(DEFAULT_FEATURES);
  });

  it('reads the external address for adding a fund, unset by default (spec 2 §2)', () => {
    expect(loadConfig({}).addExternalFundUrl).toBeUndefined();
    expect(portalConfigOf(loadConfig({})).links.addExternalFundUrl).toBeNull();
    const config = loadConfig({ ADD_EXTERNAL_FUND_URL: 'https://hub.example.test/add-fund' });
    expect(portalConfigOf(config).links.addExternalFundUrl).toBe(
      'https://hub.example.test/add-fund',
    );
    expect(() => loadConfig({ ADD_EXTERNAL_FUND_URL: 'not an address' })).toThrow();
  });

  it('reads the external projection and two-pot calculator, unset by default (spec 3 §2.1)', () => {
    const unset = portalConfigOf(loadConfig({}));
    expect(unset.links.retirementProjection).toBeNull();
    expect(unset.links.twoPotCalculator).toBeNull();
    const set = portalConfigOf(
      loadConfig({
        RETIREMENT_PROJECTION_URL: 'https://tools.example.test/projection',
        TWO_POT_CALCULATOR_URL: 'https://tools.example.test/two-pot',
      }),
    );
    expect(set.links.retirementProjection).toBe('https://tools.example.test/projection');
    expect(set.links.twoPotCalculator).toBe('https://tools.example.test/two-pot');
    expect(() => loadConfig({ RETIREMENT_PROJECTION_URL: 'not an address' })).toThrow();
    expect(() => loadConfig({ TWO_POT_CALCULATOR_URL: 'not an address' })).toThrow();
  });

  it('turns flags on and off by name', () => {
    const features = parseFeatures('fundDetails=on, policies=off,portfolios');
    expect(features).toMatchObject({ fundDetails: true, policies: false, portfolios: true });
    expect(() => parseFeatures('noSuchFlag')).toThrow();
  });

  it('reads fractional session minutes (short idle timings for tests)', () => {
    const config = loadConfig({ SESSION_IDLE_MINUTES: '0.05', SESSION_WARNING_MINUTES: '0.1' });
    expect(config).toMatchObject({ idleMinutes: 0.05, warningMinutes: 0.1 });
    // The session then lives 9 s, and a keep-alive is written if the last write is 0.45 s old.
    expect(sessionIdleMs(config)).toBeCloseTo(9000);
    expect(touchIntervalMs(config)).toBeCloseTo(450);
  });

  it('writes last-seen at most every 15 s with the spec timings (15 + 5 minutes)', () => {
    const config = loadConfig({});
    expect(sessionIdleMs(config)).toBe(20 * 60_000);
    expect(touchIntervalMs(config)).toBe(15_000);
  });
});

describe('the members’ quotas', () => {
  it('reads the daily bounds on uploads and reports, the retention and the cap on external funds', () => {
    expect(loadConfig({})).toMatchObject({
      uploads: { perDay: 30, bytesPerDay: 50 * 1024 * 1024, cancelledRetentionDays: 30 },
      deathReportsPerDay: 5,
      externalFundsPerMember: 20,
    });
    const config = loadConfig({
      UPLOADS_PER_MEMBER_PER_DAY: '4',
      UPLOAD_MB_PER_MEMBER_PER_DAY: '0.5',
      CANCELLED_CLAIM_DOCUMENT_RETENTION_DAYS: '0',
      DEATH_REPORTS_PER_MEMBER_PER_DAY: '2',
      EXTERNAL_FUNDS_PER_MEMBER: '3',
    });
    expect(config).toMatchObject({
      uploads: { perDay: 4, bytesPerDay: 512 * 1024, cancelledRetentionDays: 0 },
      deathReportsPerDay: 2,
      externalFundsPerMember: 3,
    });
    for (const name of ['UPLOADS_PER_MEMBER_PER_DAY', 'DEATH_REPORTS_PER_MEMBER_PER_DAY'])
      expect(() => loadConfig({ [name]: '0' })).toThrow();
    expect(() => loadConfig({ CANCELLED_CLAIM_DOCUMENT_RETENTION_DAYS: '-1' })).toThrow();
  });
});

describe('the account links of the header', () => {
  it('go to the embedded provider’s pages, an external issuer’s, or the addresses set', () => {
    expect(portalConfigOf(loadConfig({ PORT: '4000' })).links).toMatchObject({
      editProfile: 'http://localhost:4000/idp/account',
      resetPassword: 'http://localhost:4000/idp/account/password',
    });
    expect(
      portalConfigOf(loadConfig({ OIDC_ISSUER: 'https://sso.example.test/realms/members' })).links,
    ).toMatchObject({
      editProfile: 'https://sso.example.test/realms/members/account',
      resetPassword: 'https://sso.example.test/realms/members/account/password',
    });
    const set = loadConfig({
      OIDC_ISSUER: 'https://sso.example.test/realms/members',
      ACCOUNT_URL: 'https://sso.example.test/realms/members/account/#/personal-info',
      ACCOUNT_PASSWORD_URL: 'https://sso.example.test/realms/members/account/#/security/signingin',
    });
    expect(portalConfigOf(set).links).toMatchObject({
      editProfile: 'https://sso.example.test/realms/members/account/#/personal-info',
      resetPassword: 'https://sso.example.test/realms/members/account/#/security/signingin',
    });
  });
});
