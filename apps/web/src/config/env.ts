// Build-time public constants (Vite `VITE_*` variables). Nothing secret belongs here: the apikey
// is a public gateway key that lets the server tell the portal's own calls apart (DESIGN §1a).
// Read without zod: this module is on every page's first path, which loads no schema library.

export type Env = {
  VITE_API_KEY: string;
  /** Shown until `GET /api/Config` answers with the configured portal name (DESIGN §1a default). */
  VITE_PORTAL_NAME: string;
};

const DEFAULTS: Env = { VITE_API_KEY: 'af-connect-web', VITE_PORTAL_NAME: 'AF Connect' };

/** The build's settings, each a non-empty text or its default when not set. */
export function parseEnv(source: Record<string, unknown>): Env {
  const read = (name: keyof Env): string => {
    const value = source[name];
    if (value === undefined) return DEFAULTS[name];
    if (typeof value !== 'string' || value.length === 0) {
      throw new Error(`Invalid web app environment: ${name} must be a non-empty text`);
    }
    return value;
  };
  return { VITE_API_KEY: read('VITE_API_KEY'), VITE_PORTAL_NAME: read('VITE_PORTAL_NAME') };
}

export const env: Env = parseEnv(import.meta.env);
