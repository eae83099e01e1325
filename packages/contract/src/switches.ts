import { z } from 'zod';
import { ASSET_CLASSES } from '@portal/domain/projection-assumptions';
import { EacFiguresSchema } from './costs';
import { defineRoute } from './route';
import { SchemeNumberParamsSchema } from './fund-details';
import { DateStringSchema, PercentSchema, RandSchema, requestText } from './wire';

// An online switch between portfolios (docs/decisions/041-online-switches.md): the fund's range
// and the member's allocation now (Options), the switch's effect before confirming (Preview),
// the instruction confirmed at a step-up bound to its portfolios and percentages (Instructions),
// its cancellation before the cut-off, and the member's switch history. Paths are ours, in the
// spec's style under /api/Switch. Money is rand, shares percent (DESIGN §1a).

export const SWITCH_SCOPES = ['value', 'contributions', 'both'] as const;
export const SwitchScopeSchema = z.enum(SWITCH_SCOPES, {
  message: 'The switch must be of the value, the contributions or both.',
});
export type SwitchScope = z.infer<typeof SwitchScopeSchema>;

export const SWITCH_STATUSES = ['pending', 'cancelled', 'done', 'refused'] as const;

/** A target: a portfolio of the fund's range and its share, a whole percent from 1 to 100. */
export const SwitchTargetSchema = z.object({
  portfolioCode: requestText(40).min(1, { message: 'Choose a portfolio.' }),
  allocation: z
    .number({ message: 'The share must be a whole percent.' })
    .int({ message: 'The share must be a whole percent.' })
    .min(1, { message: 'Each share must be at least 1 %.' })
    .max(100, { message: 'A share cannot be more than 100 %.' }),
});
export type SwitchTarget = z.infer<typeof SwitchTargetSchema>;

export const SwitchRequestSchema = z.object({
  schemeNumber: requestText(40).min(1, { message: 'Choose a fund.' }),
  scope: SwitchScopeSchema,
  targets: z
    .array(SwitchTargetSchema)
    .min(1, { message: 'Choose at least one portfolio.' })
    .max(20, { message: 'Choose at most 20 portfolios.' }),
});
export type SwitchRequest = z.infer<typeof SwitchRequestSchema>;

const AssetClassShareSchema = z.object({
  assetClass: z.enum(ASSET_CLASSES),
  name: z.string(),
  share: PercentSchema,
});

/** Regulation 28 as the fact sheet states it, or not stated (then the mix is checked). */
export const Regulation28StatusSchema = z.enum(['compliant', 'notCompliant', 'notStated']);

export const SwitchPortfolioSchema = z.object({
  portfolioCode: z.string(),
  portfolioName: z.string(),
  /** The total expense ratio, percent a year; null when its fact sheet states none. */
  totalExpenseRatio: z.number().nullable(),
  /** The product's default portfolio (Regulation 37). */
  isDefault: z.boolean(),
  regulation28: Regulation28StatusSchema,
  /** Whether its own mix keeps Regulation 28's limits (equity, property, offshore). */
  mixKeepsRegulation28: z.boolean(),
  mix: z.array(AssetClassShareSchema),
});

export const AllocationLineSchema = z.object({
  portfolioCode: z.string(),
  portfolioName: z.string(),
  share: PercentSchema,
  /** The value held in rand (value allocations); null for contributions. */
  value: RandSchema.nullable(),
});

export const SwitchOptionsSchema = z.object({
  success: z.literal(true),
  schemeNumber: z.string(),
  fundName: z.string(),
  /** Regulation 28 applies to the combined mix (a retirement fund). */
  isRetirementFund: z.boolean(),
  range: z.array(SwitchPortfolioSchema),
  current: z.object({
    /** The date of the prices the value is at; null when nothing is held. */
    valueDate: DateStringSchema.nullable(),
    totalValue: RandSchema,
    value: z.array(AllocationLineSchema),
    contributions: z.array(AllocationLineSchema),
  }),
  /** Whether a switch may be asked for now, and if not why, in full sentences. */
  canSwitch: z.boolean(),
  reasons: z.array(z.string()),
  /** The pending instruction that stops another one, if any. */
  pendingInstructionId: z.number().int().nullable(),
  /** The fee a switch asked for now would carry, and why. */
  fee: RandSchema,
  feeReason: z.string(),
  /** When an instruction asked for now goes to the hub (ISO 8601), and its trade date. */
  nextCutOffAt: z.string(),
  tradeDate: DateStringSchema,
});
export type SwitchOptions = z.infer<typeof SwitchOptionsSchema>;

const Regulation28CheckSchema = z.object({
  limit: z.enum(['equity', 'property', 'offshore']),
  name: z.string(),
  share: PercentSchema,
  maximum: PercentSchema,
  isWithin: z.boolean(),
});

