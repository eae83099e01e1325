import { createHash } from 'node:crypto';
import { addDays } from '@portal/domain/dates';
import { z } from 'zod';
import { businessDayOnOrAfter, isBusinessDay } from '../../db/seed/business-days';
import { partnerEndpoint, postToPartner, type PartnerLog } from '../partner-http';

// The investment hub trades a member's switch between portfolios (DESIGN §1b): the portal sends
// it an instruction after the day's cut-off, and the hub executes it at the trade date's unit
// prices. The embedded default is a deterministic simulator; a configured address
// (INVESTMENT_HUB_URL) selects the real hub. docs/decisions/041-online-switches.md.
//
// The dealing rules both share (the portal shows them before a member confirms):
//   - The cut-off is 14:00 South African time (UTC+2, no daylight saving) on a business day
//     (weekdays that are not public holidays: db/seed/business-days.ts).
//   - An instruction received before a business day's cut-off is sent to the hub at that cut-off
//     and trades at the next business day's unit prices; one received at or after the cut-off, or
//     on a day that is not a business day, waits for the next business day's cut-off and trades at
//     the business day after that.
//
// The simulator's rules:
//   1. Sending: refused 'The instruction has no target portfolios.' when it names none;
//      refused when its trade date is not a business day; refused when a target's share is not
//      a whole percent of at least 1 % or the shares do not add up to 100 %. Otherwise accepted
//      with the reference 'HUB' and 10 digits hashed from the portal's instruction id, so that
//      sending the same instruction again (after a timeout) answers the same reference.
//   2. Executing: before the trade date the hub answers 'waiting' (the prices are not out yet);
//      from the trade date, every portfolio of the switch (held and targets) must have a unit
//      price dated exactly the trade date in the price feed (`priceOn`): the first without one
//      refuses the instruction with the reason 'The investment hub has no unit price for <code>
//      on <date>.'; otherwise the hub answers 'executed' with each portfolio's trade-date price.

export const HUB_CUT_OFF_HOUR = 14;
/** South African time is UTC+2 all year. */
const JOHANNESBURG_OFFSET_HOURS = 2;

export type HubInstruction = {
  /** The portal's id of the instruction: the hub deduplicates on it. */
  instructionId: number;
  membershipNumber: string;
  tradeDate: string;
  /** What the member holds now (sold on the trade date), by portfolio code. */
  fromPortfolioCodes: string[];
  targets: { portfolioCode: string; allocationBp: number }[];
};

export type HubSendAnswer =
  | { status: 'accepted'; reference: string }
  | { status: 'refused'; reason: string }
  | { status: 'technical-error' };

export type HubExecuteAnswer =
  | { status: 'executed'; prices: { portfolioCode: string; priceMicro: number }[] }
  | { status: 'waiting' }
  | { status: 'refused'; reason: string }
  | { status: 'technical-error' };

export type InvestmentHubService = {
  send(instruction: HubInstruction): Promise<HubSendAnswer>;
  /** Asks the hub to execute an accepted instruction on `asOf` (the portal's today). */
  execute(request: {
    reference: string;
    tradeDate: string;
    portfolioCodes: string[];
    asOf: string;
  }): Promise<HubExecuteAnswer>;
};

/** The hub's price feed for the simulator: a portfolio's price dated exactly `date`, if any. */
export type PriceFeed = (portfolioCode: string, date: string) => Promise<number | undefined>;

export type InvestmentHubConfig = {
  url?: string | undefined;
  timeoutMs?: number;
  log?: PartnerLog | undefined;
  priceOn: PriceFeed;
};

export function createInvestmentHubService(config: InvestmentHubConfig): InvestmentHubService {
  if (config.url) return createInvestmentHubHttpClient({ ...config, url: config.url });
  return createInvestmentHubSimulator(config);
}

/** The instant of a business day's cut-off, 14:00 in Johannesburg. */
export function cutOffInstant(businessDay: string): Date {
  const hour = String(HUB_CUT_OFF_HOUR - JOHANNESBURG_OFFSET_HOURS).padStart(2, '0');
  return new Date(`${businessDay}T${hour}:00:00.000Z`);
}

