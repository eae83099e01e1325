import type { SwitchInstruction, SwitchRequest, SwitchScope } from '@portal/contract/switches';
import { formatDisplayDate } from '@portal/domain/dates';
import { formatRand, fromCents, percentFromBasisPoints } from '@portal/domain/money';
import { combinedMix, regulation28Of, switchFeeCents } from '@portal/domain/switches';
import type { ConfirmationDetails } from '../../auth/step-up-confirmation';
import { inTransaction, type Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { insertProfileAudit } from '../profile/profile.repository';
import {
  insertInstruction,
  instructionsOfMember,
  lockMemberInstruction,
  openClaimsOn,
  pendingInstructionOf,
  portfolioNamesOf,
  setCancelled,
  switchTradeDatesOf,
  tradesOf,
  type InstructionListRow,
} from './switches.repository';
import { lockMembershipRow } from './switch-processing.repository';
import {
  SCOPE_WORDS,
  SWITCH_MESSAGES,
  contextOf,
  portalNow,
  share,
  type Context,
  type SwitchDeps,
} from './switch-options';
import { targetsOf } from './switch-preview';

// An online switch (docs/decisions/041-online-switches.md): the instruction confirmed at a step-up
// bound to its portfolios and percentages, its cancellation before the cut-off, and the history.
// What the member may choose is in switch-options.ts, the switch's effect in switch-preview.ts.

const STATUS_NAMES = {
  pending: 'Waiting to be traded',
  cancelled: 'Cancelled',
  done: 'Done',
  refused: 'Refused',
} as const;

/** What the member confirms at the step-up: the fund, what moves, the portfolios and shares. */
export function switchToConfirm(
  context: Pick<Context, 'product' | 'window' | 'fee'>,
  scope: SwitchScope,
  targets: readonly { portfolioCode: string; portfolioName: string; allocationBp: number }[],
): ConfirmationDetails {
  return {
    purpose: 'investment-switch',
    summary: [
      ['You are asking for', 'A switch of your investments'],
      ['Fund', context.product.fullProductName],
      ['What moves', SCOPE_WORDS[scope]],
      ...targets.map((t): [string, string] => [
        `Into ${t.portfolioName}`,
        `${percentFromBasisPoints(t.allocationBp)} %`,
      ]),
      ['Switch fee', formatRand(context.fee.feeCents)],
      ['Traded at the unit prices of', formatDisplayDate(context.window.tradeDate)],
    ],
    bound: {
      schemeNumber: context.product.schemeNumber,
      scope,
      targets: targets.map((t) => `${t.portfolioCode}:${t.allocationBp}`).join(','),
      feeCents: context.fee.feeCents,
      tradeDate: context.window.tradeDate,
    },
  };
}

/** The unique index of one pending instruction per membership (a race past the row lock). */
function isOnePendingViolation(error: unknown): boolean {
  const text =
    String((error as { message?: unknown })?.message ?? '') +
    String((error as { cause?: { message?: unknown } })?.cause?.message ?? '');
  return text.includes('switch_instructions_one_pending_key');
}

/** The audit rows' sources (profile_audit.source). */
export const SWITCH_AUDIT_SOURCES = {
  create: 'SwitchInstruction',
  cancel: 'CancelSwitchInstruction',
} as const;

export async function createInstruction(
  deps: SwitchDeps,
  member: { memberId: number; afGroupId: string },
  request: SwitchRequest,
  confirm: (tx: Db, details: ConfirmationDetails) => Promise<void>,
): Promise<SwitchInstruction> {
  const { memberId } = member;
  const first = await contextOf(deps, memberId, request.schemeNumber);
  const targets = targetsOf(first, request);
  try {
    const id = await inTransaction(deps.db, async (tx) => {
      // One instruction at a time per membership: the row lock orders simultaneous requests, and
      // the second finds the first's instruction pending.
      await lockMembershipRow(tx, first.membership.id);
      const pending = await pendingInstructionOf(tx, first.membership.id);
      if (pending) throw new AppError('CONFLICT', SWITCH_MESSAGES.pending(pending.id));
      if ((await openClaimsOn(tx, first.membership.id)) > 0)
        throw new AppError('CONFLICT', SWITCH_MESSAGES.openClaim);
      const tradeDates = await switchTradeDatesOf(tx, first.membership.id);
      const fee = switchFeeCents(first.window.tradeDate, tradeDates, deps.config.switches.feeCents);
      const targetMix = combinedMix(
        targets.map((t) => ({
          weight: t.allocationBp,
          mix: first.byId.get(t.portfolioId)?.mix ?? {},
        })),
      );
      if (first.isRetirementFund && !regulation28Of(targetMix).isCompliant)
        throw new AppError('BAD_REQUEST', SWITCH_MESSAGES.regulation28, {
          targets: [SWITCH_MESSAGES.regulation28],
        });
      await confirm(
        tx,
        switchToConfirm(
          { product: first.product, window: first.window, fee },
          request.scope,
          targets.map((t) => ({
            ...t,
            portfolioName: first.byId.get(t.portfolioId)?.name ?? t.portfolioCode,
          })),
        ),
      );
      const row = await insertInstruction(tx, {
        memberId,
        membershipId: first.membership.id,
        scope: request.scope,
        targets: targets.map((t) => ({ portfolioId: t.portfolioId, allocationBp: t.allocationBp })),
        cutOffAt: first.window.cutOffAt,
        tradeDate: first.window.tradeDate,
        feeCents: fee.feeCents,
      });
      // The member's change, audited in its own transaction.
      await insertProfileAudit(tx, {
        memberId,
        actor: member.afGroupId,
        source: SWITCH_AUDIT_SOURCES.create,
        fields: ['scope', 'targets'],
        before: {},
        after: {
          instruction: String(row.id),
          schemeNumber: first.product.schemeNumber,
          scope: request.scope,
          targets: targets.map((t) => `${t.portfolioCode} ${t.allocationBp / 100} %`).join(', '),
          fee: formatRand(fee.feeCents),
          tradeDate: first.window.tradeDate,
        },
        at: new Date(),
      });
      return row.id;
    });
    const [instruction] = await instructionHistory(deps, memberId, [id]);
    if (!instruction) throw notFound();
    return instruction;
  } catch (error) {
    if (isOnePendingViolation(error)) {
      const pending = await pendingInstructionOf(deps.db, first.membership.id);
      throw new AppError('CONFLICT', SWITCH_MESSAGES.pending(pending?.id ?? 0));
    }
    throw error;
  }
}

export async function cancelInstruction(
  deps: SwitchDeps,
  member: { memberId: number; afGroupId: string },
  id: number,
): Promise<SwitchInstruction> {
  const { memberId } = member;
  const now = portalNow(deps.config);
  await inTransaction(deps.db, async (tx) => {
    const row = await lockMemberInstruction(tx, memberId, id);
    if (!row) throw notFound();
    if (row.status !== 'pending') throw new AppError('CONFLICT', SWITCH_MESSAGES.notPending);
    if (row.hubReference !== null || now.getTime() >= row.cutOffAt.getTime())
      throw new AppError('CONFLICT', SWITCH_MESSAGES.notCancellable);
    const at = new Date();
    await setCancelled(tx, id, at);
    await insertProfileAudit(tx, {
      memberId,
      actor: member.afGroupId,
      source: SWITCH_AUDIT_SOURCES.cancel,
      fields: ['status'],
      before: { instruction: String(id), status: 'pending' },
      after: { instruction: String(id), status: 'cancelled' },
      at,
    });
  });
  const [instruction] = await instructionHistory(deps, memberId, [id]);
  if (!instruction) throw notFound();
  return instruction;
}

/** The member's instructions, newest first, with the rows each done one traded. */
export async function instructionHistory(
  deps: SwitchDeps,
  memberId: number,
  ids?: readonly number[],
): Promise<SwitchInstruction[]> {
  const rows = await instructionsOfMember(deps.db, memberId, ids);
  const trades = await tradesOf(
    deps.db,
    rows.filter((r) => r.status === 'done').map((r) => r.id),
  );
  const portfolioIds = [
    ...new Set([
      ...rows.flatMap((r) => r.targets.map((t) => t.portfolioId)),
      ...trades.map((t) => t.portfolioId),
    ]),
  ];
  const names = await portfolioNamesOf(deps.db, portfolioIds);
  const now = portalNow(deps.config);
  const nameOf = (id: number) => names.get(id) ?? { code: String(id), name: String(id) };
  return rows.map((row: InstructionListRow) => ({
    id: row.id,
    schemeNumber: row.schemeNumber,
    fundName: row.fundName,
    scope: row.scope,
    targets: row.targets.map((t) => ({
      portfolioCode: nameOf(t.portfolioId).code,
      portfolioName: nameOf(t.portfolioId).name,
      allocation: share(t.allocationBp),
    })),
    status: row.status,
    statusName: STATUS_NAMES[row.status],
    refusedReason: row.refusedReason,
    requestedAt: row.requestedAt.toISOString(),
    cutOffAt: row.cutOffAt.toISOString(),
    tradeDate: row.tradeDate,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    hubReference: row.hubReference,
    fee: fromCents(row.feeCents),
    canCancel:
      row.status === 'pending' &&
      row.hubReference === null &&
      now.getTime() < row.cutOffAt.getTime(),
    trades: trades
      .filter((t) => t.instructionId === row.id)
      .map((t) => ({
        date: t.txDate,
        type: t.type,
        portfolioCode: nameOf(t.portfolioId).code,
        portfolioName: nameOf(t.portfolioId).name,
        bucket: t.pot === 'vested' ? (t.vestedStatus ?? 'available') : t.pot,
        units: t.units / 10_000,
        price: t.unitPriceMicro / 1_000_000,
        amount: fromCents(t.amountCents),
      })),
  }));
}