export const SwitchSideSchema = z.object({
  /** The value's allocation (scope value or both: the targets after). */
  value: z.array(AllocationLineSchema),
  contributions: z.array(AllocationLineSchema),
  /** The combined asset mix of the value (or of the contributions where nothing is held). */
  assetClasses: z.array(AssetClassShareSchema),
  /** From the share in shares (domain switches.ts riskProfileOf): 1 conservative … 5 aggressive. */
  riskProfile: z.object({ level: z.number().int(), name: z.string(), equity: PercentSchema }),
  regulation28: z.object({
    applies: z.boolean(),
    isCompliant: z.boolean(),
    checks: z.array(Regulation28CheckSchema),
  }),
  /**
   * The one projection's income a month at retirement in today's money, before tax, for the
   * expected scenario and the range; null when the fund is not projected (see `projectionNote`).
   */
  projection: z
    .object({
      expectedReturn: z.number(),
      expectedMonthlyIncome: RandSchema.nullable(),
      lowerMonthlyIncome: RandSchema.nullable(),
      higherMonthlyIncome: RandSchema.nullable(),
      valueAtRetirement: RandSchema,
    })
    .nullable(),
});
export type SwitchSide = z.infer<typeof SwitchSideSchema>;

/**
 * The Effective Annual Cost now and after (ASISA's method, as GET /api/Fund/Costs answers it),
 * percent a year for each term; null when the fund has nothing to cost.
 */
export const SwitchEacSchema = z.object({
  terms: z.array(
    z.object({
      label: z.string(),
      months: z.number().int(),
      now: EacFiguresSchema,
      after: EacFiguresSchema,
    }),
  ),
});

export const SwitchPreviewSchema = z.object({
  success: z.literal(true),
  scope: SwitchScopeSchema,
  now: SwitchSideSchema,
  after: SwitchSideSchema,
  effectiveAnnualCost: SwitchEacSchema.nullable(),
  projectionNote: z.string().nullable(),
  fee: RandSchema,
  feeReason: z.string(),
  nextCutOffAt: z.string(),
  tradeDate: DateStringSchema,
  /** Whether this switch may be confirmed, and if not why (Regulation 28, a pending switch …). */
  canConfirm: z.boolean(),
  reasons: z.array(z.string()),
});
export type SwitchPreview = z.infer<typeof SwitchPreviewSchema>;

export const SwitchTradeSchema = z.object({
  date: DateStringSchema,
  type: z.enum(['switch_out', 'switch_in', 'fee']),
  portfolioCode: z.string(),
  portfolioName: z.string(),
  /** The pot the units are in (two-pot): available, notAvailable, savings, retirement. */
  bucket: z.string(),
  units: z.number(),
  price: z.number(),
  /** Signed from the fund's side: switch-outs and the fee negative. */
  amount: RandSchema,
});

export const SwitchInstructionSchema = z.object({
  id: z.number().int(),
  schemeNumber: z.string(),
  fundName: z.string(),
  scope: SwitchScopeSchema,
  targets: z.array(
    z.object({ portfolioCode: z.string(), portfolioName: z.string(), allocation: PercentSchema }),
  ),
  status: z.enum(SWITCH_STATUSES),
  statusName: z.string(),
  refusedReason: z.string().nullable(),
  requestedAt: z.string(),
  cutOffAt: z.string(),
  tradeDate: DateStringSchema,
  cancelledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  hubReference: z.string().nullable(),
  fee: RandSchema,
  /** Pending and before its cut-off: the member may still cancel it. */
  canCancel: z.boolean(),
  /** The rows a done switch traded (units × price to the cent). */
  trades: z.array(SwitchTradeSchema),
});
export type SwitchInstruction = z.infer<typeof SwitchInstructionSchema>;

export const InstructionIdParamsSchema = z.object({
  id: z.coerce
    .number({ message: 'The instruction id must be a whole number.' })
    .int({ message: 'The instruction id must be a whole number.' })
    .min(1, { message: 'The instruction id must be a whole number.' })
    .max(2_147_483_647, { message: 'The instruction id must be a whole number.' }),
});

export const getSwitchOptions = defineRoute({
  method: 'GET',
  path: '/api/Switch/Options/:schemeNumber',
  params: SchemeNumberParamsSchema,
  response: SwitchOptionsSchema,
});

export const previewSwitch = defineRoute({
  method: 'POST',
  path: '/api/Switch/Preview',
  body: SwitchRequestSchema,
  response: SwitchPreviewSchema,
});

/** Confirmed at a step-up bound to the fund, the scope and the portfolios and percentages. */
export const createSwitchInstruction = defineRoute({
  method: 'POST',
  path: '/api/Switch/Instructions',
  body: SwitchRequestSchema,
  response: z.object({ success: z.literal(true), instruction: SwitchInstructionSchema }),
});

export const cancelSwitchInstruction = defineRoute({
  method: 'POST',
  path: '/api/Switch/Instructions/:id/Cancel',
  params: InstructionIdParamsSchema,
  response: z.object({ success: z.literal(true), instruction: SwitchInstructionSchema }),
});

export const getSwitchInstructions = defineRoute({
  method: 'GET',
  path: '/api/Switch/Instructions',
  response: z.object({ success: z.literal(true), instructions: z.array(SwitchInstructionSchema) }),
});
