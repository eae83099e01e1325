import type { SwitchPreview, SwitchRequest, SwitchSide } from '@portal/contract/switches';
import { fromCents } from '@portal/domain/money';
import {
  memberReturn,
  monthsToRetirement,
  projectRetirement,
  withWhatIf,
  type Holding,
} from '@portal/domain/projection';
import {
  combinedMix,
  regulation28Of,
  riskProfileOf,
  switchTargetProblems,
} from '@portal/domain/switches';
import { AppError } from '../../lib/app-error';
import { eacTable, type EacFigures, type EacInputs } from '@portal/domain/eac';
import { fundCostsOf } from '../costs/costs.service';
import { projectionInputsFor } from '../projection/projection.service';
import {
  SWITCH_MESSAGES,
  allocationLines,
  bpOf,
  cents,
  contextOf,
  mixToWire,
  share,
  type Context,
  type SwitchDeps,
  valueLines,
} from './switch-options';

// A switch's effect before the member confirms it: the holdings and values before and after, the
// asset mix against Regulation 28, and the Effective Annual Cost now and after.

/** The request's targets as portfolio ids and basis points, or 400 with the problems. */
export function targetsOf(context: Context, request: SwitchRequest) {
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
