import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import { SEND_ADMISSION } from '@squadup/shared';
import { CONFIG_DOCS, type ConfigVarName } from './config-docs.js';
import { LOG_LEVELS, type Config } from './config-types.js';
import { demoPasswordFor, productionSecretProblem } from './config-production.js';
import { JWT_SECRET_MIN_LENGTH, keptJwtSecret, TEST_PROCESS_SECRET } from './config-secret.js';
import { parseTrustProxy } from './config-trust-proxy.js';
import { BCRYPT_COST } from './lib/password.js';
import { repoRoot } from './lib/paths.js';

export { CONFIG_DOCS, renderConfigTable } from './config-docs.js';
export {
  estimateSecretBits,
  needsDemoPassword,
  PUBLISHED_DEMO_PASSWORD,
} from './config-production.js';
export { describeTrustProxy } from './config-trust-proxy.js';
export type * from './config-types.js';

const DEV_WEB_ORIGIN = 'http://localhost:5173';
const DEFAULT_PORT = 3000;

/** A configuration problem; its message is one line that names the variables. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const optional = z.string().optional();
const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const withDefault = (name: ConfigVarName) => z.string().default(CONFIG_DOCS[name].default);
const urlWithDefault = (name: ConfigVarName) => url.default(CONFIG_DOCS[name].default);

// Every key is a documented variable; `satisfies` makes an undocumented one a type error.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  HOST: optional,
  DATA_DIR: withDefault('DATA_DIR'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
    .optional(),
  WEB_URL: url.optional(), // default: webUrlFor()
  CORS_ORIGINS: optional,
  JWT_SECRET: optional,
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400, 'must be at most 86400 (one day)')
    .default(900),
  AUTH_RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  TEST_BCRYPT_COST: z.coerce.number().int().min(4).max(12).optional(),
  SQUADUP_FAULT_KILL_AFTER_COMMIT: z
    .string()
    .regex(/^[a-z]+\.[a-zA-Z]+$/, 'must be an event type')
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: withDefault('METRICS_HOST'),
  WEB_DIST_DIR: optional,
  DEMO_SEED: z.enum(['auto', 'always', 'off']).optional(), // default: auto, off in production
  DEMO_PASSWORD: optional,
  TRUST_PROXY: z.string().default('false'),
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().int().min(0).max(60).optional(),
  MAX_SENDS_IN_FLIGHT: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(SEND_ADMISSION.sendsInFlight),
  COUNT_HOLD_MS: z.coerce.number().int().min(0).max(1000).default(50),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp://')
    .optional(),
  JOBS: z.enum(['on', 'off']).optional(),
  MAIL_CLAIM_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
  MAIL_FROM: withDefault('MAIL_FROM'),
  S3_BUCKET: optional,
  S3_REGION: withDefault('S3_REGION'),
  S3_ENDPOINT: url.optional(),
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PUBLIC_URL: url.optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GITHUB_CLIENT_ID: optional,
  GITHUB_CLIENT_SECRET: optional,
  OAUTH_GOOGLE_AUTH_URL: urlWithDefault('OAUTH_GOOGLE_AUTH_URL'),
  OAUTH_GOOGLE_TOKEN_URL: urlWithDefault('OAUTH_GOOGLE_TOKEN_URL'),
  OAUTH_GOOGLE_USERINFO_URL: urlWithDefault('OAUTH_GOOGLE_USERINFO_URL'),
  OAUTH_GITHUB_AUTH_URL: urlWithDefault('OAUTH_GITHUB_AUTH_URL'),
  OAUTH_GITHUB_TOKEN_URL: urlWithDefault('OAUTH_GITHUB_TOKEN_URL'),
  OAUTH_GITHUB_USERINFO_URL: urlWithDefault('OAUTH_GITHUB_USERINFO_URL'),
  OAUTH_GITHUB_EMAILS_URL: urlWithDefault('OAUTH_GITHUB_EMAILS_URL'),
} satisfies Record<ConfigVarName, z.ZodType>);

type Env = z.infer<typeof envSchema>;

// Compose files and CI often pass `FOO=` for "not set"; treat blank as unset.
function pickDocumented(source: NodeJS.ProcessEnv): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of Object.keys(CONFIG_DOCS)) {
    const value = source[name]?.trim();
    if (value) picked[name] = value;
  }
  return picked;
}

const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));
const origin = (value: string) => new URL(value).origin;

function checkProductionSecret(
  nodeEnv: string | undefined,
  secret: string | undefined,
  problems: string[],
): void {
  if (nodeEnv !== 'production') return;
  const problem = productionSecretProblem(secret);
  if (problem) problems.push(problem);
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * WEB_URL, or outside production the address this server answers on, so links and the refresh
 * origin check follow PORT. Production keeps port 3000: there WEB_URL is the public address (a
 * port mapping or a proxy stands between it and PORT) and must be set.
 */
