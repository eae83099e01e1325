import { createInvestmentHubService } from '../../partners/investment-hub/investment-hub-service';
import type { TestServer } from '../../testing/server';
import { memberIdOfUsername } from '../../testing/members';
import { createSwitchProcessing } from './switch-processing';
import { insertInstruction, instructionsOfMember } from './switches.repository';
import { switchableDefaultOf, unitPriceDatedOn } from './switch-processing.repository';

/**
 * A done switch of the member's first fund with a product range, for tests that need one (the
 * tagged-document checks): an instruction into the product's default portfolio, dated so that
 * it trades at the latest unit prices the demo holds, sent to the simulated hub and traded.
 * Answers the instruction's id.
 */
export async function completeTestSwitch(server: TestServer, username: string): Promise<number> {
  const { db } = server;
  const memberId = await memberIdOfUsername(db, username);
  const fund = await switchableDefaultOf(db, memberId);
  if (!fund) throw new Error(`${username} has no fund with a default portfolio to switch`);
  const instruction = await insertInstruction(db, {
    memberId,
    membershipId: fund.membershipId,
    scope: 'value',
    targets: [{ portfolioId: fund.portfolioId, allocationBp: 10_000 }],
    // The cut-off of the day before the trade date (14:00 in Johannesburg).
    cutOffAt: new Date(Date.parse(`${fund.tradeDate}T12:00:00Z`) - 86_400_000),
    tradeDate: fund.tradeDate,
  });
  const processing = createSwitchProcessing({
    db,
    config: server.config,
    partners: {
      investmentHub: createInvestmentHubService({
        priceOn: (code, date) => unitPriceDatedOn(db, code, date),
      }),
    },
    renderer: server.app.pdfRenderer.background,
    log: server.app.log,
    clock: () => ({ today: fund.tradeDate, now: new Date(`${fund.tradeDate}T15:00:00+02:00`) }),
  });
  await processing.runOnce();
  await processing.close();
  const [done] = await instructionsOfMember(db, memberId, [instruction.id]);
  if (done?.status !== 'done')
    throw new Error(
      `the switch ${instruction.id} was not traded: ${done?.status} ${done?.refusedReason ?? ''} (trade date ${fund.tradeDate}, hub reference ${done?.hubReference})`,
    );
  return instruction.id;
}
