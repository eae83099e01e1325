import type { InternalFundsResponseSchema } from '@portal/contract/fund';
import type { FundDetailsResponse } from '@portal/contract/fund-details';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';

// The fund list carries each employer fund's group cover for the dashboard's Group cover card
// (docs/decisions/037-group-cover-stated.md): the same cover as the fund's details, only the
// member's own funds, and no retail product.

type InternalFunds = z.output<typeof InternalFundsResponseSchema>;

let server: TestServer;
let institutional: Agent;
let retail: Agent;

beforeAll(async () => {
  server = await startTestServer();
  institutional = await signIn(server, 'institutional@demo.local');
  retail = await signIn(server, 'retail@demo.local');
});
afterAll(async () => server.close());

async function fundsOf(agent: Agent): Promise<InternalFunds> {
  const response = await agent.api('/api/Fund/Internal');
  expect(response.status).toBe(200);
  return (await response.json()) as InternalFunds;
}

describe("the fund list's group covers", () => {
  it("states each employer fund's cover as its details do", async () => {
    const funds = await fundsOf(institutional);
    const employerFunds = funds.internalFunds.filter((fund) => !fund.isRetail);
    expect(employerFunds.length).toBeGreaterThan(0);
    expect(funds.groupCovers.map((c) => c.schemeNumber)).toEqual(
      employerFunds.map((fund) => fund.schemeNumber),
    );
    for (const { schemeNumber, fundName, cover } of funds.groupCovers) {
      const response = await institutional.api(`/api/Fund/GetFundDetails/${schemeNumber}`);
      const details = (await response.json()) as FundDetailsResponse;
      expect(cover).toEqual(details.cover);
      expect(fundName).toBe(
        funds.internalFunds.find((fund) => fund.schemeNumber === schemeNumber)?.fullproductname,
      );
    }
    // The pension fund insures the member; the provident fund's rules give no cover.
    expect(funds.groupCovers.map((c) => c.cover.status).sort()).toEqual(['covered', 'none']);
  });

  it("lists only the member's own employer funds, never a retail product", async () => {
    const funds = await fundsOf(retail);
    const employer = funds.internalFunds.filter((f) => !f.isRetail).map((f) => f.schemeNumber);
    expect(funds.groupCovers.map((c) => c.schemeNumber)).toEqual(employer);
  });
});
