import { z } from 'zod';

// DESIGN §1a wire formats.
/** A calendar date in South African time, `YYYY-MM-DD`. */
export const DateStringSchema = z.iso.date();
/** Money: rand as a JSON number with at most 2 decimals. */
export const RandSchema = z.number();
/** A share: a percent number with up to 2 decimals. */
export const PercentSchema = z.number().min(0).max(100);
