import { z } from 'zod';
import { ERROR_CODES } from './calls/errors';

export { API_KEY_HEADER } from './calls/errors';

// DESIGN §1a: every error answers `{ success: false, code, message, fieldErrors? }`.
export const ErrorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ErrorBodySchema = z.object({
  success: z.literal(false),
  code: ErrorCodeSchema,
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  /**
   * With STEP_UP_REQUIRED before money moves: the id of what the member is asked to confirm (the
   * details shown on the confirmation page), for `/auth/step-up?confirmation=`.
   */
  confirmation: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;
