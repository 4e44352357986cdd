import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { scaled } from '../../scripts/test-timeouts';
import { E2E_OPERATOR } from './e2e/support/operator';

const here = path.dirname(fileURLToPath(import.meta.url));

// The machine's own Chromium, never a downloaded browser build (the project's machines have no internet).
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `Chromium not found at ${chromiumPath}; install it (apt-get install -y chromium) or set CHROMIUM_PATH`,
  );
}

const port = process.env.E2E_PORT ?? '4321';
const baseURL = `http://localhost:${port}`;
// A second server whose access tokens live 3 seconds, for the silent-refresh journey only
// (the journey reads its address from SQUADUP_E2E_SHORT_TTL_URL).
const shortTtlPort = process.env.E2E_SHORT_TTL_PORT ?? '4322';
process.env.SQUADUP_E2E_SHORT_TTL_URL = `http://localhost:${shortTtlPort}`;

// A fresh PGlite database (and mail outbox) per server for every run. This runs before the web
// servers start (a globalSetup would run after them); the guard makes it happen once, in the runner:
// workers inherit the variables, and the journeys read each server's outbox from them.
function freshDataDir(variable: string, name: string): string {
  const existing = process.env[variable];
  if (existing) return existing;
  const dir = path.join(here, 'e2e/.artifacts', name);
  rmSync(dir, { recursive: true, force: true });
  process.env[variable] = dir;
  return dir;
}
const dataDirIsNew = !process.env.SQUADUP_E2E_DATA_DIR;
const dataDir = freshDataDir('SQUADUP_E2E_DATA_DIR', 'data');
// The moderation journey's operator: the role is granted from the command line only, and PGlite
// allows one process, so this runs before the server opens the directory (once, in the runner).
// (About 30 s on a busy machine: skipped when the run names spec files and not this one.)
const namedSpecs = process.argv.filter((arg) => arg.endsWith('.spec.ts'));
const runsModeration =
  namedSpecs.length === 0 || namedSpecs.some((arg) => arg.includes('moderation'));
if (dataDirIsNew && runsModeration) {
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/e2e-operator.ts'], {
    cwd: path.join(here, '../api'),
    stdio: 'inherit',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      E2E_OPERATOR_EMAIL: E2E_OPERATOR.email,
      E2E_OPERATOR_PASSWORD: E2E_OPERATOR.password,
    },
  });
}
const shortTtlDataDir = freshDataDir('SQUADUP_E2E_SHORT_TTL_DATA_DIR', 'data-short-ttl');

// Production refuses a published or predictable JWT_SECRET: one random secret per run, made once in
// the runner (workers inherit it) like the data directories above.
const jwtSecret = (process.env.SQUADUP_E2E_JWT_SECRET ??= randomBytes(32).toString('hex'));

/** The built API serving the built web app, as in production (`npm run build` first). */
function apiServer(serverPort: string, serverDataDir: string, env: Record<string, string> = {}) {
  const url = `http://localhost:${serverPort}`;
  return {
    command: 'node ../api/dist/main.js',
    cwd: here,
    url: `${url}/readyz`,
    reuseExistingServer: false,
    timeout: scaled(120_000),
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      NODE_ENV: 'production',
      PORT: serverPort,
      JWT_SECRET: jwtSecret,
      DATA_DIR: serverDataDir,
      WEB_URL: url,
      CORS_ORIGINS: url,
      LOG_LEVEL: 'warn',
      // An empty database: journeys create the members they need.
      DEMO_SEED: 'off',
      // The journeys sign in many times from one address; the limits have their own API tests.
      AUTH_RATE_LIMITS: 'off',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  fullyParallel: false,
  // Two cores: one browser at a time next to the server.
  workers: 1,
  retries: 0,
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  // Scaled by the machine's load at start (scripts/test-timeouts.ts); a hang still fails.
  timeout: scaled(30_000),
  expect: { timeout: scaled(5_000) },
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    colorScheme: 'light',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      // Root needs --no-sandbox; the rest keep an offline Chromium from reaching for the network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    apiServer(port, dataDir),
    apiServer(shortTtlPort, shortTtlDataDir, { ACCESS_TOKEN_TTL_SECONDS: '3' }),
  ],
});
