import * as client from 'openid-client';
import type { AppConfig } from '../config';

// The backend-for-frontend's OpenID Connect client (DESIGN §1): code flow with PKCE, refresh
// tokens, revocation and RP-initiated logout, as a confidential client.

/** spec 1 §9: ID tokens are accepted with up to 600 s of issue-time skew. */
export const ID_TOKEN_CLOCK_TOLERANCE_SECONDS = 600;

export type OidcClient = {
  configuration: () => Promise<client.Configuration>;
};

export function createOidcClient(
  config: AppConfig,
  clientSecret: () => Promise<string>,
): OidcClient {
  let discovered: Promise<client.Configuration> | undefined;
  return {
    // Discovered lazily (the embedded provider answers only once the server listens), then cached.
    configuration: () => {
      discovered ??= (async () => {
        const issuer = new URL(config.oidc.issuer);
        return client.discovery(
          issuer,
          config.oidc.clientId,
          { [client.clockTolerance]: ID_TOKEN_CLOCK_TOLERANCE_SECONDS },
          client.ClientSecretBasic(await clientSecret()),
          issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
        );
      })().catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
      return discovered;
    },
  };
}