/**
 * The dealing window of an instruction received at `now` (a Johannesburg date and instant): the
 * cut-off it goes to the hub at and the business day it trades at.
 */
export function dealingWindow(today: string, now: Date): { cutOffAt: Date; tradeDate: string } {
  const isBeforeCutOff = isBusinessDay(today) && now.getTime() < cutOffInstant(today).getTime();
  const cutOffDay = isBeforeCutOff ? today : businessDayOnOrAfter(addDays(today, 1));
  return {
    cutOffAt: cutOffInstant(cutOffDay),
    tradeDate: businessDayOnOrAfter(addDays(cutOffDay, 1)),
  };
}

function referenceOf(instructionId: number): string {
  const digest = createHash('sha256').update(`switch:${instructionId}`).digest();
  return `HUB${String(digest.readUInt32BE(0) % 10_000_000_000).padStart(10, '0')}`;
}

export function createInvestmentHubSimulator(
  config: Pick<InvestmentHubConfig, 'priceOn'>,
): InvestmentHubService {
  return {
    async send(instruction) {
      if (instruction.targets.length === 0)
        return { status: 'refused', reason: 'The instruction has no target portfolios.' };
      if (!isBusinessDay(instruction.tradeDate))
        return {
          status: 'refused',
          reason: `The trade date ${instruction.tradeDate} is not a business day.`,
        };
      const total = instruction.targets.reduce((sum, t) => sum + t.allocationBp, 0);
      const isWholePercents = instruction.targets.every(
        (t) => t.allocationBp >= 100 && t.allocationBp % 100 === 0,
      );
      if (!isWholePercents || total !== 10_000)
        return {
          status: 'refused',
          reason: 'The target shares must be whole percents of at least 1 % adding up to 100 %.',
        };
      return { status: 'accepted', reference: referenceOf(instruction.instructionId) };
    },
    async execute(request) {
      if (request.asOf < request.tradeDate) return { status: 'waiting' };
      const prices: { portfolioCode: string; priceMicro: number }[] = [];
      for (const portfolioCode of request.portfolioCodes) {
        const priceMicro = await config.priceOn(portfolioCode, request.tradeDate);
        if (priceMicro === undefined)
          return {
            status: 'refused',
            reason: `The investment hub has no unit price for ${portfolioCode} on ${request.tradeDate}.`,
          };
        prices.push({ portfolioCode, priceMicro });
      }
      return { status: 'executed', prices };
    },
  };
}

const SendAnswerSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('accepted'), reference: z.string().min(1).max(64) }),
  z.object({ status: z.literal('refused'), reason: z.string().min(1).max(500) }),
]);

const ExecuteAnswerSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('executed'),
    prices: z.array(
      z.object({ portfolioCode: z.string(), priceMicro: z.number().int().positive() }),
    ),
  }),
  z.object({ status: z.literal('waiting') }),
  z.object({ status: z.literal('refused'), reason: z.string().min(1).max(500) }),
]);

/** The real hub: POST {url}/instructions and {url}/executions with JSON. */
function createInvestmentHubHttpClient(
  config: InvestmentHubConfig & { url: string },
): InvestmentHubService {
  const timeoutMs = config.timeoutMs ?? 10_000;
  return {
    async send(instruction) {
      const answer = await postToPartner({
        partner: 'investment hub',
        endpoint: partnerEndpoint(config.url, 'instructions'),
        body: instruction,
        schema: SendAnswerSchema,
        timeoutMs,
        log: config.log,
      });
      return answer.ok ? answer.value : { status: 'technical-error' };
    },
    async execute(request) {
      const answer = await postToPartner({
        partner: 'investment hub',
        endpoint: partnerEndpoint(config.url, 'executions'),
        body: request,
        schema: ExecuteAnswerSchema,
        timeoutMs,
        log: config.log,
      });
      return answer.ok ? answer.value : { status: 'technical-error' };
    },
  };
}
