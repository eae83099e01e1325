import { describe, expect, it } from 'vitest';
import { createInvestmentHubService, cutOffInstant, dealingWindow } from './investment-hub-service';
import {
  addressWithNothingListening,
  loopbackProviders,
  reply,
} from '../../testing/partner-provider';

// The investment hub's dealing rules and its simulator's documented rules (the file's header and
// docs/decisions/041-online-switches.md).

describe('dealingWindow', () => {
  // 2026-11-27 is a Friday; 2026-12-16 (Day of Reconciliation) a public holiday (Wednesday).
  it.each([
    ['2026-11-26', '2026-11-26T11:59:59Z', '2026-11-26', '2026-11-27', 'Thursday before 14:00'],
    ['2026-11-26', '2026-11-26T12:00:00Z', '2026-11-27', '2026-11-30', 'Thursday at 14:00'],
    ['2026-11-27', '2026-11-27T13:00:00Z', '2026-11-30', '2026-12-01', 'Friday after 14:00'],
    ['2026-11-28', '2026-11-28T08:00:00Z', '2026-11-30', '2026-12-01', 'Saturday'],
    ['2026-12-15', '2026-12-15T09:00:00Z', '2026-12-15', '2026-12-17', 'before a public holiday'],
  ])('%s at %s: cut-off %s, trades %s (%s)', (today, now, cutOffDay, tradeDate) => {
    const window = dealingWindow(today, new Date(now));
    expect(window.cutOffAt).toEqual(cutOffInstant(cutOffDay));
    expect(window.tradeDate).toBe(tradeDate);
  });

  it('puts the cut-off at 14:00 in Johannesburg (12:00 UTC)', () => {
    expect(cutOffInstant('2026-11-26').toISOString()).toBe('2026-11-26T12:00:00.000Z');
  });
});

describe('the simulator', () => {
  const prices = new Map([['A|2026-11-27', 1_234_567]]);
  const hub = createInvestmentHubService({
    priceOn: async (code, date) => prices.get(`${code}|${date}`),
  });
  const instruction = {
    instructionId: 7,
    membershipNumber: '1',
    tradeDate: '2026-11-27',
    fromPortfolioCodes: ['A'],
    targets: [{ portfolioCode: 'A', allocationBp: 10_000 }],
  };

  it('accepts a valid instruction with the same reference every time', async () => {
    const first = await hub.send(instruction);
    expect(first).toMatchObject({ status: 'accepted' });
    expect(await hub.send(instruction)).toEqual(first);
    if (first.status === 'accepted') expect(first.reference).toMatch(/^HUB\d{10}$/);
  });

  it.each([
    [{ targets: [] }, 'no target portfolios'],
    [{ tradeDate: '2026-11-28' }, 'not a business day'],
    [{ targets: [{ portfolioCode: 'A', allocationBp: 9_000 }] }, 'adding up to 100 %'],
  ])('refuses %j: %s', async (change, words) => {
    const answer = await hub.send({ ...instruction, ...change });
    expect(answer.status).toBe('refused');
    if (answer.status === 'refused') expect(answer.reason).toContain(words);
  });

  it('waits before the trade date, executes at its prices, refuses without one', async () => {
    const request = { reference: 'HUB1', tradeDate: '2026-11-27', portfolioCodes: ['A'] };
    expect(await hub.execute({ ...request, asOf: '2026-11-26' })).toEqual({ status: 'waiting' });
    expect(await hub.execute({ ...request, asOf: '2026-11-27' })).toEqual({
      status: 'executed',
      prices: [{ portfolioCode: 'A', priceMicro: 1_234_567 }],
    });
    expect(
      await hub.execute({ ...request, portfolioCodes: ['A', 'B'], asOf: '2026-11-30' }),
    ).toEqual({
      status: 'refused',
      reason: 'The investment hub has no unit price for B on 2026-11-27.',
    });
  });
});

describe('the real hub client', () => {
  const provider = loopbackProviders();
  const instruction = {
    instructionId: 9,
    membershipNumber: '1',
    tradeDate: '2026-11-27',
    fromPortfolioCodes: ['A'],
    targets: [{ portfolioCode: 'B', allocationBp: 10_000 }],
  };

  it('posts the instruction and the execution, and reads the answers', async () => {
    const seen: { path: string | undefined; body: unknown }[] = [];
    const url = await provider((body, request, response) => {
      seen.push({ path: request.url, body });
      if (request.url === '/hub/instructions')
        reply(response, 200, { status: 'accepted', reference: 'REAL-1' });
      else
        reply(response, 200, {
          status: 'executed',
          prices: [{ portfolioCode: 'B', priceMicro: 2 }],
        });
    });
    const hub = createInvestmentHubService({ url: `${url}/hub/`, priceOn: async () => undefined });
    expect(await hub.send(instruction)).toEqual({ status: 'accepted', reference: 'REAL-1' });
    expect(
      await hub.execute({
        reference: 'REAL-1',
        tradeDate: '2026-11-27',
        portfolioCodes: ['B'],
        asOf: '2026-11-27',
      }),
    ).toEqual({ status: 'executed', prices: [{ portfolioCode: 'B', priceMicro: 2 }] });
    expect(seen.map((s) => s.path)).toEqual(['/hub/instructions', '/hub/executions']);
    expect(seen[0]?.body).toEqual(instruction);
  });

  it('answers a technical error for a hub that is down or answers what it should not', async () => {
    const down = createInvestmentHubService({
      url: await addressWithNothingListening(),
      priceOn: async () => undefined,
    });
    expect(await down.send(instruction)).toEqual({ status: 'technical-error' });
    const odd = createInvestmentHubService({
      url: await provider((_body, _request, response) => reply(response, 200, { status: 'maybe' })),
      priceOn: async () => undefined,
    });
    expect(await odd.send(instruction)).toEqual({ status: 'technical-error' });
  });
});
