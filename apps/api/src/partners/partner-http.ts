import type { z } from 'zod';

// The one way the portal calls a partner's real service (DESIGN §1b, decision 016): a JSON POST
// with a deadline, its answer checked against the partner's schema. Any failure — unreachable,
// timed out, a non-2xx status, an answer that does not read — is logged and answered as a failure
// the caller turns into that partner's technical-error answer; a member is never told their
// details are wrong because a partner could not be reached.

export type PartnerLog = { warn: (details: Record<string, unknown>, message: string) => void };

export type PartnerCallFailure = { isTimeout: boolean };

export async function postToPartner<T>(options: {
  partner: string;
  endpoint: string;
  body: unknown;
  schema: z.ZodType<T>;
  timeoutMs: number;
  log?: PartnerLog | undefined;
}): Promise<{ ok: true; value: T } | ({ ok: false } & PartnerCallFailure)> {
  try {
    const response = await fetch(options.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return { ok: true, value: options.schema.parse(await response.json()) };
  } catch (cause) {
    options.log?.warn(
      { partner: options.partner, endpoint: options.endpoint, err: cause },
      `The ${options.partner} service failed`,
    );
    return { ok: false, isTimeout: cause instanceof Error && cause.name === 'TimeoutError' };
  }
}

/** `https://host/base/` + `path` → `https://host/base/path`. */
export function partnerEndpoint(url: string, path: string): string {
  return `${url.replace(/\/+$/, '')}/${path}`;
}
