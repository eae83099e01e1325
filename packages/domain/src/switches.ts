import { ASSET_CLASSES, type AssetClass, type AssetMix } from './projection-assumptions';

// The rules of an online switch between portfolios (docs/decisions/041-online-switches.md): the
// targets a member may choose, the combined asset mix, Regulation 28's limits on it, the risk
// profile read from it, and the demo fund rule on how often a switch is free.

const FULL_SHARE = 10_000;

/** Regulation 28 of the Pension Funds Act: the limits a retirement fund's combined mix keeps. */
export const REGULATION_28_LIMITS = [
  {
    limit: 'equity',
    name: 'Shares (South African and global)',
    classes: ['saEquity', 'globalEquity'],
    maximumBp: 7_500,
  },
  { limit: 'property', name: 'Listed property', classes: ['property'], maximumBp: 2_500 },
  {
    limit: 'offshore',
    name: 'Offshore (global shares and bonds)',
    classes: ['globalEquity', 'globalBonds'],
    maximumBp: 4_500,
  },
] as const satisfies readonly {
  limit: string;
  name: string;
  classes: readonly AssetClass[];
  maximumBp: number;
}[];

export type Regulation28Limit = (typeof REGULATION_28_LIMITS)[number]['limit'];

export type Regulation28Check = {
  limit: Regulation28Limit;
  name: string;
  shareBp: number;
  maximumBp: number;
  isWithin: boolean;
};

/** The mix's share in each of Regulation 28's limits, and whether all are kept. */
export function regulation28Of(mix: AssetMix): {
  isCompliant: boolean;
  checks: Regulation28Check[];
} {
  const checks = REGULATION_28_LIMITS.map((rule) => {
    const shareBp = rule.classes.reduce((sum, c: AssetClass) => sum + (mix[c] ?? 0), 0);
    return {
      limit: rule.limit,
      name: rule.name,
      shareBp,
      maximumBp: rule.maximumBp,
      isWithin: shareBp <= rule.maximumBp,
    };
  });
  return { isCompliant: checks.every((c) => c.isWithin), checks };
}

/**
 * The combined mix of weighted portfolios (weights in any unit: cents or basis points), in basis
 * points of the whole, each class rounded half up and the largest class taking the rounding so
 * that the shares add up to 10 000. Empty weights give an empty mix.
 */
export function combinedMix(holdings: readonly { weight: number; mix: AssetMix }[]): AssetMix {
  const total = holdings.reduce((sum, h) => sum + Math.max(0, h.weight), 0);
  if (total <= 0) return {};
  const raw = ASSET_CLASSES.map((assetClass) => ({
    assetClass,
    share:
      holdings.reduce((sum, h) => sum + Math.max(0, h.weight) * (h.mix[assetClass] ?? 0), 0) /
      total,
  }));
  const rounded = raw.map((r) => ({ assetClass: r.assetClass, shareBp: Math.round(r.share) }));
  const sum = rounded.reduce((s, r) => s + r.shareBp, 0);
  const mixTotal = Math.round(raw.reduce((s, r) => s + r.share, 0));
  const largest = rounded.reduce((a, b) => (b.shareBp > a.shareBp ? b : a), rounded[0]!);
  largest.shareBp += mixTotal - sum;
  const mix: AssetMix = {};
  for (const r of rounded) if (r.shareBp > 0) mix[r.assetClass] = r.shareBp;
  return mix;
}

/**
 * The risk profile of a mix, read from its share in shares (South African and global equity), the
 * asset class whose value moves most: below 25 % conservative, below 45 % moderately
 * conservative, below 60 % moderate, below 75 % moderately aggressive, else aggressive (the
 * ASISA categories' equity bands: low, medium and high equity multi-asset funds at up to 40 %,
 * 60 % and 75 %, with a line between each).
 */
export const RISK_PROFILES = [
  { level: 1, name: 'Conservative', belowBp: 2_500 },
  { level: 2, name: 'Moderately conservative', belowBp: 4_500 },
  { level: 3, name: 'Moderate', belowBp: 6_000 },
  { level: 4, name: 'Moderately aggressive', belowBp: 7_500 },
  { level: 5, name: 'Aggressive', belowBp: Number.POSITIVE_INFINITY },
] as const;

export function riskProfileOf(mix: AssetMix): { level: number; name: string; equityBp: number } {
  const equityBp = (mix.saEquity ?? 0) + (mix.globalEquity ?? 0);
  const profile = RISK_PROFILES.find((p) => equityBp < p.belowBp) ?? RISK_PROFILES[4];
  return { level: profile.level, name: profile.name, equityBp };
}

export type SwitchTarget = { portfolioCode: string; allocationBp: number };

/**
 * The member's targets checked against the product's range: each a portfolio of the range named
 * once, a whole percent of at least 1 %, together 100 %. Answers the problems in words, keyed by
 * the field they belong to; none when the targets may be used.
 */
export function switchTargetProblems(
  targets: readonly SwitchTarget[],
  rangeCodes: ReadonlySet<string>,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => (problems[field] ??= []).push(message);
  if (targets.length === 0) add('targets', 'Choose at least one portfolio.');
  const seen = new Set<string>();
  targets.forEach((target, index) => {
    const field = `targets.${index}`;
    if (!rangeCodes.has(target.portfolioCode))
      add(
        `${field}.portfolioCode`,
        `${target.portfolioCode} is not one of this fund's portfolios.`,
      );
    if (seen.has(target.portfolioCode))
      add(`${field}.portfolioCode`, `${target.portfolioCode} is chosen more than once.`);
    seen.add(target.portfolioCode);
    if (target.allocationBp % 100 !== 0 || target.allocationBp < 100)
      add(`${field}.allocation`, 'Each share must be a whole percent of at least 1 %.');
  });
  const total = targets.reduce((sum, t) => sum + t.allocationBp, 0);
  if (targets.length > 0 && total !== FULL_SHARE)
    add('targets', `The shares must add up to 100 %; they add up to ${total / 100} %.`);
  return problems;
}

/**
 * The demo fund rule on how often a switch is free (Regulation 37 asks at least one free switch
 * out of the default portfolio in 12 months): the first switch trading in any 12 months is free;
 * each further one trading within 12 months after an earlier switch's trade date costs the fee.
 * `earlierTradeDates` are the trade dates of the membership's switches done or pending.
 */
export function switchFeeCents(
  tradeDate: string,
  earlierTradeDates: readonly string[],
  feeCents: number,
): { feeCents: number; reason: string } {
  const yearBefore = `${Number(tradeDate.slice(0, 4)) - 1}${tradeDate.slice(4)}`;
  const recent = earlierTradeDates.filter((d) => d > yearBefore && d <= tradeDate);
  if (recent.length === 0)
    return { feeCents: 0, reason: 'Your first switch in any 12 months is free.' };
  return {
    feeCents,
    reason:
      'You have switched in the last 12 months, so this switch carries the fund’s switch fee.' +
      ' Your next free switch is 12 months after your last one.',
  };
}
