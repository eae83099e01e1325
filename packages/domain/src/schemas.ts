import { z } from 'zod';
import { isValidIsoDate } from './dates';
import { UserType } from './member';
import { NominationTypeId, RowAction } from './nomination';

// The schemas of the domain's values, for the edges that read them (the API's answers and the
// partners' replies, the configuration): apart from the values' rules (money.ts, dates.ts,
// member.ts) so that a page that only formats an amount or a date loads no schema library.

export const CentsSchema = z.number().int().brand<'Cents'>();
export const BasisPointsSchema = z.number().int().brand<'BasisPoints'>();
/** Units in ten-thousandths of a unit (spec 2 §9: units have 4 decimals). */
export const UnitsSchema = z.number().int().brand<'Units'>();
/** A unit price in millionths of a rand (spec 2 §9: unit price has 6 decimals). */
export const PriceMicroSchema = z.number().int().brand<'PriceMicro'>();

/** A calendar date 'YYYY-MM-DD' that exists (no 2025-02-30). */
export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => isValidIsoDate(value), { message: 'Invalid date' });

export const UserTypeSchema = z.enum([UserType.Institutional, UserType.Retail, UserType.Hybrid]);

export const NominationTypeIdSchema = z.literal(Object.values(NominationTypeId));
export const RowActionSchema = z.enum([RowAction.Insert, RowAction.Update, RowAction.Delete]);
