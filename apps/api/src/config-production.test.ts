import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeTrustProxy, estimateSecretBits, loadConfig } from './config.js';
import { repoRoot } from './lib/paths.js';

// What production refuses at start-up (docs/decisions/0035-production-refusals.md).

const strongSecret = () => randomBytes(32).toString('hex');
const production = (env: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  JWT_SECRET: strongSecret(),
  ...env,
});

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).not.toContain('\n');
    return message;
  }
  throw new Error('expected loadConfig to throw');
}

/** Every literal JWT_SECRET written in the repository's docs, compose files, examples and test set-ups. */
function secretsWrittenInTheRepository(): string[] {
  const files = [
    '.env.example',
    'docker-compose.yml',
    'README.md',
    'apps/web/playwright.config.ts',
    ...readdirSync(join(repoRoot, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];
  const found = new Set<string>();
  // `JWT_SECRET=value` (env files, shell lines) or `JWT_SECRET: 'value'` (YAML, objects);
  // interpolations (`${...}`) and calls (randomBytes(...)) are not literals.
  const pattern = /JWT_SECRET(?:=|:\s*)(['"]?)([^\s'"`$…]{8,})\1/g;
  for (const file of files) {
    for (const match of readFileSync(join(repoRoot, file), 'utf8').matchAll(pattern)) {
      const value = match[2]!;
      if (!/\(|\)/.test(value)) found.add(value);
    }
  }
  return [...found];
}

describe('JWT_SECRET in production', () => {
  it('refuses the secrets the repository published: the .env.example placeholder, the old development secret, the e2e secret', () => {
    for (const published of [
      'replace-with-output-of-openssl-rand-hex-32',
      'squadup-development-secret-do-not-use-in-production',
      'e2e-secret-at-least-32-characters-long!!',
      ' Replace-With-Output-Of-Openssl-Rand-Hex-32 ',
    ]) {
      expect(configError(production({ JWT_SECRET: published })), published).toBe(
        'Invalid configuration: JWT_SECRET is a value published in the Squadup repository: generate your own (openssl rand -hex 32).',
      );
    }
  });

  it('refuses every literal secret written in the docs, compose files and examples', () => {
    const written = secretsWrittenInTheRepository();
    for (const value of written)
      expect(configError(production({ JWT_SECRET: value })), value).toMatch(
        /^Invalid configuration: JWT_SECRET /,
      );
  });

  it('refuses obviously predictable secrets of 32+ characters, saying how many bits it estimated', () => {
    for (const weak of [
      'x'.repeat(32),
      's'.repeat(40),
      'ab'.repeat(20),
      'password'.repeat(4),
      'abcdefghijklmnopqrstuvwxyz012345',
      '12345678901234567890123456789012',
      'zyxwvutsrqponmlkjihgfedcba987654',
      'aaaaaaaaaaaaaaaabbbbbbbbbbbbbbbbb',
      'deadbeef'.repeat(4),
    ]) {
      expect(configError(production({ JWT_SECRET: weak })), weak).toMatch(
        /^Invalid configuration: JWT_SECRET is too predictable \(about \d+ bits estimated, at least 100 needed\): generate a random one \(openssl rand -hex 32\)\.$/,
      );
    }
  });

  it('still refuses a short one first, naming the length', () => {
    expect(configError(production({ JWT_SECRET: 'k3J9-x' }))).toBe(
      'Invalid configuration: JWT_SECRET must be at least 32 characters in production.',
    );
  });

  it('accepts random secrets of the usual shapes, every time (no refusal by chance)', () => {
    for (let i = 0; i < 300; i += 1) {
      for (const secret of [
        randomBytes(16).toString('hex'), // openssl rand -hex 16: 32 characters, 128 bits
        randomBytes(32).toString('hex'),
        randomBytes(32).toString('base64url'),
        randomBytes(24).toString('base64'),
      ]) {
        expect(loadConfig(production({ JWT_SECRET: secret })).jwtSecret).toBe(secret);
      }
    }
  });

  it('estimates bits from the characters that cannot be predicted', () => {
    expect(estimateSecretBits('x'.repeat(32))).toBeLessThan(10);
    expect(estimateSecretBits('abcdefghijklmnopqrstuvwxyz012345')).toBeLessThan(40);
    expect(estimateSecretBits('0123456789abcdef0123456789abcdef')).toBeLessThan(30);
    // 32 hex digits without a run or a repeat: 4 bits each.
    expect(estimateSecretBits('3f9a0c5e7b2d4816f0e9c3a7b5d2148e')).toBe(128);
    // 43 base64url characters: about 6 bits each.
    expect(estimateSecretBits('Qm8x_T2vLk9pZr4sWy7nHc3jBd5fGq1aEo6uIt0VbXk')).toBeGreaterThan(250);
  });

  it('is not checked outside production: development and test take what they are given', () => {
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe(
      'x'.repeat(32),
    );
  });
});

describe('demo members in production', () => {
  it('DEMO_SEED defaults to off in production and to auto elsewhere', () => {
    expect(loadConfig(production()).demoSeed).toBe('off');
    expect(loadConfig(production()).demoPassword).toBeNull();
    const test = loadConfig({ NODE_ENV: 'test' });
    expect(test.demoSeed).toBe('auto');
    expect(test.demoPassword).toBe('squadup-demo');
  });

  it('refuses DEMO_SEED=auto or always in production without DEMO_PASSWORD', () => {
    for (const mode of ['auto', 'always']) {
      expect(configError(production({ DEMO_SEED: mode }))).toBe(
        `Invalid configuration: DEMO_SEED=${mode} in production needs DEMO_PASSWORD, the demo member's password (the published one is refused).`,
      );
    }
  });

  it('refuses the published demo password in production, whatever its case', () => {
    for (const published of ['squadup-demo', 'SquadUp-Demo'])
      expect(configError(production({ DEMO_SEED: 'auto', DEMO_PASSWORD: published }))).toBe(
        'Invalid configuration: DEMO_PASSWORD must not be the published demo password in production.',
      );
  });

  it('refuses a DEMO_PASSWORD that breaks the password rules, anywhere', () => {
    expect(configError(production({ DEMO_SEED: 'auto', DEMO_PASSWORD: 'short' }))).toBe(
      'Invalid configuration: DEMO_PASSWORD: Password must be at least 8 characters.',
    );
    expect(configError({ NODE_ENV: 'test', DEMO_PASSWORD: 'é'.repeat(40) })).toMatch(
      /^Invalid configuration: DEMO_PASSWORD: Password must be at most 72 bytes/,
    );
  });

  it('seeds in production only when asked, with a password of its own', () => {
    const config = loadConfig(
      production({ DEMO_SEED: 'always', DEMO_PASSWORD: 'amber-falcon-71' }),
    );
    expect(config.demoSeed).toBe('always');
    expect(config.demoPassword).toBe('amber-falcon-71');
    // Outside production DEMO_PASSWORD replaces the published one when set.
    expect(loadConfig({ NODE_ENV: 'test', DEMO_PASSWORD: 'amber-falcon-71' }).demoPassword).toBe(
      'amber-falcon-71',
    );
  });
});

describe('WEB_URL follows PORT outside production', () => {
  it('defaults WEB_URL, and the allowed origins with it, to http://localhost:<PORT>', () => {
    const config = loadConfig({ NODE_ENV: 'test', PORT: '4201' });
    expect(config.webUrl).toBe('http://localhost:4201');
    expect(config.corsOrigins).toEqual(['http://localhost:4201']);
    expect(config.warnings).toEqual([]);
    // PORT=0 (any free port) has no address to follow yet: the default stays port 3000.
    expect(loadConfig({ NODE_ENV: 'test', PORT: '0' }).webUrl).toBe('http://localhost:3000');
  });

  it('keeps http://localhost:3000 in production, where WEB_URL is the public address to set', () => {
    expect(loadConfig(production({ PORT: '4201' })).webUrl).toBe('http://localhost:3000');
  });

  it('warns when WEB_URL names localhost on another port than PORT', () => {
    for (const webUrl of ['http://localhost:3000', 'http://127.0.0.1:3000/', 'http://localhost']) {
      const config = loadConfig({ NODE_ENV: 'test', PORT: '4201', WEB_URL: webUrl });
      expect(config.warnings, webUrl).toEqual([
        expect.stringMatching(
          /^WEB_URL \(http:\/\/(localhost|127\.0\.0\.1)(:3000)?\) is on port (3000|80) but the server listens on PORT=4201: /,
        ),
      ]);
    }
    for (const quiet of [
      { WEB_URL: 'http://localhost:4201' },
      { WEB_URL: 'https://squadup.example' },
      { PORT: '0', WEB_URL: 'http://localhost:3000' },
    ])
      expect(loadConfig({ NODE_ENV: 'test', PORT: '4201', ...quiet }).warnings).toEqual([]);
  });
});

describe('TRUST_PROXY', () => {
  it('refuses any value Express cannot compile, naming the variable', () => {
    for (const bad of ['0.0.0.0/0', '10.0.0.0/33', 'garbage', 'loopback, nonsense']) {
      expect(configError({ NODE_ENV: 'test', TRUST_PROXY: bad }), bad).toMatch(
        /^Invalid configuration: TRUST_PROXY must be false, a number of proxies, or addresses\/subnets \(.+\)\.$/,
      );
    }
  });

  it('describes the setting for the start-up log', () => {
    expect(describeTrustProxy(false)).toMatch(/^TRUST_PROXY=false: /);
    expect(describeTrustProxy(2)).toMatch(
      /^TRUST_PROXY=2: .*X-Forwarded-For.*without exactly 2 proxies in front/,
    );
    expect(describeTrustProxy('loopback, 10.0.0.0/8')).toMatch(
      /^TRUST_PROXY=loopback, 10\.0\.0\.0\/8: /,
    );
  });
});
