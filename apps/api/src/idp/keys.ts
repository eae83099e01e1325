import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client';
import { claimSetting, readSetting } from './idp.repository';

export type IdpSecrets = { signingKey: JWK; cookieKeys: string[]; clientSecret: string };

/**
 * The embedded provider's signing key, cookie keys and client secret are made on first start and
 * kept in the database, so tokens stay valid across restarts and replicas.
 */
export async function loadIdpSecrets(db: Db): Promise<IdpSecrets> {
  const existing = await readSetting<IdpSecrets>(db, 'secrets');
  if (existing) return existing;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    alg: 'RS256',
    use: 'sig',
    kid: randomBytes(8).toString('hex'),
  };
  return claimSetting<IdpSecrets>(db, 'secrets', {
    signingKey,
    cookieKeys: [randomBytes(32).toString('base64url')],
    clientSecret: randomBytes(32).toString('base64url'),
  });
}

/** The public half of the signing key, for verifying bearer tokens without a network call. */
export function publicJwk(key: JWK): JWK {
  const { kty, n, e, alg, use, kid } = key;
  return { kty, n, e, alg, use, kid };
}
