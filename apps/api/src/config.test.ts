import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_DOCS, ConfigError, loadConfig, renderConfigTable } from './config.js';
import { repoRoot } from './lib/paths.js';

/** A strong secret made per run: a fixed one in the source would be a published secret. */
const production = { NODE_ENV: 'production', JWT_SECRET: randomBytes(32).toString('hex') };
/** Development without JWT_SECRET writes DATA_DIR/jwt-secret: never into the repository here. */
const devDataDir = () => mkdtempSync(join(tmpdir(), 'squadup-config-'));
const development = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: devDataDir(), ...env });

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error('expected loadConfig to throw');
}

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = development();
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      webUrl: 'http://localhost:3000',
      corsOrigins: ['http://localhost:3000', 'http://localhost:5173'],
      demoPassword: 'squadup-demo',
      logLevel: 'info',
      demoSeed: 'auto',
      trustProxy: false,
      mailFrom: 'Squadup <no-reply@squadup.dev>',
      accessTokenTtlSeconds: 900,
      authRateLimits: true,
      bcryptCost: 12,
    });
    expect(config.oauth.github.authUrl).toBe('https://github.com/login/oauth/authorize');
    expect(config.oauth.google.tokenUrl).toBe('https://oauth2.googleapis.com/token');
  });

  it('resolves DATA_DIR and WEB_DIST_DIR from the repository root, not the working directory', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: './data' });
    expect(config.dataDir).toBe(join(repoRoot, 'data'));
    expect(config.pgliteDir).toBe(join(repoRoot, 'data', 'db'));
    expect(config.webDistDir).toBe(join(repoRoot, 'apps', 'web', 'dist'));
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/var/lib/squadup' }).pgliteDir).toBe(
      '/var/lib/squadup/db',
    );
    expect(readFileSync(join(repoRoot, 'package.json'), 'utf8')).toContain('"workspaces"');
  });

  it('without JWT_SECRET in development, generates a secret once into DATA_DIR/jwt-secret (0600) and reuses it', () => {
    const dataDir = devDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, 'jwt-secret');
    expect(first.jwtSecret).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits, base64url
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.warnings).toEqual([expect.stringContaining(file)]);
    // A later start keeps it, so sessions survive restarts; another data directory gets its own.
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    expect(development().jwtSecret).not.toBe(first.jwtSecret);
    // The secret that used to be published in the source is no longer accepted anywhere.
    expect(readFileSync(join(repoRoot, 'apps/api/src/config.ts'), 'utf8')).not.toContain(
      'squadup-development-secret',
    );
  });

  it('makes a kept secret that others may read owner-only again, and leaves no temporary file', () => {
    const dataDir = devDataDir();
    const secret = 'k'.repeat(43);
    writeFileSync(join(dataDir, 'jwt-secret'), `${secret}\n`, { mode: 0o644 });
    chmodSync(join(dataDir, 'jwt-secret'), 0o644);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(secret);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir)).toEqual(['jwt-secret']);
  });

  it('refuses a kept secret that is too short (a hand-edited file)', () => {
    const dataDir = devDataDir();
    writeFileSync(join(dataDir, 'jwt-secret'), 'short\n', { mode: 0o600 });
    expect(configError({ DATA_DIR: dataDir })).toMatch(/jwt-secret.*at least 32/);
  });

  it('in test, without JWT_SECRET, uses a random per-process secret and writes nothing', () => {
    const dataDir = devDataDir();
    const test = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    expect(test.warnings).toEqual([]);
    expect(test.jwtSecret).toHaveLength(43);
    expect(loadConfig({ NODE_ENV: 'test' }).jwtSecret).toBe(test.jwtSecret);
    expect(() => statSync(join(dataDir, 'jwt-secret'))).toThrow();
    expect(test.logLevel).toBe('silent');
  });

  it('listens on 127.0.0.1 outside production and on every interface in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig(production).host).toBe('0.0.0.0');
    expect(loadConfig({ ...production, HOST: '10.1.2.3' }).host).toBe('10.1.2.3');
  });

  it('refuses production without JWT_SECRET, naming the variable in one line', () => {
    const message = configError({ NODE_ENV: 'production' });
    expect(message).toBe(
      'Invalid configuration: JWT_SECRET is required in production (at least 32 characters).',
    );
    expect(message).not.toContain('\n');
  });

  it('refuses a short JWT_SECRET in production and never falls back to a generated one', () => {
    expect(configError({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toMatch(
      /JWT_SECRET must be at least 32/,
    );
    expect(loadConfig(production).jwtSecret).toBe(production.JWT_SECRET);
  });

  it('reports every invalid variable at once', () => {
    const message = configError({ NODE_ENV: 'production', PORT: 'abc', DEMO_SEED: 'sometimes' });
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/DEMO_SEED/);
    expect(message).toMatch(/JWT_SECRET/);
    expect(message).not.toContain('\n');
  });

  it('rejects malformed URLs and unknown enum values', () => {
    expect(configError({ NODE_ENV: 'staging' })).toMatch(/NODE_ENV/);
    expect(configError({ DATABASE_URL: 'mysql://x' })).toMatch(
      /DATABASE_URL must start with postgres/,
    );
    expect(configError({ WEB_URL: 'not a url' })).toMatch(/WEB_URL/);
    expect(configError({ LOG_LEVEL: 'loud' })).toMatch(/LOG_LEVEL/);
    expect(configError({ OAUTH_GITHUB_TOKEN_URL: 'ftp://x' })).toMatch(/OAUTH_GITHUB_TOKEN_URL/);
  });

  it('treats blank values as unset (compose passes FOO= for optional variables)', () => {
    const config = loadConfig({ ...production, DATABASE_URL: '', REDIS_URL: ' ', PORT: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.port).toBe(3000);
  });

  it('derives CORS origins from WEB_URL, adding the Vite dev server only in development', () => {
    expect(loadConfig({ ...production, WEB_URL: 'https://squadup.example/' }).corsOrigins).toEqual([
      'https://squadup.example',
    ]);
    expect(loadConfig({ NODE_ENV: 'test' }).corsOrigins).toEqual(['http://localhost:3000']);
    const listed = development({ CORS_ORIGINS: 'https://a.example, https://b.example/ ,,' });
    expect(listed.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('parses TRUST_PROXY as false, a hop count or an address list', () => {
    const test = (value: string) => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value });
    expect(test('false').trustProxy).toBe(false);
    expect(test('2').trustProxy).toBe(2);
    expect(test('loopback, 10.0.0.0/8').trustProxy).toBe('loopback, 10.0.0.0/8');
  });

  it('refuses TRUST_PROXY=true with a start-up error that says why', () => {
    for (const value of ['true', 'TRUE', ' true ']) {
      expect(configError({ ...production, TRUST_PROXY: value })).toBe(
        'Invalid configuration: TRUST_PROXY=true would trust any X-Forwarded-For a client sends, which defeats the per-IP limits: give the number of proxies in front of the app (e.g. 1) or their addresses/subnets.',
      );
    }
  });

  it('reads the optional integrations', () => {
    const config = development({
      DATABASE_URL: 'postgres://u:p@db:5432/squadup',
      REDIS_URL: 'redis://redis:6379',
      SMTP_URL: 'smtp://mailpit:1025',
      S3_BUCKET: 'squadup',
      S3_ENDPOINT: 'http://minio:9000',
      GITHUB_CLIENT_ID: 'id',
      OAUTH_GITHUB_AUTH_URL: 'http://127.0.0.1:9999/authorize',
    });
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/squadup');
    expect(config.s3).toMatchObject({
      bucket: 'squadup',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
    });
    expect(config.oauth.github).toMatchObject({
      clientId: 'id',
      authUrl: 'http://127.0.0.1:9999/authorize',
    });
  });
});

describe('metrics settings', () => {
  it('has no metrics listener unless METRICS_PORT is set, and keeps it on loopback even in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).metrics).toEqual({
      port: undefined,
      host: '127.0.0.1',
    });
    expect(loadConfig({ ...production, METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    expect(loadConfig({ NODE_ENV: 'test', METRICS_PORT: '0' }).metrics.port).toBe(0);
    expect(
      loadConfig({ ...production, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics.host,
    ).toBe('0.0.0.0');
    expect(loadConfig({ ...production, METRICS_PORT: ' ' }).metrics.port).toBeUndefined();
  });

  it('refuses a bad METRICS_PORT, and one equal to PORT (that would make /metrics public)', () => {
    for (const bad of ['abc', '-1', '65536', '1.5'])
      expect(configError({ NODE_ENV: 'test', METRICS_PORT: bad }), bad).toMatch(/METRICS_PORT/);
    expect(configError({ NODE_ENV: 'test', METRICS_PORT: '3000' })).toMatch(
      /METRICS_PORT must differ from PORT/,
    );
    expect(configError({ NODE_ENV: 'test', PORT: '8080', METRICS_PORT: '8080' })).toMatch(
      /METRICS_PORT must differ from PORT/,
    );
    expect(loadConfig({ NODE_ENV: 'test', PORT: '0', METRICS_PORT: '0' }).metrics.port).toBe(0);
  });
});

describe('auth settings', () => {
  it('uses bcrypt cost 12 everywhere unless the test suite lowers it', () => {
    expect(loadConfig(production).bcryptCost).toBe(12);
    expect(development().bcryptCost).toBe(12);
    expect(loadConfig({ NODE_ENV: 'test' }).bcryptCost).toBe(12);
    expect(loadConfig({ NODE_ENV: 'test', TEST_BCRYPT_COST: '4' }).bcryptCost).toBe(4);
  });

  it('refuses TEST_BCRYPT_COST outside NODE_ENV=test, and out of range', () => {
    expect(configError({ ...production, TEST_BCRYPT_COST: '4' })).toMatch(
      /TEST_BCRYPT_COST is only accepted with NODE_ENV=test/,
    );
    expect(configError({ TEST_BCRYPT_COST: '4' })).toMatch(/TEST_BCRYPT_COST/);
    expect(configError({ NODE_ENV: 'test', TEST_BCRYPT_COST: '3' })).toMatch(/TEST_BCRYPT_COST/);
  });

  it('takes SQUADUP_FAULT_KILL_AFTER_COMMIT outside production only', () => {
    const kill = { SQUADUP_FAULT_KILL_AFTER_COMMIT: 'application.decided' };
    expect(loadConfig({ NODE_ENV: 'test', ...kill }).faultKillAfterCommit).toBe(
      'application.decided',
    );
    expect(loadConfig({ NODE_ENV: 'test' }).faultKillAfterCommit).toBeNull();
    expect(configError({ ...production, ...kill })).toMatch(
      /SQUADUP_FAULT_KILL_AFTER_COMMIT is refused with NODE_ENV=production/,
    );
  });

  it('reads ACCESS_TOKEN_TTL_SECONDS as a positive whole number of seconds', () => {
    expect(development({ ACCESS_TOKEN_TTL_SECONDS: '70' }).accessTokenTtlSeconds).toBe(70);
    for (const bad of ['0', '-5', '1.5', 'soon', '86401'])
      expect(configError({ ACCESS_TOKEN_TTL_SECONDS: bad }), bad).toMatch(
        /ACCESS_TOKEN_TTL_SECONDS/,
      );
  });

  it('turns the auth rate limits off only when asked, with a warning (even in production)', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).authRateLimits).toBe(true);
    const off = loadConfig({ ...production, AUTH_RATE_LIMITS: 'off' });
    expect(off.authRateLimits).toBe(false);
    expect(off.warnings).toEqual([expect.stringMatching(/^AUTH_RATE_LIMITS=off/)]);
    expect(configError({ AUTH_RATE_LIMITS: 'maybe' })).toMatch(/AUTH_RATE_LIMITS/);
  });
});

describe('CONFIG_DOCS', () => {
  it('documents every variable in one line', () => {
    for (const [name, doc] of Object.entries(CONFIG_DOCS)) {
      expect(doc.description, name).toMatch(/^\S.*\.$/);
      expect(doc.description, name).not.toContain('\n');
    }
  });

  it('renders the README table with one row per variable', () => {
    const table = renderConfigTable();
    expect(table.split('\n')).toHaveLength(Object.keys(CONFIG_DOCS).length + 2);
    for (const name of Object.keys(CONFIG_DOCS)) expect(table).toContain(`| \`${name}\` |`);
  });

  it('matches the README table between its markers', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const match = /<!-- config-table:start -->\n([\s\S]*?)\n<!-- config-table:end -->/.exec(readme);
    // Missing markers or an empty table fail here: regenerate with `npm run config:table -w @squadup/api -- --write`.
    expect(match, 'README.md has no config-table markers').not.toBeNull();
    const rows = match?.[1]?.split('\n').filter((line) => line.startsWith('| `')) ?? [];
    expect(rows).toHaveLength(Object.keys(CONFIG_DOCS).length);
    expect(match?.[1]).toBe(renderConfigTable());
  });
});
