// Lighthouse against the built app, as a member's browser meets it (docs/performance/web.md).
// It builds nothing: run `npm run build` first. It starts the built API serving the built web app on a
// throwaway PGlite directory seeded with the demo community, signs the demo member in for the signed-in
// page, and runs Lighthouse (performance only) with the system Chromium, mobile and desktop presets,
// several runs each, interleaved so that machine noise spreads over every page alike. It prints the
// median run of each page and preset (Lighthouse's own median-run choice).
//
//   npm run bench:web -- [--runs 3] [--pages /,/login,/projects]
//                        [--target name=api/dist/main.js,web/dist ...]   (several: compared in one run)
//
// A target is an API entry and a web build; the default is this checkout's apps/api/dist/main.js and
// apps/web/dist. Giving two (e.g. a copy of main's build) measures both interleaved in the same run.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse, { desktopConfig } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromiumPath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Production seeds demo members only with a password of their own (never the published one).
const DEMO = { email: 'demo@squadup.dev', password: randomBytes(18).toString('base64url') };
// Must match AUTH_STORAGE_KEY in packages/shared/src/limits.ts (zustand's persisted auth state).
const AUTH_STORAGE_KEY = 'auth-storage';
const SIGNED_IN_PAGES = new Set(['/projects', '/people', '/chat', '/myposts', '/profile']);

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: '/,/login,/projects' },
    target: { type: 'string', multiple: true },
    port: { type: 'string', default: '4390' },
    // Writes each median run's full report (JSON) there, to see what the figures come from.
    save: { type: 'string' },
  },
});
const runs = Number(values.runs);
const pages = values.pages.split(',');
const targets = (values.target ?? ['this=apps/api/dist/main.js,apps/web/dist']).map((spec) => {
  const [name, rest] = spec.includes('=') ? spec.split('=') : ['this', spec];
  const [api, web] = rest.split(',').map((p) => path.resolve(root, p));
  for (const file of [api, path.join(web, 'index.html')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  return { name, api, web };
});
if (!existsSync(chromiumPath))
  throw new Error(`Chromium not found at ${chromiumPath} (CHROME_PATH)`);

const presets = [
  { name: 'mobile', config: undefined },
  { name: 'desktop', config: desktopConfig },
];

async function startServer(target, port) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'squadup-lighthouse-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [target.api], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: target.web,
      WEB_URL: origin,
      CORS_ORIGINS: origin,
      JWT_SECRET: randomBytes(32).toString('hex'),
      DEMO_SEED: 'auto',
      DEMO_PASSWORD: DEMO.password,
      LOG_LEVEL: 'warn',
      // One sign-in per signed-in run, from one address.
      AUTH_RATE_LIMITS: 'off',
      SHUTDOWN_DELAY_SECONDS: '0',
      DATABASE_URL: '',
      METRICS_PORT: '',
      REDIS_URL: '',
    },
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${target.api} exited with ${child.exitCode}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`${target.api} was not ready after 180 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { ...target, origin, stop };
}

async function signIn(origin) {
  const response = await fetch(`${origin}/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status}`);
  const { accessToken, user } = await response.json();
  return JSON.stringify({ state: { token: accessToken, user }, version: 0 });
}

/** One Lighthouse run in a fresh browser (empty cache and storage, as a first visit). */
async function measure(server, page, preset) {
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const tab = await browser.newPage();
    if (SIGNED_IN_PAGES.has(page)) {
      // The web keeps its session in localStorage (stores/auth-storage.ts): put a fresh one there.
      const session = await signIn(server.origin);
      await tab.goto(`${server.origin}/favicon.svg`);
      await tab.evaluate(
        (key, value) => localStorage.setItem(key, value),
        AUTH_STORAGE_KEY,
        session,
      );
    }
    const result = await lighthouse(
      `${server.origin}${page}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // The browser is new for each run, so its cache is empty anyway; resetting would drop the session.
        disableStorageReset: true,
      },
      preset.config,
      tab,
    );
    const lhr = result.lhr;
    if (lhr.runtimeError)
      throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const failed = ['first-contentful-paint', 'largest-contentful-paint'].filter(
      (id) => lhr.audits[id].numericValue === undefined,
    );
    if (failed.length) {
      throw new Error(`${page}: ${failed.map((id) => lhr.audits[id].errorMessage).join('; ')}`);
    }
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== page) throw new Error(`${page} ended on ${finalPath} (not signed in?)`);
    return lhr;
  } finally {
    await browser.close();
  }
}

/** Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART, NO_FCP): try twice more. */
async function measureWithRetry(server, page, preset, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(server, page, preset);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`  retrying ${page} ${preset.name}: ${error.message.split('\n')[0]}`);
    }
  }
}

function summarize(lhrs, label) {
  const median = computeMedianRun(lhrs);
  if (values.save) {
    mkdirSync(values.save, { recursive: true });
    writeFileSync(
      path.join(values.save, `${label.replace(/[^a-z0-9]+/gi, '_')}.json`),
      JSON.stringify(median),
    );
  }
  const scores = lhrs
    .map((lhr) => Math.round(lhr.categories.performance.score * 100))
    .sort((a, b) => a - b);
  const scripts = (median.audits['network-requests'].details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return {
    // The median score; the other figures come from Lighthouse's median run (closest to the median
    // FCP and TTI), so they belong to one real page load.
    score: scores[Math.floor(scores.length / 2)],
    range: `${scores[0]}-${scores.at(-1)}`,
    fcp: median.audits['first-contentful-paint'].numericValue,
    lcp: median.audits['largest-contentful-paint'].numericValue,
    tbt: median.audits['total-blocking-time'].numericValue,
    cls: median.audits['cumulative-layout-shift'].numericValue,
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsFiles: scripts.length,
    unusedJs: median.audits['unused-javascript'].details?.overallSavingsBytes ?? 0,
    totalBytes: median.audits['total-byte-weight'].numericValue,
  };
}

const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const servers = [];
try {
  for (const [index, target] of targets.entries()) {
    servers.push(await startServer(target, Number(values.port) + index));
  }
  const results = new Map();
  for (let run = 1; run <= runs; run++) {
    for (const server of servers) {
      for (const page of pages) {
        for (const preset of presets) {
          const key = `${server.name}|${page}|${preset.name}`;
          const lhr = await measureWithRetry(server, page, preset);
          results.set(key, [...(results.get(key) ?? []), lhr]);
          const score = Math.round(lhr.categories.performance.score * 100);
          console.error(`run ${run}/${runs} ${server.name} ${page} ${preset.name}: ${score}`);
        }
      }
    }
  }
  const table = [
    `${runs} runs per page and preset: median score (range), other figures from Lighthouse's median run; simulated throttling.`,
    '',
    '| Build | Page | Mobile score | FCP | LCP | TBT | CLS | Desktop score | Desktop LCP | JS on the wire (mobile) | All bytes | Unused JS |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const server of servers) {
    for (const page of pages) {
      const mobile = summarize(
        results.get(`${server.name}|${page}|mobile`),
        `${server.name}${page}-mobile`,
      );
      const desktop = summarize(
        results.get(`${server.name}|${page}|desktop`),
        `${server.name}${page}-desktop`,
      );
      table.push(
        `| ${server.name} | \`${page}\` | ${mobile.score} (${mobile.range}) | ${seconds(mobile.fcp)} | ` +
          `${seconds(mobile.lcp)} | ${Math.round(mobile.tbt)} ms | ${mobile.cls.toFixed(3)} | ` +
          `${desktop.score} (${desktop.range}) | ${seconds(desktop.lcp)} | ` +
          `${kb(mobile.jsBytes)} in ${mobile.jsFiles} files | ${kb(mobile.totalBytes)} | ${kb(mobile.unusedJs)} |`,
      );
    }
  }
  console.log(table.join('\n'));
} finally {
  for (const server of servers) await server.stop();
}