function webUrlFor(env: Env, warnings: string[]): string {
  if (!env.WEB_URL) {
    const port = env.NODE_ENV === 'production' || env.PORT === 0 ? DEFAULT_PORT : env.PORT;
    return `http://localhost:${port}`;
  }
  const webUrl = env.WEB_URL.replace(/\/+$/, '');
  const { hostname, port, protocol, origin: webOrigin } = new URL(webUrl);
  const webPort = Number(port || (protocol === 'https:' ? 443 : 80));
  const viteDevServer = env.NODE_ENV === 'development' && webOrigin === DEV_WEB_ORIGIN;
  if (LOOPBACK_HOSTS.has(hostname) && env.PORT !== 0 && webPort !== env.PORT && !viteDevServer) {
    warnings.push(
      `WEB_URL (${webUrl}) is on port ${webPort} but the server listens on PORT=${env.PORT}: mailed links and the sign-in refresh's origin check use WEB_URL (right only behind a port mapping or a proxy).`,
    );
  }
  return webUrl;
}

/**
 * Outside production without JWT_SECRET: a random per-process secret in test, else one generated
 * once and kept in DATA_DIR (config-secret.ts). Runs only once the rest is valid, so a refused
 * configuration writes nothing.
 */
function unsetJwtSecret(env: Env, dataDir: string, warnings: string[]): string {
  if (env.NODE_ENV === 'test') return TEST_PROCESS_SECRET;
  const kept = keptJwtSecret(dataDir);
  if (kept.secret.length < JWT_SECRET_MIN_LENGTH) {
    throw new ConfigError(
      `Invalid configuration: ${kept.file} must hold at least 32 characters (delete it to have a new secret generated).`,
    );
  }
  warnings.push(
    `JWT_SECRET is not set: using the random secret ${kept.created ? 'generated into' : 'kept in'} ${kept.file}.`,
  );
  return kept.secret;
}

// One port for both would put /metrics on the public port (and the second listen would fail).
function checkMetricsPort(raw: Record<string, string>, problems: string[]): void {
  const metricsPort = Number(raw.METRICS_PORT ?? 0);
  if (metricsPort !== 0 && metricsPort === Number(raw.PORT ?? 3000))
    problems.push('METRICS_PORT must differ from PORT (the metrics stay off the public port)');
}

function bcryptCostFor(
  nodeEnv: string | undefined,
  testCost: string | undefined,
  problems: string[],
): number {
  if (testCost === undefined) return BCRYPT_COST;
  if (nodeEnv !== 'test') {
    problems.push('TEST_BCRYPT_COST is only accepted with NODE_ENV=test');
    return BCRYPT_COST;
  }
  return Number(testCost); // range-checked by the schema
}

