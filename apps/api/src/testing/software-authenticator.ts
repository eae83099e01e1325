import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

// A passkey held in memory, as a platform authenticator would hold it: an ES256 (P-256) key pair,
// a random credential ID and a signature counter. It answers the portal's WebAuthn options with
// the JSON a browser's @simplewebauthn/browser posts, signed for real, so the server's checks
// (challenge, origin, RP ID, flags, signature, counter) all run on genuine answers.

/** The authenticator data flags (WebAuthn §6.1): user present, user verified, attested data. */
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

/** COSE key parameters (RFC 9052/9053) of an EC2 P-256 key for ES256. */
const COSE_KTY = 1;
const COSE_ALG = 3;
const COSE_CRV = -1;
const COSE_X = -2;
const COSE_Y = -3;
const COSE_KTY_EC2 = 2;
const COSE_ALG_ES256 = -7;
const COSE_CRV_P256 = 1;

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

/** What an answer may carry other than the truth, to see that the server refuses it. */
export type AnswerOverrides = {
  /** The origin the browser reports in clientDataJSON (default: the one given). */
  origin?: string;
  /** The RP ID whose SHA-256 starts the authenticator data (default: the options' RP ID). */
  rpId?: string;
  /** Whether the user-verified flag is set (default true). */
  userVerified?: boolean;
  /** The signature counter to report instead of the next one. */
  signCount?: number;
};

export class SoftwareAuthenticator {
  /** The credential ID, as the server stores it (base64url). */
  readonly credentialId: string;
  /** The counter the next answer reports before adding `counterStep` (0 keeps it at 0). */
  signCount: number;
  /** The user handle the server gave at registration (base64url), returned on sign-in. */
  userHandle: string | undefined;
  private readonly rawId: Buffer;
  private readonly privateKey: KeyObject;
  private readonly cosePublicKey: Uint8Array;
  private readonly counterStep: number;

  /**
   * `signCount`: the counter reported at registration. `counterStep`: how much each sign-in adds
   * (0 for an authenticator that keeps no counter, as synced passkeys report).
   */
  constructor(options: { signCount?: number; counterStep?: number } = {}) {
    this.rawId = randomBytes(32);
    this.credentialId = b64url(this.rawId);
    this.signCount = options.signCount ?? 0;
    this.counterStep = options.counterStep ?? 1;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [COSE_KTY, COSE_KTY_EC2],
      [COSE_ALG, COSE_ALG_ES256],
      [COSE_CRV, COSE_CRV_P256],
      [COSE_X, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
      [COSE_Y, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
    ]);
    this.cosePublicKey = isoCBOR.encode(cose);
  }

  private authenticatorData(rpId: string, flags: number, signCount: number, attested?: Buffer) {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(signCount);
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      counter,
      attested ?? Buffer.alloc(0),
    ]);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /**
   * Makes the passkey for the server's registration options (attestation "none"), as the browser
   * answers navigator.credentials.create() from `origin`.
   */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    origin: string,
    overrides: AnswerOverrides = {},
  ): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.rawId.length);
    const attested = Buffer.concat([
      Buffer.alloc(16), // AAGUID: none, as attestation "none" allows
      idLength,
      this.rawId,
      Buffer.from(this.cosePublicKey),
    ]);
    const flags = FLAG_UP | FLAG_AT | (overrides.userVerified === false ? 0 : FLAG_UV);
    const authData = this.authenticatorData(
      overrides.rpId ?? options.rp.id ?? new URL(origin).hostname,
      flags,
      overrides.signCount ?? this.signCount,
      attested,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(
          this.clientData('webauthn.create', options.challenge, overrides.origin ?? origin),
        ),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * Signs the server's sign-in options, as the browser answers navigator.credentials.get() from
   * `origin`: ECDSA with SHA-256 over the authenticator data and the client data's hash (DER).
   */
  assert(
    options: PublicKeyCredentialRequestOptionsJSON,
    origin: string,
    overrides: AnswerOverrides = {},
  ): AuthenticationResponseJSON {
    const signCount = overrides.signCount ?? this.signCount + this.counterStep;
    if (overrides.signCount === undefined) this.signCount = signCount;
    const flags = FLAG_UP | (overrides.userVerified === false ? 0 : FLAG_UV);
    const authData = this.authenticatorData(
      overrides.rpId ?? options.rpId ?? new URL(origin).hostname,
      flags,
      signCount,
    );
    const clientDataJSON = this.clientData(
      'webauthn.get',
      options.challenge,
      overrides.origin ?? origin,
    );
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      this.privateKey,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}

/** The answer with one byte of its signature flipped (a forged or corrupted signature). */
export function withBadSignature(answer: AuthenticationResponseJSON): AuthenticationResponseJSON {
  const signature = Buffer.from(answer.response.signature, 'base64url');
  const last = signature.length - 1;
  signature[last] = (signature[last] ?? 0) ^ 0x01;
  return { ...answer, response: { ...answer.response, signature: b64url(signature) } };
}
