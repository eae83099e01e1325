import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as afGroupId from './af-group-id';
import * as auth from './auth';
import * as afGroupIdCalls from './calls/af-group-id';
import * as authCalls from './calls/auth';
import * as claimsCalls from './calls/claims';
import * as complaints from './complaints';
import * as complaintsCalls from './calls/complaints';
import * as detailsConfirmation from './details-confirmation';
import * as detailsConfirmationCalls from './calls/details-confirmation';
import * as leavingService from './leaving-service';
import * as leavingServiceCalls from './calls/leaving-service';
import * as retirementOptions from './retirement-options';
import * as retirementOptionsCalls from './calls/retirement-options';
import * as myData from './my-data';
import * as myDataCalls from './calls/my-data';
import * as privacy from './privacy';
import * as privacyCalls from './calls/privacy';
import * as configCalls from './calls/config';
import * as costsCalls from './calls/costs';
import * as documentsCalls from './calls/documents';
import * as fundCalls from './calls/fund';
import * as fundDetailsCalls from './calls/fund-details';
import * as fundIdentityCalls from './calls/fund-identity';
import * as goalsCalls from './calls/goals';
import * as nominationCalls from './calls/nomination';
import * as noticeCalls from './calls/notice';
import * as pdfCalls from './calls/pdf';
import * as policiesCalls from './calls/policies';
import * as portfolioCalls from './calls/portfolio';
import * as profileCalls from './calls/profile';
import * as projectionCalls from './calls/projection';
import * as referralCalls from './calls/referral';
import * as savingsClaimCalls from './calls/savings-claim';
import * as statementsCalls from './calls/statements';
import * as taxCertificatesCalls from './calls/tax-certificates';
import * as twoPotCalls from './calls/two-pot';
import * as claims from './claims';
import * as config from './config';
import * as costs from './costs';
import * as documents from './documents';
import * as fund from './fund';
import * as fundDetails from './fund-details';
import * as fundIdentity from './fund-identity';
import * as goals from './goals';
import * as nomination from './nomination';
import * as notice from './notice';
import * as pdf from './pdf';
import * as policies from './policies';
import * as portfolio from './portfolio';
import * as profile from './profile';
import * as projection from './projection';
import * as referral from './referral';
import * as savingsClaim from './savings-claim';
import * as statements from './statements';
import * as taxCertificates from './tax-certificates';
import * as twoPot from './two-pot';
import { isErrorBody } from './calls/errors';
import { ErrorBodySchema } from './errors';
import type { RouteDef } from './route';
import { isFileTypeOfCall, type CallAddress } from './route-call';

// The web app calls the routes through calls/<area>.ts, which carry no schemas (route-call.ts).
// Each call must be its route's: same method and path (also checked by the compiler), the same
// rule for a successful answer, and the same file types as the route's file schema. The routes
// are walked, so that a new route of an area cannot be left without its call.

const AREAS: Record<string, [Record<string, unknown>, Record<string, unknown>]> = {
  'af-group-id': [afGroupId, afGroupIdCalls],
  auth: [auth, authCalls],
  claims: [claims, claimsCalls],
  complaints: [complaints, complaintsCalls],
  'details-confirmation': [detailsConfirmation, detailsConfirmationCalls],
  config: [config, configCalls],
  costs: [costs, costsCalls],
  documents: [documents, documentsCalls],
  'fund-details': [fundDetails, fundDetailsCalls],
  'leaving-service': [leavingService, leavingServiceCalls],
  'my-data': [myData, myDataCalls],
  'retirement-options': [retirementOptions, retirementOptionsCalls],
  privacy: [privacy, privacyCalls],
  'fund-identity': [fundIdentity, fundIdentityCalls],
  fund: [fund, fundCalls],
  goals: [goals, goalsCalls],
  nomination: [nomination, nominationCalls],
  notice: [notice, noticeCalls],
  pdf: [pdf, pdfCalls],
  policies: [policies, policiesCalls],
  portfolio: [portfolio, portfolioCalls],
  profile: [profile, profileCalls],
  projection: [projection, projectionCalls],
  referral: [referral, referralCalls],
  'savings-claim': [savingsClaim, savingsClaimCalls],
  statements: [statements, statementsCalls],
  'tax-certificates': [taxCertificates, taxCertificatesCalls],
  'two-pot': [twoPot, twoPotCalls],
};

