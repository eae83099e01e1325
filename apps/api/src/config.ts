import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { FeatureFlagName } from '@portal/contract/config';
import { isValidIsoDate } from '@portal/domain/dates';
import { loadFundIdentities, type FundIdentities } from './fund-identity';
import { parseFeatures } from './feature-flags';

// Every setting the server reads, with its default: the README's table is this list.
const boolish = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((v) => v === 'true' || v === '1' || v === 'on');

const EnvSchema = z.object({
  NODE_ENV: z.string().default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().default('af-connect-web'),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_SCOPE: z.string().default('openid profile afgroupid offline_access'),
  API_KEY: z.string().min(8).default('af-connect-web'),
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(15),
  SESSION_WARNING_MINUTES: z.coerce.number().positive().default(5),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  IDP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  SIGN_IN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  SIGN_IN_LOCK_MINUTES: z.coerce.number().int().positive().default(15),
  SECOND_STEP_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  PORTAL_NAME: z.string().default('AF Connect'),
  FEATURES: z.string().default(''),
  SEED_MEMBERS: z.coerce.number().int().min(4).default(200),
  SEED: z.coerce.number().int().default(20261122),
  TRUST_PROXY: boolish.default(false),
  REDIS_URL: z.string().optional(),
  RATE_LIMIT_REDIS_PREFIX: z.string().min(1).default('portal-rate-limit:'),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).default(2),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(600).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  NOMINATION_FORM_EMAIL: z.email().default('nominations@afconnect.co.za'),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(3).default('AF Connect <no-reply@afconnect.co.za>'),
  PASSWORD_RESETS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(5),
  EMAIL_CHANGE_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  ACCOUNT_URL: z.url().optional(),
  STEP_UP_ACR: z.string().min(1).optional(),
  STEP_UP_MINUTES: z.coerce.number().positive().max(60).default(5),
  ACCOUNT_PASSWORD_URL: z.url().optional(),
  ADD_EXTERNAL_FUND_URL: z.url().optional(),
  RETIREMENT_PROJECTION_URL: z.url().optional(),
  TWO_POT_CALCULATOR_URL: z.url().optional(),
  IDENTITY_SERVICE_URL: z.url().optional(),
  KBA_SERVICE_URL: z.url().optional(),
  AVS_SERVICE_URL: z.url().optional(),
  SARS_DIRECTIVE_SERVICE_URL: z.url().optional(),
  INVESTMENT_HUB_URL: z.url().optional(),
  SMS_GATEWAY_URL: z.url().optional(),
  CONTRIBUTION_SCHEDULE_URL: z.url().optional(),
  FUND_IDENTITY_FILE: z.string().optional(),
  SWITCH_FEE: z.coerce.number().min(0).max(10_000).default(150),
  BANK_VERIFICATIONS_PER_DRAFT: z.coerce.number().int().min(1).max(1000).default(3),
  BANK_VERIFICATIONS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(5),
  ID_VERIFICATIONS_PER_DRAFT: z.coerce.number().int().min(1).max(1000).default(3),
  ID_VERIFICATIONS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(5),
  SAVINGS_WITHDRAWAL_FEE: z.coerce.number().min(0).max(10_000).default(250),
  CLAIM_STEP_SECONDS: z.coerce.number().positive().max(86_400).default(120),
  MESSAGE_REPLY_SECONDS: z.coerce.number().positive().max(86_400).default(120),
  MESSAGES_PER_MEMBER_PER_DAY: z.coerce.number().int().positive().default(20),
  CONTRIBUTION_LOOK_MINUTES: z.coerce.number().min(0).max(1440).default(60),
  ON_DEMAND_STATEMENTS_PENDING_PER_MEMBER: z.coerce.number().int().min(1).max(100).default(3),
  PDF_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(8),
  PDF_WORKERS: z.coerce.number().int().min(1).max(32).optional(),
  UPLOADS_PER_MEMBER_PER_DAY: z.coerce.number().int().positive().default(30),
  UPLOAD_MB_PER_MEMBER_PER_DAY: z.coerce.number().positive().max(10_000).default(50),
  CANCELLED_CLAIM_DOCUMENT_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
  DEATH_REPORTS_PER_MEMBER_PER_DAY: z.coerce.number().int().positive().default(5),
  EXTERNAL_FUNDS_PER_MEMBER: z.coerce.number().int().positive().default(20),
  PORTAL_TODAY: z
    .string()
    .refine((value) => value === '' || isValidIsoDate(value), 'PORTAL_TODAY must be YYYY-MM-DD')
    .optional(),
});

