import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { ACR_BASIC, ACR_STRONGEST } from '../idp/provider';
import { isStrongestAcr } from '../plugins/member-auth';
import { acrValuesOf } from './auth.routes';

// Which authentication counts for a step-up (issue: money or identity moves), with the embedded
// provider and with an external issuer: what the portal asks for (`acr_values`) and which `acr`
// in the ID token it accepts as the member's strongest method.

const EXTERNAL = 'https://sso.example.test/realms/members';

describe('step-up with the embedded provider', () => {
  const config = loadConfig({});

  it('always asks which method was used, and accepts only the strongest', () => {
    expect(acrValuesOf(config, false)).toBe(`${ACR_STRONGEST} ${ACR_BASIC}`);
    expect(acrValuesOf(config, true)).toBe(`${ACR_STRONGEST} ${ACR_BASIC}`);
    expect(isStrongestAcr(config, ACR_STRONGEST)).toBe(true);
    expect(isStrongestAcr(config, ACR_BASIC)).toBe(false);
    expect(isStrongestAcr(config, undefined)).toBe(false);
  });
});

describe('step-up with an external issuer', () => {
  it('asks for STEP_UP_ACR at step-up only, and accepts only that acr', () => {
    const config = loadConfig({ OIDC_ISSUER: EXTERNAL, STEP_UP_ACR: 'urn:example:loa:3' });
    expect(acrValuesOf(config, false)).toBeUndefined();
    expect(acrValuesOf(config, true)).toBe('urn:example:loa:3');
    expect(isStrongestAcr(config, 'urn:example:loa:3')).toBe(true);
    expect(isStrongestAcr(config, 'urn:example:loa:2')).toBe(false);
    expect(isStrongestAcr(config, undefined)).toBe(false);
  });

  it('without STEP_UP_ACR asks for none, and a recent sign-in of any kind counts', () => {
    const config = loadConfig({ OIDC_ISSUER: EXTERNAL });
    expect(acrValuesOf(config, true)).toBeUndefined();
    expect(isStrongestAcr(config, undefined)).toBe(true);
    expect(isStrongestAcr(config, 'urn:example:loa:1')).toBe(true);
  });
});