function isRoute(value: unknown): value is RouteDef {
  return typeof value === 'object' && value !== null && 'response' in value && 'path' in value;
}

function isCall(value: unknown): value is CallAddress {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

function routesAndCalls() {
  const pairs: { area: string; name: string; route: RouteDef | undefined; call: unknown }[] = [];
  for (const [area, [routes, calls]] of Object.entries(AREAS)) {
    for (const [name, route] of Object.entries(routes)) {
      if (isRoute(route)) pairs.push({ area, name, route, call: calls[name] });
    }
    for (const [name, call] of Object.entries(calls)) {
      if (isCall(call) && !isRoute(routes[name]))
        pairs.push({ area, name, route: undefined, call });
    }
  }
  return pairs;
}

const FILE_TYPES = [
  'application/pdf',
  'application/zip',
  'image/png',
  'image/jpeg',
  'text/plain',
  'application/json',
  '',
];

describe('calls/<area>.ts', () => {
  it('holds one call per route, with its method, path and rule for success', () => {
    const pairs = routesAndCalls();
    expect(pairs.length).toBeGreaterThan(70);
    for (const { area, name, route, call } of pairs) {
      const where = `${area}.${name}`;
      expect(route, `${where} has no route`).toBeDefined();
      expect(isCall(call), `${where} has no call in calls/${area}.ts`).toBe(true);
      if (!route || !isCall(call)) continue;
      expect({ method: call.method, path: call.path }, where).toEqual({
        method: route.method,
        path: route.path,
      });
      expect(call.isSuccessful, where).toBe(route.isSuccessful);
    }
  });

  it('accepts the same file answers as the route’s file schema, and calls only those routes files', () => {
    for (const { area, name, route, call } of routesAndCalls()) {
      if (!route || !isCall(call)) continue;
      const responseType = (route.response as { _zod: { def: { type: string } } })._zod.def.type;
      expect(call.fileType !== undefined, `${area}.${name}`).toBe(responseType === 'custom');
      if (call.fileType === undefined) continue;
      for (const type of FILE_TYPES) {
        const file = { type, size: 1, arrayBuffer: async () => new ArrayBuffer(1) };
        expect(isFileTypeOfCall(call, type), `${area}.${name} ${type}`).toBe(
          route.response.safeParse(file).success,
        );
      }
    }
  });
});

describe('isErrorBody', () => {
  const nearBodies = fc.record(
    {
      success: fc.constantFrom(false, true, 'false', 0, null),
      code: fc.constantFrom('NOT_FOUND', 'UNAVAILABLE', 'BAD_REQUEST', 'not_found', 'OTHER', 1),
      message: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      fieldErrors: fc.oneof(
        fc.dictionary(fc.string(), fc.array(fc.string())),
        fc.dictionary(fc.string(), fc.array(fc.oneof(fc.string(), fc.integer()))),
        fc.array(fc.string()),
        fc.string(),
        fc.constant(null),
        fc.constant(undefined),
      ),
      extra: fc.jsonValue(),
    },
    { requiredKeys: [] },
  );

  it('answers as ErrorBodySchema for any JSON answer', () => {
    fc.assert(
      fc.property(fc.oneof(nearBodies, fc.jsonValue()), (payload) => {
        expect(isErrorBody(payload)).toBe(ErrorBodySchema.safeParse(payload).success);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a 400 body with field errors', () => {
    expect(
      isErrorBody({
        success: false,
        code: 'BAD_REQUEST',
        message: 'Check the form.',
        fieldErrors: { returnTo: ['Not allowed'] },
      }),
    ).toBe(true);
    expect(isErrorBody({ success: false, code: 'BAD_REQUEST' })).toBe(false);
  });
});