export type AppConfig = {
  env: string;
  port: number;
  host: string;
  publicUrl: string;
  /** True when `PUBLIC_URL` is not set: the address is the default `http://localhost:$PORT`. */
  publicUrlIsDefault: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  oidc: {
    /** Undefined: the embedded provider at `${publicUrl}/idp`. */
    externalIssuer: string | undefined;
    issuer: string;
    clientId: string;
    clientSecret: string | undefined;
    scope: string;
    /**
     * The `acr` an external issuer gives a sign-in with the member's strongest method, asked for
     * at step-up (STEP_UP_ACR); unset, any recent sign-in there counts.
     */
    stepUpAcr: string | undefined;
    /** The member's account pages the header links to (the embedded provider's, or the issuer's). */
    accountUrl: string;
    passwordUrl: string;
  };
  apiKey: string;
  /** Idle minutes before the warning, and the warning's own minutes (spec 1 §9). */
  idleMinutes: number;
  warningMinutes: number;
  /** Requests a minute per member session, else per address (RATE_LIMIT_PER_MINUTE). */
  rateLimitPerMinute: number;
  /** Requests a minute per address to the provider's pages (IDP_RATE_LIMIT_PER_MINUTE). */
  idpRateLimitPerMinute: number;
  /**
   * Failed sign-ins within `lockMinutes`: `maxFailures` of one username from one address refuse
   * that username from that address (the member can still sign in from elsewhere) and slow every
   * further attempt at the username; `maxFailuresPerAddress` of any usernames refuse the address.
   */
  /**
   * Failed sign-ins (SIGN_IN_*): per username and address, per address, and the wrong codes at the
   * second step per member from any address (SECOND_STEP_MAX_FAILURES), within `lockMinutes`.
   */
  signIn: {
    maxFailures: number;
    maxFailuresPerAddress: number;
    maxSecondStepFailures: number;
    lockMinutes: number;
  };
  portalName: string;
  /** spec 2 §2: the provider address the completed nomination form is emailed to. */
  nominationFormEmail: string;
  /**
   * Outgoing mail (DESIGN §1d): `smtpUrl` undefined runs the embedded catcher, which keeps the
   * mail in the database for the demo mailbox page. `from` is the sender of every message.
   */
  mail: { smtpUrl: string | undefined; from: string };
  /** How recent a sign-in must be for a money or identity change (STEP_UP_MINUTES, DESIGN §1d). */
  stepUpSeconds: number;
  /** "Forgot password?" requests an hour, per username and per address (PASSWORD_RESETS_PER_HOUR). */
  passwordResetsPerHour: number;
  /**
   * How long the link that confirms a new email address works (EMAIL_CHANGE_HOURS, decision 032);
   * until it is used the old address stays in force.
   */
  emailChangeHours: number;
  /** spec 2 §2: the external address for adding a fund held elsewhere (ADD_EXTERNAL_FUND_URL). */
  addExternalFundUrl: string | undefined;
  /**
   * spec 3 §2.1: an external retirement projection the Tools page links to (new tab)
   * (RETIREMENT_PROJECTION_URL); unset, the card opens the portal's own projection.
   */
  retirementProjectionUrl: string | undefined;
  /**
   * spec 3 §2.1: an external two-pot calculator the Tools page links to (new tab)
   * (TWO_POT_CALCULATOR_URL); unset, the card opens the portal's own calculator.
   */
  twoPotCalculatorUrl: string | undefined;
  features: Record<FeatureFlagName, boolean>;
  seed: { members: number; seed: number };
  trustProxy: boolean;
  /**
   * On SIGTERM: how long /ready answers 503 while requests are still served, so that a load
   * balancer stops sending new ones before the server closes (SHUTDOWN_DRAIN_SECONDS).
   */
  shutdownDrainMs: number;
  /**
   * How long a request (its headers and its whole body) may take to arrive before the server
   * answers 408 and closes the connection (REQUEST_TIMEOUT_SECONDS).
   */
  requestTimeoutMs: number;
  /**
   * The rate limits' shared store (REDIS_URL): replicas of the server count one member's requests
   * together. Unset, each server counts its own (in memory).
   */
  rateLimitStore: { redisUrl: string; prefix: string } | undefined;
  logLevel: string;
  webDist: string;
  secureCookies: boolean;
  /** PORTAL_TODAY: a fixed "today" (DESIGN §1a "One clock"); unset is the real Johannesburg date. */
  today: string | undefined;
  /**
   * Other organisations' services (DESIGN §1b, decision 016): a real provider's address, or
   * undefined for the embedded simulator.
   */
  partners: {
    identityUrl: string | undefined;
    kbaUrl: string | undefined;
    avsUrl: string | undefined;
    sarsDirectiveUrl: string | undefined;
    investmentHubUrl: string | undefined;
    /** The SMS gateway notices go through (SMS_GATEWAY_URL); unset, the simulator. */
    smsGatewayUrl: string | undefined;
    /** The administration's schedule of contributions due (CONTRIBUTION_SCHEDULE_URL); unset, the simulator. */
    contributionScheduleUrl: string | undefined;
  };
  /**
   * Online switches (docs/decisions/041-online-switches.md): the fee for each switch after the
   * first in any 12 months, in cents (SWITCH_FEE, rand).
   */
  switches: { feeCents: number };
  /** The fund's identity printed on every document (FUND_IDENTITY_FILE, or the demo's; fund-identity.ts). */
  fundIdentities: FundIdentities;
  /**
   * Paid partner calls a member may make, counted in the database: per draft claim,
   * and per member in any 24 hours (BANK_VERIFICATIONS_PER_DRAFT, BANK_VERIFICATIONS_PER_DAY,
   * ID_VERIFICATIONS_PER_DRAFT, ID_VERIFICATIONS_PER_DAY). Past one, the call answers 429 and the
   * member is asked to call the contact centre.
   */
  partnerCallBudgets: {
    bankVerification: { perDraft: number; perDay: number };
    idVerification: { perDraft: number; perDay: number };
  };
  /** The savings withdrawal claim (the claims issue). */
  savingsClaims: {
    /** The administrator's fee per savings withdrawal, in cents (SAVINGS_WITHDRAWAL_FEE, rand). */
    feeCents: number;
    /** How long each step of a submitted claim takes in the simulated administration (CLAIM_STEP_SECONDS). */
    stepMs: number;
  };
  /**
   * On-demand statements a member may have waiting or being prepared at once
   * (ON_DEMAND_STATEMENTS_PENDING_PER_MEMBER); asking for another answers 429 with Retry-After.
   */
  onDemandStatementsPendingPerMember: number;
  /**
   * PDF renders asked for by requests that may wait for a free PDF worker (PDF_QUEUE_MAX); past
   * it a request answers 429 with Retry-After instead of waiting. Background work waits its turn.
   */
  pdfQueueMax: number;
  /** PDF worker threads (PDF_WORKERS); undefined: one fewer than the CPUs, at least 1, at most 4. */
  pdfWorkers: number | undefined;
  /**
   * A claim's supporting documents, per member and day of the portal's clock (Africa/Johannesburg):
   * at most `perDay` uploads and `bytesPerDay` bytes, counted when accepted, whatever becomes of
   * them later (UPLOADS_PER_MEMBER_PER_DAY, UPLOAD_MB_PER_MEMBER_PER_DAY). A cancelled claim's
   * documents are deleted `cancelledRetentionDays` after it was cancelled
   * (CANCELLED_CLAIM_DOCUMENT_RETENTION_DAYS).
   */
  uploads: { perDay: number; bytesPerDay: number; cancelledRetentionDays: number };
  /** New deaths one member may report a day (DEATH_REPORTS_PER_MEMBER_PER_DAY); repeats are free. */
  deathReportsPerDay: number;
  /**
   * Messages to the fund: how long the simulated administration takes to answer a message
   * (MESSAGE_REPLY_SECONDS), and the messages (new threads and replies) one member may write a day
   * (MESSAGES_PER_MEMBER_PER_DAY); their attachments count as uploads as well.
   */
  messages: { replyMs: number; perDay: number };
  /**
   * How often the look for contributions missing and arrived runs, from start-up
   * (CONTRIBUTION_LOOK_MINUTES; 0: never, for a server that only answers, such as the bench's).
   */
  contributionLookMs: number;
  /** The funds held elsewhere one member may add (EXTERNAL_FUNDS_PER_MEMBER). */
  externalFundsPerMember: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = EnvSchema.parse(env);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    publicUrlIsDefault: e.PUBLIC_URL === undefined,
    // Relative to the repository root, wherever the server is started from.
    dataDir: e.DATA_DIR
      ? path.resolve(e.DATA_DIR)
      : fileURLToPath(new URL('../../../data', import.meta.url)),
    databaseUrl: e.DATABASE_URL,
    oidc: {
      externalIssuer: e.OIDC_ISSUER,
      issuer: e.OIDC_ISSUER ?? `${publicUrl}/idp`,
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
      scope: e.OIDC_SCOPE,
      stepUpAcr: e.STEP_UP_ACR,
      accountUrl: e.ACCOUNT_URL ?? `${e.OIDC_ISSUER ?? `${publicUrl}/idp`}/account`,
      passwordUrl:
        e.ACCOUNT_PASSWORD_URL ?? `${e.OIDC_ISSUER ?? `${publicUrl}/idp`}/account/password`,
    },
    apiKey: e.API_KEY,
    idleMinutes: e.SESSION_IDLE_MINUTES,
    warningMinutes: e.SESSION_WARNING_MINUTES,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    idpRateLimitPerMinute: e.IDP_RATE_LIMIT_PER_MINUTE,
    signIn: {
      maxFailures: e.SIGN_IN_MAX_FAILURES,
      maxFailuresPerAddress: e.SIGN_IN_MAX_FAILURES_PER_ADDRESS,
      maxSecondStepFailures: e.SECOND_STEP_MAX_FAILURES,
      lockMinutes: e.SIGN_IN_LOCK_MINUTES,
    },
    portalName: e.PORTAL_NAME,
    nominationFormEmail: e.NOMINATION_FORM_EMAIL,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    passwordResetsPerHour: e.PASSWORD_RESETS_PER_HOUR,
    emailChangeHours: e.EMAIL_CHANGE_HOURS,
    stepUpSeconds: Math.round(e.STEP_UP_MINUTES * 60),
    addExternalFundUrl: e.ADD_EXTERNAL_FUND_URL,
    retirementProjectionUrl: e.RETIREMENT_PROJECTION_URL,
    twoPotCalculatorUrl: e.TWO_POT_CALCULATOR_URL,
    // The demo defaults apply only to the embedded provider set-up without a FEATURES setting.
    features: parseFeatures(e.FEATURES, {
      isDemo: !e.OIDC_ISSUER && env.FEATURES === undefined,
    }),
    seed: { members: e.SEED_MEMBERS, seed: e.SEED },
    trustProxy: e.TRUST_PROXY,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000,
    requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
    rateLimitStore: e.REDIS_URL
      ? { redisUrl: e.REDIS_URL, prefix: e.RATE_LIMIT_REDIS_PREFIX }
      : undefined,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST
      ? path.resolve(e.WEB_DIST)
      : fileURLToPath(new URL('../../web/dist', import.meta.url)),
    secureCookies: publicUrl.startsWith('https:'),
    today: e.PORTAL_TODAY || undefined,
    partners: {
      identityUrl: e.IDENTITY_SERVICE_URL,
      kbaUrl: e.KBA_SERVICE_URL,
      avsUrl: e.AVS_SERVICE_URL,
      sarsDirectiveUrl: e.SARS_DIRECTIVE_SERVICE_URL,
      investmentHubUrl: e.INVESTMENT_HUB_URL,
      smsGatewayUrl: e.SMS_GATEWAY_URL,
      contributionScheduleUrl: e.CONTRIBUTION_SCHEDULE_URL,
    },
    switches: { feeCents: Math.round(e.SWITCH_FEE * 100) },
    fundIdentities: loadFundIdentities(e.FUND_IDENTITY_FILE || undefined),
    partnerCallBudgets: {
      bankVerification: {
        perDraft: e.BANK_VERIFICATIONS_PER_DRAFT,
        perDay: e.BANK_VERIFICATIONS_PER_DAY,
      },
      idVerification: {
        perDraft: e.ID_VERIFICATIONS_PER_DRAFT,
        perDay: e.ID_VERIFICATIONS_PER_DAY,
      },
    },
    savingsClaims: {
      feeCents: Math.round(e.SAVINGS_WITHDRAWAL_FEE * 100),
      stepMs: Math.round(e.CLAIM_STEP_SECONDS * 1000),
    },
    onDemandStatementsPendingPerMember: e.ON_DEMAND_STATEMENTS_PENDING_PER_MEMBER,
    pdfQueueMax: e.PDF_QUEUE_MAX,
    pdfWorkers: e.PDF_WORKERS,
    uploads: {
      perDay: e.UPLOADS_PER_MEMBER_PER_DAY,
      bytesPerDay: Math.round(e.UPLOAD_MB_PER_MEMBER_PER_DAY * 1024 * 1024),
      cancelledRetentionDays: e.CANCELLED_CLAIM_DOCUMENT_RETENTION_DAYS,
    },
    deathReportsPerDay: e.DEATH_REPORTS_PER_MEMBER_PER_DAY,
    messages: {
      replyMs: Math.round(e.MESSAGE_REPLY_SECONDS * 1000),
      perDay: e.MESSAGES_PER_MEMBER_PER_DAY,
    },
    contributionLookMs: Math.round(e.CONTRIBUTION_LOOK_MINUTES * 60_000),
    externalFundsPerMember: e.EXTERNAL_FUNDS_PER_MEMBER,
  };
}
