import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

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

// A fresh PGlite database for every run. This runs before the web server starts (a globalSetup would
// run after it); the guard makes it happen once, in the runner: workers inherit the variable.
if (!process.env.SQUADUP_E2E_DATA_DIR) {
  process.env.SQUADUP_E2E_DATA_DIR = path.join(here, 'e2e/.artifacts/data');
  rmSync(process.env.SQUADUP_E2E_DATA_DIR, { recursive: true, force: true });
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
  timeout: 30_000,
  expect: { timeout: 5_000 },
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
  // The built web app served by the built API, as in production (`npm run build` first).
  webServer: {
    command: 'node ../api/dist/main.js',
    cwd: here,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: port,
      JWT_SECRET: 'e2e-secret-at-least-32-characters-long!!',
      DATA_DIR: process.env.SQUADUP_E2E_DATA_DIR,
      WEB_URL: baseURL,
      CORS_ORIGINS: baseURL,
      LOG_LEVEL: 'warn',
      // An empty database: journeys create the members they need.
      DEMO_SEED: 'off',
    },
  },
});
