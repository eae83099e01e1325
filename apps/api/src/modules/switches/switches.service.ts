import type {
  SwitchInstruction,
  SwitchOptions,
  SwitchPreview,
  SwitchRequest,
  SwitchScope,
  SwitchSide,
} from '@portal/contract/switches';
import { formatDisplayDate, todayInJohannesburg } from '@portal/domain/dates';
import { formatRand, fromCents, percentFromBasisPoints, valueCents } from '@portal/domain/money';
import {
  memberReturn,
  monthsToRetirement,
  projectRetirement,
  withWhatIf,
  type Holding,
} from '@portal/domain/projection';
import {
  ASSET_CLASSES,
  ASSET_CLASS_NAMES,
  type AssetMix,
} from '@portal/domain/projection-assumptions';
import {
  combinedMix,
  regulation28Of,
  riskProfileOf,
  switchFeeCents,
  switchTargetProblems,
} from '@portal/domain/switches';
import type { ConfirmationDetails } from '../../auth/step-up-confirmation';
import type { AppConfig } from '../../config';
import { inTransaction, type Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { todayOf } from '../../lib/clock';
import { dealingWindow } from '../../partners/investment-hub/investment-hub-service';
import { eacTable, type EacFigures, type EacInputs } from '@portal/domain/eac';
import { fundCostsOf } from '../costs/costs.service';
import { findMembershipBySchemeNumber } from '../fund-details/fund-details.repository';
import { insertProfileAudit } from '../profile/profile.repository';
import { productClassOf, projectionInputsFor } from '../projection/projection.service';
import {
  contributionAllocationOf,
  heldUnitsOf,
  insertInstruction,
  instructionsOfMember,
  lockMemberInstruction,
  lockMembershipRow,
  openClaimsOn,
  pendingInstructionOf,
  portfolioNamesOf,
  portfoliosWithFacts,
  setCancelled,
  switchTradeDatesOf,
  tradesOf,
  type InstructionListRow,
  type RangePortfolio,
} from './switches.repository';

// An online switch (docs/decisions/041-online-switches.md): what the member may choose and holds
// now, the switch's effect before confirming, the instruction confirmed at a step-up bound to its
// portfolios and percentages, its cancellation before the cut-off, and the history.

export type SwitchDeps = { db: Db; config: AppConfig };

export const SWITCH_MESSAGES = {
  pending: (id: number) =>
    `You already have a switch instruction waiting to be traded (number ${id}). You can cancel it before its cut-off, or wait until it is done, before asking for another.`,
  openClaim:
    'A claim on this fund is being processed, so its investments cannot be switched until the claim is finished.',
  noRange: 'The rules of this fund do not let you choose its portfolios online.',
  regulation28:
    'This mix does not keep the limits of Regulation 28 for retirement funds. Choose a mix with less in shares, property or offshore.',
  notCancellable: 'This switch can no longer be cancelled: it has been sent to the investment hub.',
  notPending: 'This switch is no longer waiting, so it cannot be cancelled.',
} as const;

export const SCOPE_WORDS: Record<SwitchScope, string> = {
  value: 'Your savings in the fund',
  contributions: 'Your future contributions',
  both: 'Your savings in the fund and your future contributions',
};

const STATUS_NAMES = {
  pending: 'Waiting to be traded',
  cancelled: 'Cancelled',
  done: 'Done',
  refused: 'Refused',
} as const;

/**
 * The portal's instant: the real instant, or with PORTAL_TODAY set, the same time of day in
 * Johannesburg on the portal's today (DESIGN §1a "One clock": the cut-off is a time of day).
 */
export function portalNow(config: Pick<AppConfig, 'today'>, real: Date = new Date()): Date {
  const today = todayOf(config);
  const realDay = todayInJohannesburg(real);
  if (today === realDay) return real;
  const days = Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${realDay}T00:00:00Z`)) / 86_400_000,
  );
  return new Date(real.getTime() + days * 86_400_000);
}

type Context = Awaited<ReturnType<typeof contextOf>>;

async function contextOf(deps: SwitchDeps, memberId: number, schemeNumber: string) {
  const { db, config } = deps;
  const held = await findMembershipBySchemeNumber(db, memberId, schemeNumber);
  if (!held) throw notFound();
  const { membership, product } = held;
  const today = todayOf(config);
  const now = portalNow(config);
  const [units, contributions, pending, openClaims, tradeDates] = await Promise.all([
    heldUnitsOf(db, membership.id, today),
    contributionAllocationOf(db, membership.id),
    pendingInstructionOf(db, membership.id),
    openClaimsOn(db, membership.id),
    switchTradeDatesOf(db, membership.id),
  ]);
  const portfolioIds = [
    ...new Set([...units.map((u) => u.portfolioId), ...contributions.map((c) => c.portfolioId)]),
  ];
  const { range, byId } = await portfoliosWithFacts(db, product.id, portfolioIds);
  const productClass = productClassOf(product);
  const window = dealingWindow(today, now);
  const fee = switchFeeCents(window.tradeDate, tradeDates, config.switches.feeCents);
  // A portfolio's value is all its units × the price, rounded once (DESIGN §1a), as fund details
  // and the dashboard read it: summing each pot's rounded value could differ by a cent.
  const heldByPortfolio = new Map<number, { units: number; priceMicro: number }>();
  for (const u of units)
    if (u.priceMicro !== null) {
      const held = heldByPortfolio.get(u.portfolioId);
      heldByPortfolio.set(u.portfolioId, {
        units: (held?.units ?? 0) + u.units,
        priceMicro: u.priceMicro,
      });
    }
  const valueByPortfolio = new Map<number, number>(
    [...heldByPortfolio].map(([id, held]) => [id, valueCents(held.units, held.priceMicro)]),
  );
  const reasons: string[] = [];
  if (pending) reasons.push(SWITCH_MESSAGES.pending(pending.id));
  if (openClaims > 0) reasons.push(SWITCH_MESSAGES.openClaim);
  if (range.length === 0) reasons.push(SWITCH_MESSAGES.noRange);
  return {
    membership,
    product,
    today,
    now,
    units,
    contributions,
    pending,
    range,
    byId,
    valueByPortfolio,
    valueDate: units.reduce<string | null>(
      (latest, u) =>
        u.priceDate !== null && (latest === null || u.priceDate > latest) ? u.priceDate : latest,
      null,
    ),
    // Regulation 28 binds pension, provident, preservation funds and retirement annuities.
    isRetirementFund: ['employer', 'retirementAnnuity', 'preservation'].includes(productClass),
    window,
    fee,
    reasons,
  };
}

const share = (bp: number) => percentFromBasisPoints(bp);

function mixToWire(mix: AssetMix) {
  return ASSET_CLASSES.filter((c) => (mix[c] ?? 0) > 0).map((assetClass) => ({
    assetClass,
    name: ASSET_CLASS_NAMES[assetClass],
    share: share(mix[assetClass] ?? 0),
  }));
}

function regulation28Status(portfolio: RangePortfolio) {
  if (portfolio.regulation28Compliant === true) return 'compliant' as const;
  if (portfolio.regulation28Compliant === false) return 'notCompliant' as const;
  return 'notStated' as const;
}

function valueLines(context: Context) {
  const total = [...context.valueByPortfolio.values()].reduce((s, v) => s + v, 0);
  return [...context.valueByPortfolio.entries()]
    .filter(([, cents]) => cents > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([portfolioId, cents]) => {
      const portfolio = context.byId.get(portfolioId);
      return {
        portfolioId,
        weight: cents,
        line: {
          portfolioCode: portfolio?.code ?? String(portfolioId),
          portfolioName: portfolio?.name ?? String(portfolioId),
          share: total > 0 ? Math.round((cents * 10_000) / total) / 100 : 0,
          value: fromCents(cents),
        },
      };
    });
}

function allocationLines(
  context: Context,
  allocation: readonly { portfolioId: number; allocationBp: number }[],
) {
  return allocation.map((a) => {
    const portfolio = context.byId.get(a.portfolioId);
    return {
      portfolioId: a.portfolioId,
      weight: a.allocationBp,
      line: {
        portfolioCode: portfolio?.code ?? String(a.portfolioId),
        portfolioName: portfolio?.name ?? String(a.portfolioId),
        share: share(a.allocationBp),
        value: null,
      },
    };
  });
}

export async function switchOptions(
  deps: SwitchDeps,
  memberId: number,
  schemeNumber: string,
): Promise<SwitchOptions> {
  const context = await contextOf(deps, memberId, schemeNumber);
  const value = valueLines(context);
  return {
    success: true,
    schemeNumber: context.product.schemeNumber,
    fundName: context.product.fullProductName,
    isRetirementFund: context.isRetirementFund,
    range: context.range.map((p) => ({
      portfolioCode: p.code,
      portfolioName: p.name,
      totalExpenseRatio: p.terBp === null ? null : share(p.terBp),
      isDefault: p.isDefault,
      regulation28: regulation28Status(p),
      mixKeepsRegulation28: regulation28Of(p.mix).isCompliant,
      mix: mixToWire(p.mix),
    })),
    current: {
      valueDate: context.valueDate,
      totalValue: fromCents(value.reduce((s, v) => s + v.weight, 0)),
      value: value.map((v) => v.line),
      contributions: allocationLines(context, context.contributions).map((c) => c.line),
    },
    canSwitch: context.reasons.length === 0,
    reasons: context.reasons,
    pendingInstructionId: context.pending?.id ?? null,
    fee: fromCents(context.fee.feeCents),
    feeReason: context.fee.reason,
    nextCutOffAt: context.window.cutOffAt.toISOString(),
    tradeDate: context.window.tradeDate,
  };
}

/** The request's targets as portfolio ids and basis points, or 400 with the problems. */
function targetsOf(context: Context, request: SwitchRequest) {
  const targets = request.targets.map((t) => ({
    portfolioCode: t.portfolioCode,
    allocationBp: t.allocation * 100,
  }));
  const problems = switchTargetProblems(targets, new Set(context.range.map((p) => p.code)));
  const messages = Object.values(problems).flat();
  if (messages.length > 0) throw new AppError('BAD_REQUEST', messages.join(' '), problems);
  const byCode = new Map(context.range.map((p) => [p.code, p]));
  return targets.map((t) => {
    const portfolio = byCode.get(t.portfolioCode);
    if (!portfolio) throw new AppError('BAD_REQUEST', 'Choose portfolios of this fund.');
    return {
      portfolioId: portfolio.portfolioId,
      portfolioCode: portfolio.code,
      allocationBp: t.allocationBp,
    };
  });
}

function holdingsOf(
  context: Context,
  weighted: readonly { portfolioId: number; weight: number }[],
): Holding[] {
  return weighted.map((w) => {
    const portfolio = context.byId.get(w.portfolioId);
    return {
      weight: w.weight,
      mix: portfolio?.mix ?? {},
      terBp: portfolio?.terBp ?? 0,
      tcBp: portfolio?.tcBp ?? 0,
    };
  });
}

function sideOf(
  context: Context,
  value: ReturnType<typeof valueLines> | ReturnType<typeof allocationLines>,
  contributions: ReturnType<typeof allocationLines>,
  projection: SwitchSide['projection'],
): SwitchSide {
  const basis = value.length > 0 ? value : contributions;
  const mix = combinedMix(holdingsOf(context, basis));
  const reg28 = regulation28Of(mix);
  const risk = riskProfileOf(mix);
  return {
    value: value.map((v) => v.line),
    contributions: contributions.map((c) => c.line),
    assetClasses: mixToWire(mix),
    riskProfile: { level: risk.level, name: risk.name, equity: share(risk.equityBp) },
    regulation28: {
      applies: context.isRetirementFund,
      isCompliant: reg28.isCompliant,
      checks: reg28.checks.map((c) => ({
        limit: c.limit,
        name: c.name,
        share: share(c.shareBp),
        maximum: share(c.maximumBp),
        isWithin: c.isWithin,
      })),
    },
    projection,
  };
}

export async function previewSwitch(
  deps: SwitchDeps,
  memberId: number,
  request: SwitchRequest,
): Promise<SwitchPreview> {
  const context = await contextOf(deps, memberId, request.schemeNumber);
  const targets = targetsOf(context, request);
  const movesValue = request.scope !== 'contributions';
  const movesContributions = request.scope !== 'value';
  const valueNow = valueLines(context);
  const contributionsNow = allocationLines(context, context.contributions);
  const targetLines = allocationLines(context, targets);
  const valueTotal = valueNow.reduce((s, v) => s + v.weight, 0);
  const valueAfter = movesValue
    ? valueTotal > 0
      ? targetLines.map((t) => ({
          ...t,
          weight: Math.round((valueTotal * t.weight) / 10_000),
          line: { ...t.line, value: fromCents(Math.round((valueTotal * t.weight) / 10_000)) },
        }))
      : []
    : valueNow;
  const contributionsAfter = movesContributions ? targetLines : contributionsNow;

  // The one projection (docs/decisions/039-one-projection.md): "now" is the projection page's own
  // figure; "after" moves its expected return by the change in the return of the member's money
  // weighted by where it will be: the value as it is held, and the contributions still to come
  // (this month's contribution × the months to retirement) by their allocation.
  const projected = await projectionInputsFor(deps.db, memberId, request.schemeNumber, undefined, {
    today: context.today,
  });
  let projectionNow: SwitchSide['projection'] = null;
  let projectionAfter: SwitchSide['projection'] = null;
  let projectionNote: string | null = null;
  if (projected.projected) {
    const { inputs, wire } = projected;
    const chargesBp = Math.round(wire.fundCharges * 100);
    const futureCents = inputs.monthlyContributionCents * monthsToRetirement(inputs);
    const blend = (
      value: readonly { portfolioId: number; weight: number }[],
      contributions: readonly { portfolioId: number; weight: number }[],
    ) => {
      const contributionSum = contributions.reduce((s, c) => s + c.weight, 0);
      const weighted = [
        ...value,
        ...contributions.map((c) => ({
          portfolioId: c.portfolioId,
          weight: contributionSum > 0 ? (c.weight / contributionSum) * futureCents : 0,
        })),
      ];
      return memberReturn(holdingsOf(context, weighted), chargesBp).netRealReturnBp;
    };
    const change = blend(valueAfter, contributionsAfter) - blend(valueNow, contributionsNow);
    const figures = (expectedRealReturnBp: number) => {
      const projection = projectRetirement(withWhatIf(inputs, { expectedRealReturnBp }));
      const [lower, expected, higher] = projection.scenarios;
      const income = (cents: number | null) => (cents === null ? null : fromCents(cents));
      return {
        expectedReturn: share(expectedRealReturnBp),
        expectedMonthlyIncome: income(expected.monthlyIncomeCents),
        lowerMonthlyIncome: income(lower.monthlyIncomeCents),
        higherMonthlyIncome: income(higher.monthlyIncomeCents),
        valueAtRetirement: fromCents(expected.valueAtRetirementCents),
      };
    };
    projectionNow = figures(inputs.expectedRealReturnBp);
    projectionAfter = figures(inputs.expectedRealReturnBp + change);
  } else {
    projectionNote = projected.reason;
  }

  const effectiveAnnualCost = await eacNowAndAfter(
    deps,
    memberId,
    context,
    movesValue || valueNow.length === 0 ? targetLines : valueNow,
  );

  const reasons = [...context.reasons];
  const targetMix = combinedMix(holdingsOf(context, targetLines));
  if (context.isRetirementFund && !regulation28Of(targetMix).isCompliant)
    reasons.push(SWITCH_MESSAGES.regulation28);
  return {
    success: true,
    scope: request.scope,
    now: sideOf(context, valueNow, contributionsNow, projectionNow),
    after: sideOf(context, valueAfter, contributionsAfter, projectionAfter),
    effectiveAnnualCost,
    projectionNote,
    fee: fromCents(context.fee.feeCents),
    feeReason: context.fee.reason,
    nextCutOffAt: context.window.cutOffAt.toISOString(),
    tradeDate: context.window.tradeDate,
    canConfirm: reasons.length === 0,
    reasons,
  };
}

const cents = (rand: number) => Math.round(rand * 100);
const bpOf = (percent: number) => Math.round(percent * 100);

function eacFiguresToWire(figures: EacFigures) {
  return {
    investmentManagement: share(figures.investmentManagement),
    advice: share(figures.advice),
    administration: share(figures.administration),
    other: share(figures.other),
    total: share(figures.totalBp),
  };
}

/**
 * The Effective Annual Cost now (the Costs section's own table, GET /api/Fund/Costs) and after:
 * the same inputs with the holdings the value will be in (the targets when the value moves, or
 * when nothing is held yet and the contributions decide; otherwise the value as held), each with
 * its TER and transaction costs.
 */
async function eacNowAndAfter(
  deps: SwitchDeps,
  memberId: number,
  context: Context,
  after: readonly { portfolioId: number; weight: number }[],
): Promise<SwitchPreview['effectiveAnnualCost']> {
  const now = await fundCostsOf(deps.db, memberId, context.product.schemeNumber, context.today);
  if (!now) return null;
  const inputs: EacInputs = {
    valueCents: cents(now.inputs.value),
    monthlyContributionCents: cents(now.inputs.monthlyContribution),
    holdings: after.map((h) => ({
      weight: h.weight,
      terBp: context.byId.get(h.portfolioId)?.terBp ?? 0,
      tcBp: context.byId.get(h.portfolioId)?.tcBp ?? 0,
    })),
    adminFeeCents: cents(now.inputs.monthlyAdminFee),
    adminFeeCapBp: now.inputs.adminFeeCap === null ? null : bpOf(now.inputs.adminFeeCap),
    assetFeeBp: bpOf(now.inputs.assetBasedFee),
    adviceFeeBp: bpOf(now.inputs.adviceFee),
    terminationChargeCents: 0,
  };
  const rows = eacTable(
    inputs,
    now.terms.map((term) => ({ label: term.label, months: term.months, toAge55: term.toAge55 })),
  );
  return {
    terms: now.terms.map((term, index) => ({
      label: term.label,
      months: term.months,
      now: term.figures,
      after: rows[index] ? eacFiguresToWire(rows[index].figures) : term.figures,
    })),
  };
}

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
