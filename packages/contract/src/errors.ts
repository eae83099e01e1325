import { z } from 'zod';

// DESIGN §1a: every error answers `{ success: false, code, message, fieldErrors? }`.
export const ErrorCodeSchema = z.enum([
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL',
  /** The database (or another part the server needs) cannot be reached for now: 503. */
  'UNAVAILABLE',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorBodySchema = z.object({
  success: z.literal(false),
  code: ErrorCodeSchema,
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const API_KEY_HEADER = 'apikey';
