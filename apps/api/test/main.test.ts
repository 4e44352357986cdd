import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPackageDir } from '../src/lib/paths.js';
import { freePort } from './ports.js';

const NO_DATABASE = 'postgres://nobody@127.0.0.1:1/none';
// Each test starts a process through tsx: seconds on a loaded machine.
const SPAWN_TIMEOUT_MS = 60_000;
const strongSecret = () => randomBytes(32).toString('hex');

// The real entry point, as `npm start` runs it (through tsx instead of the bundle).
function runScript(
  script: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(apiPackageDir, script)], {
      cwd: apiPackageDir,
      env: { PATH: process.env.PATH, ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
const runMain = (env: Record<string, string>) => runScript(join('src', 'main.ts'), env);

/** Exit code 1, nothing on stdout, and exactly `line` on stderr (no stack trace). */
async function expectRefusal(
  run: Promise<{ code: number | null; stdout: string; stderr: string }>,
  line: string,
) {
  const { code, stdout, stderr } = await run;
  expect(code).toBe(1);
  expect(stdout).toBe('');
  expect(stderr.trim()).toBe(line);
}

describe(
  'main.ts refuses to start unsafe, with one clear line and no stack',
  { timeout: SPAWN_TIMEOUT_MS },
  () => {
    it('production without JWT_SECRET', async () => {
      await expectRefusal(
        runMain({ NODE_ENV: 'production', DATABASE_URL: NO_DATABASE }),
        'Invalid configuration: JWT_SECRET is required in production (at least 32 characters).',
      );
    });

    it("production with .env.example's placeholder secret", async () => {
      await expectRefusal(
        runMain({
          NODE_ENV: 'production',
          DATABASE_URL: NO_DATABASE,
          JWT_SECRET: 'replace-with-output-of-openssl-rand-hex-32',
        }),
        'Invalid configuration: JWT_SECRET is a value published in the Squadup repository: generate your own (openssl rand -hex 32).',
      );
    });

    it('production with a secret of 32 identical characters', async () => {
      const { code, stdout, stderr } = await runMain({
        NODE_ENV: 'production',
        DATABASE_URL: NO_DATABASE,
        JWT_SECRET: 'x'.repeat(32),
      });
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr.trim()).toMatch(
        /^Invalid configuration: JWT_SECRET is too predictable \([^\n]+\.$/,
      );
    });

    it('production asked for demo members without a password of its own', async () => {
      await expectRefusal(
        runMain({
          NODE_ENV: 'production',
          DATABASE_URL: NO_DATABASE,
          JWT_SECRET: strongSecret(),
          DEMO_SEED: 'auto',
        }),
        "Invalid configuration: DEMO_SEED=auto in production needs DEMO_PASSWORD, the demo member's password (the published one is refused).",
      );
    });

    it('`npm run db:seed` in production without DEMO_PASSWORD, before touching the database', async () => {
      await expectRefusal(
        runScript(join('src', 'db', 'seed.cli.ts'), {
          NODE_ENV: 'production',
          DATABASE_URL: NO_DATABASE,
          JWT_SECRET: strongSecret(),
        }),
        "Invalid configuration: seeding the demo members in production needs DEMO_PASSWORD, the demo member's password (the published one is refused).",
      );
    });

    it('a TRUST_PROXY value Express cannot compile', async () => {
      await expectRefusal(
        runMain({ NODE_ENV: 'test', DATABASE_URL: NO_DATABASE, TRUST_PROXY: '0.0.0.0/0' }),
        'Invalid configuration: TRUST_PROXY must be false, a number of proxies, or addresses/subnets (invalid range on address: 0.0.0.0/0).',
      );
    });
  },
);

describe('a command-line script on the embedded database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'squadup-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  // The database thread is unref'd while the app runs; a script that awaits close() must still
  // wait for PGlite to close (an unsettled await would exit with code 13, files unsynced).
  it(
    "the browser journeys' operator script exits 0, and `npm run db:migrate` reopens its directory",
    { timeout: 2 * SPAWN_TIMEOUT_MS },
    async () => {
      const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir };
      const operator = await runScript(join('scripts', 'e2e-operator.ts'), {
        ...env,
        E2E_OPERATOR_EMAIL: 'olive@example.com',
        E2E_OPERATOR_PASSWORD: strongSecret(),
      });
      expect(operator.stderr).toBe('');
      expect(operator.code).toBe(0);
      const again = await runScript(join('src', 'db', 'migrate.cli.ts'), env);
      expect(again.code).toBe(0);
    },
  );
});

describe('main.ts in production on an empty database', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'squadup-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it(
    'seeds no demo member by default, and logs the trust-proxy setting',
    { timeout: 3 * SPAWN_TIMEOUT_MS },
    async () => {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', join('src', 'main.ts')], {
        cwd: apiPackageDir,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          JWT_SECRET: strongSecret(),
          DATA_DIR: dataDir,
          HOST: '127.0.0.1',
          PORT: String(port),
          TRUST_PROXY: '1',
          SHUTDOWN_DELAY_SECONDS: '0',
          WEB_DIST_DIR: '/nonexistent-squadup-web-dist',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const messages: string[] = [];
      const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
      const listening = new Promise<void>((resolve, reject) => {
        createInterface({ input: child.stdout }).on('line', (line) => {
          const { msg } = JSON.parse(line) as { msg: string };
          messages.push(msg);
          if (msg.startsWith('Squadup listening')) resolve();
        });
        child.on('close', (code) =>
          reject(new Error(`exited with ${code}: ${messages.join(' | ')}`)),
        );
      });
      try {
        await listening;
        const login = await fetch(`http://127.0.0.1:${port}/v1/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'demo@squadup.dev', password: 'squadup-demo' }),
        });
        expect(login.status).toBe(401);
        expect(messages.join('\n')).not.toMatch(/demo/i);
        expect(messages).toContainEqual(
          expect.stringMatching(/^TRUST_PROXY=1: the client address is taken from X-Forwarded-For/),
        );
      } finally {
        child.kill('SIGTERM');
        await exited;
      }
    },
  );
});