/**
 * Reads and validates the environment once. Throws ConfigError (one line, naming the
 * variables) when the server must not start.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = pickDocumented(source);
  const parsed = envSchema.safeParse(raw);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
  const warnings: string[] = [];
  checkProductionSecret(raw.NODE_ENV, raw.JWT_SECRET, problems);
  const bcryptCost = bcryptCostFor(raw.NODE_ENV, raw.TEST_BCRYPT_COST, problems);
  if (raw.SQUADUP_FAULT_KILL_AFTER_COMMIT !== undefined && raw.NODE_ENV === 'production')
    problems.push('SQUADUP_FAULT_KILL_AFTER_COMMIT is refused with NODE_ENV=production');
  const trustProxy = parseTrustProxy(raw.TRUST_PROXY ?? 'false', problems);
  checkMetricsPort(raw, problems);
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}.`);
  }
  const env: Env = parsed.data;
  const demoSeed = env.DEMO_SEED ?? (env.NODE_ENV === 'production' ? 'off' : 'auto');
  const demoPassword = demoPasswordFor(
    env.NODE_ENV === 'production',
    demoSeed,
    env.DEMO_PASSWORD,
    problems,
  );
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}.`);

  const webUrl = webUrlFor(env, warnings);
  const corsOrigins = env.CORS_ORIGINS
    ? env.CORS_ORIGINS.split(',')
        .map((o) => o.trim())
        .filter(Boolean)
        .map((o) => o.replace(/\/+$/, ''))
    : [origin(webUrl), ...(env.NODE_ENV === 'development' ? [DEV_WEB_ORIGIN] : [])];
  const dataDir = fromRoot(env.DATA_DIR);
  const jwtSecret = env.JWT_SECRET ?? unsetJwtSecret(env, dataDir, warnings);
  if (env.AUTH_RATE_LIMITS === 'off') {
    warnings.push(
      'AUTH_RATE_LIMITS=off: login, signup and password-reset rate limits are disabled (local end-to-end runs only).',
    );
  }

  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    // Containers need every interface; anywhere else a server is reachable from the local
    // machine only unless HOST says otherwise.
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    pgliteDir: join(dataDir, 'db'),
    databaseUrl: env.DATABASE_URL,
    webUrl,
    corsOrigins: [...new Set(corsOrigins)],
    jwtSecret,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    authRateLimits: env.AUTH_RATE_LIMITS === 'on',
    bcryptCost,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    metrics: { port: env.METRICS_PORT, host: env.METRICS_HOST },
    webDistDir: fromRoot(env.WEB_DIST_DIR ?? join('apps', 'web', 'dist')),
    demoSeed,
    demoPassword,
    trustProxy,
    shutdownDelayMs: (env.SHUTDOWN_DELAY_SECONDS ?? (env.NODE_ENV === 'production' ? 5 : 0)) * 1000,
    maxSendsInFlight: env.MAX_SENDS_IN_FLIGHT,
    countHoldMs: env.COUNT_HOLD_MS,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    jobs: {
      enabled: (env.JOBS ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      mailClaimMs: env.MAIL_CLAIM_SECONDS * 1000,
    },
    s3: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      publicUrl: env.S3_PUBLIC_URL,
      forcePathStyle: env.S3_FORCE_PATH_STYLE
        ? env.S3_FORCE_PATH_STYLE === 'true'
        : Boolean(env.S3_ENDPOINT),
    },
    oauth: {
      google: {
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
        authUrl: env.OAUTH_GOOGLE_AUTH_URL,
        tokenUrl: env.OAUTH_GOOGLE_TOKEN_URL,
        userInfoUrl: env.OAUTH_GOOGLE_USERINFO_URL,
      },
      github: {
        clientId: env.GITHUB_CLIENT_ID,
        clientSecret: env.GITHUB_CLIENT_SECRET,
        authUrl: env.OAUTH_GITHUB_AUTH_URL,
        tokenUrl: env.OAUTH_GITHUB_TOKEN_URL,
        userInfoUrl: env.OAUTH_GITHUB_USERINFO_URL,
        emailsUrl: env.OAUTH_GITHUB_EMAILS_URL,
      },
    },
    faultKillAfterCommit: env.SQUADUP_FAULT_KILL_AFTER_COMMIT ?? null,
    warnings,
  };
}
