import { SEND_ADMISSION } from '@squadup/shared';
// The environment variables the server reads. Their names are a contract with the README and
// docker-compose: the README's table is rendered from (and checked against) this one table.

export interface ConfigVarDoc {
  /** Default as a person would write it; '' when the variable has no default. */
  default: string;
  description: string;
}

export const CONFIG_DOCS = {
  NODE_ENV: {
    default: 'development',
    description:
      'development, production or test; production refuses a weak or published JWT_SECRET and demo members with the published password, and hides schema details.',
  },
  PORT: {
    default: '3000',
    description: 'HTTP port for the API, the socket and the built web app.',
  },
  HOST: {
    default: '127.0.0.1 (0.0.0.0 in production)',
    description: 'Interface to listen on; outside production only the local machine can connect.',
  },
  DATA_DIR: {
    default: './data',
    description:
      'Local state (PGlite database in DATA_DIR/db); relative paths resolve from the repository root.',
  },
  DATABASE_URL: {
    default: '',
    description: 'PostgreSQL connection string; unset means the embedded PGlite database.',
  },
  WEB_URL: {
    default: 'http://localhost:PORT (http://localhost:3000 in production)',
    description:
      'Public origin of the web app, used in links (mail, OAuth redirects) and the sign-in refresh origin check; outside production it follows PORT, and a localhost WEB_URL on another port than PORT is logged as a warning.',
  },
  CORS_ORIGINS: {
    default: 'WEB_URL (+ http://localhost:5173 in development)',
    description:
      'Comma-separated origins allowed to call /graphql, /v1 and the socket with credentials.',
  },
  JWT_SECRET: {
    default: 'random, kept in DATA_DIR/jwt-secret (outside production)',
    description:
      'Signs access tokens (and, through a derived key, the OAuth state cookie and upload URLs); required in production: at least 32 characters, never a value published in the repository, at least 100 bits by a simple estimate (openssl rand -hex 32 passes). Unset elsewhere: generated once (mode 0600); per process under NODE_ENV=test.',
  },
  ACCESS_TOKEN_TTL_SECONDS: {
    default: '900',
    description:
      'Lifetime of an access token in seconds (15 minutes); end-to-end runs shorten it to exercise silent refresh.',
  },
  AUTH_RATE_LIMITS: {
    default: 'on',
    description:
      'on or off: the login, signup, forgot and reset rate limits; off only for local end-to-end runs (logged as a warning).',
  },
  TEST_BCRYPT_COST: {
    default: '',
    description:
      'Test suites only: a lower bcrypt cost (4 to 12) for speed; refused unless NODE_ENV=test (the cost is otherwise 12).',
  },
  SQUADUP_FAULT_KILL_AFTER_COMMIT: {
    default: '',
    description:
      'Fault tests only: a domain event type (application.decided); the server kills itself (SIGKILL) right after committing it, before anything runs after the commit. Refused with NODE_ENV=production.',
  },
  LOG_LEVEL: {
    default: 'info (silent in test)',
    description: 'pino level: fatal, error, warn, info, debug, trace or silent.',
  },
  METRICS_PORT: {
    default: '',
    description:
      'Port of a separate listener answering GET /metrics (Prometheus text format); unset means no metrics at all. Never the public PORT (docs/metrics.md).',
  },
  METRICS_HOST: {
    default: '127.0.0.1',
    description:
      'Interface of the metrics listener; loopback by default, even in production (set 0.0.0.0 in a container and do not publish the port).',
  },
  WEB_DIST_DIR: {
    default: 'apps/web/dist',
    description:
      'Built web app served with SPA fallback when the directory exists; relative to the repository root.',
  },
  DEMO_SEED: {
    default: 'auto (off in production)',
    description:
      'auto seeds demo data when the database has no members; always re-seeds (idempotent) on start; off never seeds. In production auto or always also needs DEMO_PASSWORD.',
  },
  DEMO_PASSWORD: {
    default: 'squadup-demo (none in production)',
    description:
      "The demo member's password (demo@squadup.dev), under the sign-up password rules; production refuses the published one and seeds no demo member without it. Never printed in the start-up log.",
  },
  TRUST_PROXY: {
    default: 'false',
    description:
      "Express 'trust proxy': false, the number of proxies in front of the app, or their addresses/subnets; true, and anything Express cannot compile, are refused. A number trusts that many X-Forwarded-For hops even with no proxy in front: the start-up log names the setting.",
  },
  SHUTDOWN_DELAY_SECONDS: {
    default: '0 (5 in production)',
    description:
      'On SIGTERM, seconds during which /readyz answers 503 and every answer closes its connection, before the listener closes; a little more than the load balancer needs to notice.',
  },
  MAX_SENDS_IN_FLIGHT: {
    default: String(SEND_ADMISSION.sendsInFlight),
    description:
      'Message sends (socket and GraphQL together) one instance runs at once; one more is refused at once with SERVICE_UNAVAILABLE and retryAfterMs, which the clients retry (docs/decisions/0043-socket-sends-and-admission.md).',
  },
  COUNT_HOLD_MS: {
    default: '50',
    description:
      "How long, at most, a member's socket holds a message back for the unread counts it changes, so both arrive in one response; 0 sends the message at once and the counts after it (docs/decisions/0046-chat-sends-share-a-commit.md).",
  },
  REDIS_URL: {
    default: '',
    description: 'Redis for the socket.io adapter when running several instances.',
  },
  SMTP_URL: {
    default: '',
    description: 'SMTP server for mail; unset writes mail to DATA_DIR/outbox.',
  },
  JOBS: {
    default: 'on (off with NODE_ENV=test)',
    description:
      'on or off: this instance runs the background jobs (notification mail, digests) on the database.',
  },
  MAIL_CLAIM_SECONDS: {
    default: '60',
    description:
      'How long a mail being sent is held before another attempt may send it (a crashed sender).',
  },
  MAIL_FROM: {
    default: 'Squadup <no-reply@squadup.dev>',
    description: 'Sender address of outgoing mail.',
  },
  S3_BUCKET: {
    default: '',
    description: 'Bucket for uploads; unset uses the local store in DATA_DIR/uploads.',
  },
  S3_REGION: { default: 'us-east-1', description: 'S3 region.' },
  S3_ENDPOINT: { default: '', description: 'S3-compatible endpoint (MinIO, R2); unset means AWS.' },
  S3_ACCESS_KEY_ID: {
    default: '',
    description: 'S3 access key id; unset uses the AWS default credential chain.',
  },
  S3_SECRET_ACCESS_KEY: { default: '', description: 'S3 secret access key.' },
  S3_PUBLIC_URL: {
    default: '',
    description: 'Public base URL of uploaded files when it differs from the endpoint.',
  },
  S3_FORCE_PATH_STYLE: {
    default: '',
    description:
      'true for path-style bucket URLs (MinIO), false for virtual-hosted; unset means true with S3_ENDPOINT.',
  },
  GOOGLE_CLIENT_ID: {
    default: '',
    description: 'Google OAuth client id; Google sign-in is off without it.',
  },
  GOOGLE_CLIENT_SECRET: { default: '', description: 'Google OAuth client secret.' },
  GITHUB_CLIENT_ID: {
    default: '',
    description: 'GitHub OAuth client id; GitHub sign-in is off without it.',
  },
  GITHUB_CLIENT_SECRET: { default: '', description: 'GitHub OAuth client secret.' },
  OAUTH_GOOGLE_AUTH_URL: {
    default: 'https://accounts.google.com/o/oauth2/v2/auth',
    description: 'Google authorization endpoint (tests point it at a loopback OAuth server).',
  },
  OAUTH_GOOGLE_TOKEN_URL: {
    default: 'https://oauth2.googleapis.com/token',
    description: 'Google token endpoint.',
  },
  OAUTH_GOOGLE_USERINFO_URL: {
    default: 'https://www.googleapis.com/oauth2/v3/userinfo',
    description: 'Google user-info endpoint.',
  },
  OAUTH_GITHUB_AUTH_URL: {
    default: 'https://github.com/login/oauth/authorize',
    description: 'GitHub authorization endpoint.',
  },
  OAUTH_GITHUB_TOKEN_URL: {
    default: 'https://github.com/login/oauth/access_token',
    description: 'GitHub token endpoint.',
  },
  OAUTH_GITHUB_USERINFO_URL: {
    default: 'https://api.github.com/user',
    description: 'GitHub user endpoint.',
  },
  OAUTH_GITHUB_EMAILS_URL: {
    default: 'https://api.github.com/user/emails',
    description: 'GitHub e-mail list endpoint (verified addresses).',
  },
} as const satisfies Record<string, ConfigVarDoc>;

export type ConfigVarName = keyof typeof CONFIG_DOCS;

/** The README's environment table as Markdown, generated from CONFIG_DOCS. */
export function renderConfigTable(): string {
  const formatDefault = (value: string) => {
    if (!value) return '—';
    return /\s/.test(value) && !value.includes('<') ? value : `\`${value}\``;
  };
  const rows = Object.entries(CONFIG_DOCS).map(
    ([name, doc]) => `| \`${name}\` | ${formatDefault(doc.default)} | ${doc.description} |`,
  );
  return ['| Variable | Default | What it does |', '|---|---|---|', ...rows].join('\n');
}
