import type { SwitchOptions, SwitchScope } from '@portal/contract/switches';
import { todayInJohannesburg } from '@portal/domain/dates';
import { fromCents, percentFromBasisPoints, valueCents } from '@portal/domain/money';
import {
  ASSET_CLASSES,
  ASSET_CLASS_NAMES,
  type AssetMix,
} from '@portal/domain/projection-assumptions';
import { regulation28Of, switchFeeCents } from '@portal/domain/switches';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { todayOf } from '../../lib/clock';
import { dealingWindow } from '../../partners/investment-hub/investment-hub-service';
import { findMembershipBySchemeNumber } from '../fund-details/fund-details.repository';
import { productClassOf } from '../projection/product-class';
import {
  contributionAllocationOf,
  heldUnitsOf,
  openClaimsOn,
  pendingInstructionOf,
  portfoliosWithFacts,
  switchTradeDatesOf,
  type RangePortfolio,
} from './switches.repository';

// An online switch (docs/decisions/041-online-switches.md), what the member may choose: the
// membership's context (its holdings, portfolios, fee and dealing window) and the options drawn from
// it. The preview is in switch-preview.ts, the instruction and its history in switches.service.ts.

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

export type Context = Awaited<ReturnType<typeof contextOf>>;

export async function contextOf(deps: SwitchDeps, memberId: number, schemeNumber: string) {
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

export const share = (bp: number) => percentFromBasisPoints(bp);

export function mixToWire(mix: AssetMix) {
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

export function valueLines(context: Context) {
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

export function allocationLines(
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

export const cents = (rand: number) => Math.round(rand * 100);
export const bpOf = (percent: number) => Math.round(percent * 100);
