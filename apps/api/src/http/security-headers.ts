import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import helmet from 'helmet';
import type { Config } from '../config.js';
import { s3Origins } from '../lib/storage/public-url.js';
import type { PlainMiddleware } from '../lib/plain-http.js';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The CSP source of each inline script in the web app's page: the theme, set before the first
 * paint without a round trip for a file (decision 0062). A script is allowed by its content, so
 * an injected one still runs nowhere.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

// Read once at start, like the rest of the policy: a rebuilt web app whose inline script changed
// needs a restart (its other files do not).
function webPageScriptSources(config: Config): string[] {
  const indexPath = join(config.webDistDir, 'index.html');
  return existsSync(indexPath) ? inlineScriptSources(readFileSync(indexPath, 'utf8')) : [];
}

// The SPA loads its own bundle and the page's inline scripts only; inline styles stay allowed for
// style attributes that libraries set at runtime. Photos may be data:/blob: URLs while cropping,
// come from S3, or from the social sign-in providers' picture hosts.
function contentSecurityPolicy(config: Config) {
  const imgSrc = [
    "'self'",
    'data:',
    'blob:',
    ...s3Origins(config).files,
    // Profile pictures kept from social sign-in (auth.policy.ts PROVIDER_PHOTO_HOSTS).
    ...(config.oauth.google.clientId ? ['https://*.googleusercontent.com'] : []),
    ...(config.oauth.github.clientId ? ['https://avatars.githubusercontent.com'] : []),
  ];
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...webPageScriptSources(config)],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc,
      fontSrc: ["'self'", 'data:'],
      // S3 uploads PUT to the bucket's endpoint, which may differ from where files are read.
      connectSrc: [
        ...new Set(["'self'", ...s3Origins(config).uploads, ...s3Origins(config).files]),
      ],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Off: the app is also served over plain http (localhost, compose without TLS).
      upgradeInsecureRequests: null,
    },
  };
}

// Features no page of ours uses, denied to the page and anything it embeds, so an injected script
// or a framed third party cannot ask for them either.
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'interest-cohort=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * The headers helmet sets, with our policy, and the Permissions-Policy, on every answer. Helmet's
 * are the same for every request (no nonce), so its middleware runs once, here, and each answer
 * gets the list it wrote: a dozen small middleware calls a request fewer.
 */
export function securityHeaders(config: Config): PlainMiddleware {
  const written: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      written.push([name, String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      removed.push(name);
    },
  };
  helmet({
    contentSecurityPolicy: contentSecurityPolicy(config),
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: config.isProduction,
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  written.push(['Permissions-Policy', PERMISSIONS_POLICY]);
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of written) res.setHeader(name, value);
    next();
  };
}
