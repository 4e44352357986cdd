// The typed configuration loadConfig (config.ts) returns; split out to keep config.ts about parsing.
import type { TrustProxy } from './config-trust-proxy.js';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = (typeof LOG_LEVELS)[number];
export type DemoSeed = 'auto' | 'always' | 'off';

export interface OAuthProviderConfig {
  clientId: string | undefined;
  clientSecret: string | undefined;
  authUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export interface Config {
  env: NodeEnv;
  isProduction: boolean;
  port: number;
  host: string;
  /** Absolute. */
  dataDir: string;
  /** Absolute; where PGlite keeps its files when databaseUrl is unset. */
  pgliteDir: string;
  databaseUrl: string | undefined;
  webUrl: string;
  corsOrigins: string[];
  jwtSecret: string;
  /** Access-token lifetime (ACCESS_TOKEN_TTL_SECONDS, default 900). */
  accessTokenTtlSeconds: number;
  /** AUTH_RATE_LIMITS=on (default): per-IP limits and the per-account/per-address rules. */
  authRateLimits: boolean;
  /** 12, or TEST_BCRYPT_COST in the test suite only. */
  bcryptCost: number;
  logLevel: LogLevel;
  /** The operators' /metrics listener; `port` undefined (METRICS_PORT unset) means off. */
  metrics: { port: number | undefined; host: string };
  /** Absolute; served only when it exists. */
  webDistDir: string;
  /** DEMO_SEED: auto by default, off in production. */
  demoSeed: DemoSeed;
  /**
   * The demo member's password: DEMO_PASSWORD, else the published one outside production; null in
   * production without DEMO_PASSWORD (no demo member may be seeded there).
   */
  demoPassword: string | null;
  /** SHUTDOWN_DELAY_SECONDS: how long /readyz fails before the listener closes on SIGTERM. */
  shutdownDelayMs: number;
  /** MAX_SENDS_IN_FLIGHT: message sends this instance runs at once before refusing (lib/admission.ts). */
  maxSendsInFlight: number;
  /** COUNT_HOLD_MS: the longest a member's packets wait for the counts a change recomputes (realtime/coalesce-writes.ts). */
  countHoldMs: number;
  /** Passed to Express's 'trust proxy' setting as is. */
  trustProxy: TrustProxy;
  redisUrl: string | undefined;
  /** The background jobs (jobs/, docs/decisions/0030). */
  jobs: {
    /** This instance works on the queues (every instance may; pg-boss hands each job to one). */
    enabled: boolean;
    /** How long a send job holds a mail before another attempt may take it. */
    mailClaimMs: number;
  };
  smtpUrl: string | undefined;
  mailFrom: string;
  s3: {
    bucket: string | undefined;
    region: string;
    endpoint: string | undefined;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    publicUrl: string | undefined;
    /** Path-style URLs (`endpoint/bucket/key`); S3_FORCE_PATH_STYLE, default on with S3_ENDPOINT. */
    forcePathStyle: boolean;
  };
  oauth: { google: OAuthProviderConfig; github: OAuthProviderConfig & { emailsUrl: string } };
  /**
   * SQUADUP_FAULT_KILL_AFTER_COMMIT (fault tests only, refused in production): the domain event
   * type after whose commit the process kills itself (events.ts).
   */
  faultKillAfterCommit: string | null;
  /** Things worth a log line at start-up (the logger does not exist yet when config loads). */
  warnings: string[];
}
