import { z } from 'zod';

// Build-time public constants (Vite `VITE_*` variables). Nothing secret belongs here: the apikey
// is a public gateway key that lets the server tell the portal's own calls apart (DESIGN §1a).
const EnvSchema = z.object({
  VITE_API_KEY: z.string().min(1).default('af-connect-web'),
  /** Shown until `GET /api/Config` answers with the configured portal name (DESIGN §1a default). */
  VITE_PORTAL_NAME: z.string().min(1).default('AF Connect'),
});

export type Env = z.infer<typeof EnvSchema>;

export function parseEnv(source: Record<string, unknown>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid web app environment: ${z.prettifyError(result.error)}`);
  }
  return result.data;
}

export const env: Env = parseEnv(import.meta.env);
