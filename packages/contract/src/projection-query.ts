import { z } from 'zod';
import { CASH_CHOICES } from '@portal/domain/projection';
import { RETIREMENT_AGE_RANGE } from '@portal/domain/projection-assumptions';

// The projection's what-ifs a caller may ask of GET /api/Projection/{schemeNumber} (query
// parameters; each optional, the member's own figures and the defaults otherwise): the age to
// retire at, the cash to take, and a living annuity's drawdown instead of a life annuity.

export const DRAWDOWN_RATE_RANGE = { min: 2.5, max: 17.5 } as const;

export const ProjectionQuerySchema = z.object({
  retirementAge: z.coerce
    .number({ message: 'The retirement age must be a whole number of years.' })
    .int({ message: 'The retirement age must be a whole number of years.' })
    .min(RETIREMENT_AGE_RANGE.min, {
      message: `The retirement age must be from ${RETIREMENT_AGE_RANGE.min} to ${RETIREMENT_AGE_RANGE.max}.`,
    })
    .max(RETIREMENT_AGE_RANGE.max, {
      message: `The retirement age must be from ${RETIREMENT_AGE_RANGE.min} to ${RETIREMENT_AGE_RANGE.max}.`,
    })
    .optional(),
  cash: z
    .enum(CASH_CHOICES as ['none', 'savings', 'maximum'], {
      message: 'The cash at retirement must be none, savings or maximum.',
    })
    .optional(),
  drawdownRate: z.coerce
    .number({ message: 'The drawdown rate must be a percentage.' })
    .min(DRAWDOWN_RATE_RANGE.min, {
      message: `The drawdown rate must be from ${DRAWDOWN_RATE_RANGE.min} % to ${DRAWDOWN_RATE_RANGE.max} % a year.`,
    })
    .max(DRAWDOWN_RATE_RANGE.max, {
      message: `The drawdown rate must be from ${DRAWDOWN_RATE_RANGE.min} % to ${DRAWDOWN_RATE_RANGE.max} % a year.`,
    })
    .optional(),
});
export type ProjectionQuery = z.infer<typeof ProjectionQuerySchema>;
