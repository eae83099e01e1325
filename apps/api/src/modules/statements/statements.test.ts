import type { InternalFund } from '@portal/contract/fund';
import type { TransactionSummaryResponse } from '@portal/contract/statements';
import { addDays, addYears, formatDisplayDate } from '@portal/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TODAY } from '../../testing/database';
import { signIn, startTestServer, type Agent, type TestServer } from '../../testing/server';

let server: TestServer;
let member: Agent;
let own: InternalFund;
let others: InternalFund[];

beforeAll(async () => {
  server = await startTestServer();
  const [institutional, retail] = await Promise.all([
    signIn(server, 'institutional@demo.local'),
    signIn(server, 'retail@demo.local'),
  ]);
  member = institutional;
  const fundsOf = async (agent: Agent) =>
    ((await (await agent.api('/api/Fund/Internal')).json()) as { internalFunds: InternalFund[] })
      .internalFunds;
  const ownFunds = await fundsOf(institutional);
  own = ownFunds[0] as InternalFund;
  others = await fundsOf(retail);
});
afterAll(async () => server.close());

type ErrorAnswer = { code: string; message: string; fieldErrors?: Record<string, string[]> };

function summary(params: Record<string, string>): Promise<Response> {
  return member.api(`/api/Statements/TransactionSummary?${new URLSearchParams(params)}`);
}

const keys = () => ({ caseKey: own.caseKey, caseMemberKey: own.caseMemberKey });

describe('GET /api/Statements/TransactionSummary', () => {
  it('answers the five figures, which add up to the cent', async () => {
    const response = await summary({ dateFrom: '2026-01-01', dateTo: '2026-06-30', ...keys() });
    expect(response.status).toBe(200);
    const figures = (await response.json()) as TransactionSummaryResponse;
    expect(figures.success).toBe(true);
    const cents = (rand: number) => Math.round(rand * 100);
    expect(
      cents(figures.openingBalance) +
        cents(figures.contributionsAndSwitches) -
        cents(figures.withdrawalsFeesAndExpenses) +
        cents(figures.investmentReturn),
    ).toBe(cents(figures.closingBalance));
    expect(figures.contributionsAndSwitches).toBeGreaterThan(0);
  });

  it('matches query names in any case', async () => {
    const response = await summary({
      DATEFROM: '2026-01-01',
      DateTo: '2026-06-30',
      casekey: own.caseKey,
      CASEMEMBERKEY: own.caseMemberKey,
    });
    expect(response.status).toBe(200);
  });

  it('reads an ISO timestamp as its date in South African time', async () => {
    const byDate = await (
      await summary({ dateFrom: '2026-08-20', dateTo: '2026-10-31', ...keys() })
    ).json();
    // 22:00 UTC on 19 August is midnight on 20 August in Johannesburg.
    const byTimestamp = await (
      await summary({
        dateFrom: '2026-08-19T22:00:00.000Z',
        dateTo: '2026-10-31T12:00:00+02:00',
        ...keys(),
      })
    ).json();
    expect(byTimestamp).toEqual(byDate);
  });

  it('answers 404 for case keys that are not the member’s own', async () => {
    const other = others[0] as InternalFund;
    for (const pair of [
      { caseKey: other.caseKey, caseMemberKey: other.caseMemberKey },
      { caseKey: own.caseKey, caseMemberKey: other.caseMemberKey },
      { caseKey: other.caseKey, caseMemberKey: own.caseMemberKey },
      { caseKey: 'CK000000', caseMemberKey: 'CMK00000000' },
    ]) {
      const response = await summary({ dateFrom: '2026-01-01', dateTo: '2026-06-30', ...pair });
      expect(response.status).toBe(404);
      expect(((await response.json()) as ErrorAnswer).code).toBe('NOT_FOUND');
    }
  });

  it('refuses From after To, dates before three years ago and dates after today', async () => {
    const order = await summary({ dateFrom: '2026-06-30', dateTo: '2026-01-01', ...keys() });
    expect(order.status).toBe(400);
    const orderBody = (await order.json()) as ErrorAnswer;
    expect(orderBody.message).toBe('From date must be before To date.');
    expect(orderBody.fieldErrors).toEqual({ dateFrom: ['From date must be before To date.'] });

    // Three years before today is the earliest From (spec 2 §9).
    const min = addYears(TEST_TODAY, -3);
    const early = await summary({ dateFrom: addDays(min, -1), dateTo: TEST_TODAY, ...keys() });
    expect(early.status).toBe(400);
    expect(((await early.json()) as ErrorAnswer).fieldErrors).toEqual({
      dateFrom: [`From date must not be before ${formatDisplayDate(min)}`],
    });
    const earliest = await summary({ dateFrom: min, dateTo: TEST_TODAY, ...keys() });
    expect(earliest.status).toBe(200);

    const tomorrow = addDays(TEST_TODAY, 1);
    const future = await summary({ dateFrom: min, dateTo: tomorrow, ...keys() });
    expect(future.status).toBe(400);
    expect(((await future.json()) as ErrorAnswer).fieldErrors).toEqual({
      dateTo: ['Selection cannot be a future date.'],
    });
  });

  it('names a missing or malformed field', async () => {
    const missing = await summary({ dateFrom: '2026-01-01', dateTo: '2026-06-30' });
    expect(missing.status).toBe(400);
    const fields = Object.keys(((await missing.json()) as ErrorAnswer).fieldErrors ?? {});
    expect(fields.sort()).toEqual(['caseKey', 'caseMemberKey']);
    const malformed = await summary({ dateFrom: '1 Jan 2026', dateTo: '2026-06-30', ...keys() });
    expect(malformed.status).toBe(400);
    expect(Object.keys(((await malformed.json()) as ErrorAnswer).fieldErrors ?? {})).toEqual([
      'dateFrom',
    ]);
  });
});
