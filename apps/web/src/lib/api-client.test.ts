import { getSession, logout } from '@portal/contract/calls/auth';
import { downloadMemberDocument } from '@portal/contract/calls/documents';
import { getInternalFunds } from '@portal/contract/calls/fund';
import { getFundDetails as fundDetailsCall } from '@portal/contract/calls/fund-details';
import { downloadTemplate } from '@portal/contract/calls/pdf';
import type { InternalFundsResponseSchema } from '@portal/contract/fund';
import { defineRoute } from '@portal/contract/route';
import type { RouteCall } from '@portal/contract/route-call';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { aFund } from '@/testing/fixtures';
import { jsonResponse } from '@/testing/render';
import { ApiError, buildUrl, request, requestFile } from './api-client';
import {
  finishIdentityCheck,
  isIdentityCheckPending,
  registerIdentityCheckHost,
  stepUpAddress,
} from './step-up';

type Call = { url: string; init: RequestInit };

let calls: Call[];
let answer: () => Response | Promise<Response>;

beforeEach(() => {
  calls = [];
  answer = () => jsonResponse({});
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve(answer());
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function headerOf(call: Call | undefined, name: string): string | null {
  return new Headers(call?.init.headers).get(name);
}

const fundRoute = defineRoute({
  method: 'GET',
  path: '/api/Fund/GetFundDetails/:schemeNumber',
  params: z.object({ schemeNumber: z.string() }),
  query: z.object({
    isTarget: z.boolean().optional(),
    from: z.string().nullable().optional(),
    refNum3: z.array(z.string()).optional(),
  }),
  response: z.object({ success: z.boolean(), name: z.string() }),
});
const getFundDetails: RouteCall<typeof fundRoute> = {
  method: fundRoute.method,
  path: fundRoute.path,
};

describe('request', () => {
  it('sends the apikey header and the session cookie policy on every call', async () => {
    answer = () => jsonResponse({ authenticated: false });

    await request(getSession);

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/auth/session');
    expect(calls[0]?.init.method).toBe('GET');
    expect(headerOf(calls[0], 'apikey')).toBe('af-connect-web');
    expect(calls[0]?.init.credentials).toBe('same-origin');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('fills path parameters and builds the query, dropping undefined and null values', async () => {
    answer = () => jsonResponse({ success: true, name: 'Fund' });

    await request(getFundDetails, {
      params: { schemeNumber: 'S 1/2' },
      query: { isTarget: true, from: null, refNum3: ['A1', 'B2'] },
    });

    expect(calls[0]?.url).toBe(
      '/api/Fund/GetFundDetails/S%201%2F2?isTarget=true&refNum3=A1&refNum3=B2',
    );
  });

  it('sends a JSON body with its content type', async () => {
    answer = () => jsonResponse({ success: true, redirectUrl: 'https://idp.test/logout' });

    const result = await request(logout, { body: { returnTo: '/login' } });

    expect(calls[0]?.init.method).toBe('POST');
    expect(headerOf(calls[0], 'content-type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe(JSON.stringify({ returnTo: '/login' }));
    expect(result.redirectUrl).toBe('https://idp.test/logout');
  });

  it('answers the server’s answer as it came, typed by the route’s response schema', async () => {
    const sent = { success: true, internalFunds: [aFund()] };
    answer = () => jsonResponse(sent);

    const result = await request(getInternalFunds);

    expectTypeOf(result).toEqualTypeOf<z.output<typeof InternalFundsResponseSchema>>();
    expect(result).toEqual(sent);
    expect(result.internalFunds[0]?.fullproductname).toBe('Anchor Retirement Fund');
  });

  it('applies the route’s own rule for a successful answer', async () => {
    answer = () => jsonResponse({ success: false, portfolioSuccess: true, portfolios: [] });
    const partial = await request(fundDetailsCall, { params: { schemeNumber: 'S1' } });
    expect(partial.portfolioSuccess).toBe(true);

    answer = () => jsonResponse({ success: false, portfolioSuccess: false });
    await expect(
      request(fundDetailsCall, { params: { schemeNumber: 'S1' } }),
    ).rejects.toMatchObject({ status: 200, code: 'UNSUCCESSFUL' });
  });

  it('throws a typed ApiError from the error body of a 401', async () => {
    answer = () =>
      jsonResponse({ success: false, code: 'UNAUTHORIZED', message: 'Sign in again.' }, 401);

    const error = await request(getInternalFunds).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Sign in again.' });
  });

  it('carries field errors of a 400 answer', async () => {
    answer = () =>
      jsonResponse(
        {
          success: false,
          code: 'BAD_REQUEST',
          message: 'Check the form.',
          fieldErrors: { returnTo: ['Not allowed'] },
        },
        400,
      );

    const error = await request(logout, { body: {} }).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 400, fieldErrors: { returnTo: ['Not allowed'] } });
  });

  it('treats a success:false answer as an error even with status 200', async () => {
    answer = () => jsonResponse({ success: false, internalFunds: [] });

    const error = await request(getInternalFunds).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      code: 'UNSUCCESSFUL',
      message: 'Data fetch unsuccessful',
    });
  });

  it('hides the text of a 5xx answer without an error body', async () => {
    answer = () => new Response('<html>Bad gateway</html>', { status: 502 });

    const error = await request(getInternalFunds).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 502, code: 'INTERNAL' });
    expect((error as ApiError).message).not.toContain('Bad gateway');
  });

  it('does not validate the answer again: the server answers what its schema allows', async () => {
    answer = () => jsonResponse({ success: true, internalFunds: [{ fullproductname: 1 }] });

    const result = await request(getInternalFunds);

    expect(result).toEqual({ success: true, internalFunds: [{ fullproductname: 1 }] });
  });

  it('refuses an answer that is no JSON object (a page from something in between)', async () => {
    answer = () => new Response('<html>Sign in to the Wi-Fi</html>', { status: 200 });
    await expect(request(getInternalFunds)).rejects.toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
    });
    answer = () => new Response(null, { status: 204 });
    await expect(request(getInternalFunds)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));

    const error = await request(getSession).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('requestFile', () => {
  const query = { filename: 'NominationOfBeneficiaries.pdf', schemeNumber: 'S1' };

  it('answers the PDF file as a Blob, with the apikey header', async () => {
    answer = () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
    const file = await requestFile(downloadTemplate, { query });
    expect(await file.text()).toBe('%PDF-1.7');
    expect(calls[0]?.url).toBe(
      '/api/PDF/DownloadTemplate?filename=NominationOfBeneficiaries.pdf&schemeNumber=S1',
    );
    expect(headerOf(calls[0], 'apikey')).toBe('af-connect-web');
  });

  it('throws the typed error of a 404 and refuses an answer that is not a PDF', async () => {
    answer = () => jsonResponse({ success: false, code: 'NOT_FOUND', message: 'Not found.' }, 404);
    await expect(requestFile(downloadTemplate, { query })).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    answer = () => jsonResponse({ success: true });
    await expect(requestFile(downloadTemplate, { query })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
    answer = () => new Response('GIF89a', { headers: { 'Content-Type': 'image/gif' } });
    await expect(requestFile(downloadTemplate, { query })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('answers any file but JSON for a call that answers any file type', async () => {
    answer = () => new Response('PNG', { headers: { 'Content-Type': 'image/png' } });
    const file = await requestFile(downloadMemberDocument, { query: { fileId: 'F1' } });
    expect(file.type).toBe('image/png');
    answer = () => jsonResponse({ success: true });
    await expect(
      requestFile(downloadMemberDocument, { query: { fileId: 'F1' } }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });
});

describe('buildUrl', () => {
  it('refuses a missing path parameter', () => {
    expect(() => buildUrl('/api/Fund/GetFundDetails/:id', {})).toThrow(
      /Missing path parameter 'id'/,
    );
  });

  it('leaves a path without query untouched', () => {
    expect(buildUrl('/api/Config', undefined, { a: undefined })).toBe('/api/Config');
  });
});

describe('a call that needs the member to confirm who they are (step-up)', () => {
  const refused = () =>
    jsonResponse(
      { success: false, code: 'STEP_UP_REQUIRED', message: 'Please confirm it is you.' },
      403,
    );

  it('is held while the member confirms, then sent once more with the same body', async () => {
    const unregister = registerIdentityCheckHost();
    let answered = 0;
    answer = () => (answered++ === 0 ? refused() : jsonResponse({ authenticated: false }));
    try {
      const pending = request(logout, { body: { returnTo: '/' } });
      await vi.waitFor(() => expect(isIdentityCheckPending()).toBe(true));
      finishIdentityCheck(true);
      await expect(pending).resolves.toEqual({ authenticated: false });
      expect(calls).toHaveLength(2);
      expect(calls[1]?.init.body).toBe(calls[0]?.init.body);
    } finally {
      unregister();
    }
  });

  it('fails with the server’s message when the member cancels, and is not sent again', async () => {
    const unregister = registerIdentityCheckHost();
    answer = refused;
    try {
      const pending = request(logout, { body: { returnTo: '/' } });
      await vi.waitFor(() => expect(isIdentityCheckPending()).toBe(true));
      finishIdentityCheck(false);
      await expect(pending).rejects.toMatchObject({
        code: 'STEP_UP_REQUIRED',
        message: 'Please confirm it is you.',
      });
      expect(calls).toHaveLength(1);
    } finally {
      unregister();
    }
  });

  it('opens the window on the details the server names, and asks again when they change', async () => {
    const unregister = registerIdentityCheckHost();
    const naming = (confirmation: string) =>
      jsonResponse(
        {
          success: false,
          code: 'STEP_UP_REQUIRED',
          message: 'Please confirm it is you.',
          confirmation,
        },
        403,
      );
    let answered = 0;
    answer = () => {
      answered += 1;
      if (answered === 1) return naming('first-confirmation-000001');
      // Confirmed, but the amount changed in another tab meanwhile: new details to confirm.
      if (answered === 2) return naming('second-confirmation-00002');
      return jsonResponse({ authenticated: false });
    };
    try {
      const pending = request(logout, { body: { returnTo: '/' } });
      await vi.waitFor(() => expect(isIdentityCheckPending()).toBe(true));
      expect(stepUpAddress()).toBe('/auth/step-up?confirmation=first-confirmation-000001');
      finishIdentityCheck(true);
      await vi.waitFor(() =>
        expect(stepUpAddress()).toBe('/auth/step-up?confirmation=second-confirmation-00002'),
      );
      finishIdentityCheck(true);
      await expect(pending).resolves.toEqual({ authenticated: false });
      expect(calls).toHaveLength(3);
    } finally {
      unregister();
    }
  });

  it('gives up with the refusal after asking three times', async () => {
    const unregister = registerIdentityCheckHost();
    answer = refused;
    try {
      const pending = request(logout, { body: { returnTo: '/' } });
      for (let asked = 0; asked < 3; asked += 1) {
        await vi.waitFor(() => expect(isIdentityCheckPending()).toBe(true));
        finishIdentityCheck(true);
      }
      await expect(pending).rejects.toMatchObject({ code: 'STEP_UP_REQUIRED' });
      expect(calls).toHaveLength(4);
    } finally {
      unregister();
    }
  });

  it('fails at once where no dialog can ask (nothing mounted)', async () => {
    answer = refused;
    await expect(request(logout, { body: { returnTo: '/' } })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });
});
