import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Logger } from '../lib/logger.js';
import type { ShareMeta } from '../lib/share-meta.js';
import { withTimeout } from '../lib/timeout.js';

/** Paths the SPA fallback never answers: they belong to the API or are files. */
export const API_PREFIXES = ['/v1', '/graphql', '/socket.io', '/healthz', '/readyz', '/assets'];

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** How long a shared page waits for its preview's facts before the plain page is sent. */
export const SHARE_META_WAIT_MS = 300;
const REVALIDATE = 'no-cache';

const isApiPath = (path: string) =>
  API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

// A client route (/terms-of-service) has no file extension; a missing file (/logo.png) has one.
const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path);

/**
 * A page that a signed-out visitor may open from a shared link (docs/decisions/0051): its path
 * pattern, whose first group is the id, and what its link unfurls as (null: the visitor may not
 * read it, and the plain app page answers).
 */
export interface SharedPage {
  path: RegExp;
  meta: (id: string) => Promise<ShareMeta | null>;
}

export interface SpaOptions {
  sharedPages?: readonly SharedPage[];
  /** The site's public address (WEB_URL): Open Graph wants absolute URLs. */
  siteUrl?: string;
  log?: Pick<Logger, 'warn'>;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

// The page's own title, description and link-preview tags, replaced as a whole for a shared page.
const TITLE = /<title>[^<]*<\/title>/;
const PREVIEW_TAGS =
  /\s*<meta\s+(?:name="description"|property="og:[^"]*"|name="twitter:[^"]*")[^>]*>/g;

/** index.html with the shared page's title, description and Open Graph tags. */
export function withShareMeta(html: string, meta: ShareMeta, pageUrl: string, siteUrl: string) {
  const absolute = (url: string) => (url.startsWith('/') ? `${siteUrl}${url}` : url);
  const tags: [string, string, string][] = [
    ['name', 'description', meta.description],
    ['property', 'og:site_name', 'Squadup'],
    ['property', 'og:type', meta.type],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', pageUrl],
    ...(meta.image
      ? [['property', 'og:image', absolute(meta.image)] as [string, string, string]]
      : []),
    ['name', 'twitter:card', 'summary'],
    ...(meta.noindex ? [['name', 'robots', 'noindex'] as [string, string, string]] : []),
  ];
  const head = tags
    .map(([kind, name, content]) => `<meta ${kind}="${name}" content="${escapeHtml(content)}" />`)
    .join('\n    ');
  // Replacer functions: a `$` in a member's text is not a replacement pattern.
  return html
    .replace(PREVIEW_TAGS, '')
    .replace(TITLE, () => `<title>${escapeHtml(meta.title)} · Squadup</title>`)
    .replace('</head>', () => `  ${head}\n  </head>`);
}

/**
 * Serves the built web app when `webDistDir/index.html` exists (null otherwise): hashed files
 * under /assets are cached for a year, everything else revalidates, and any GET that asks for
 * HTML outside the API gets index.html so deep links like /terms-of-service load. Text files
 * go out as the brotli or gzip copy the build wrote next to them (decision 0021) when the
 * browser accepts it, with `Vary: Accept-Encoding`; compressing once at build costs no CPU per
 * request and reaches brotli's best ratio, which on-the-fly compression cannot afford.
 */
export function spaRouter(webDistDir: string, options: SpaOptions = {}): Router | null {
  const indexPath = join(webDistDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const { sharedPages = [], siteUrl = '', log } = options;
  const assetsDir = join(webDistDir, 'assets') + sep;
  const serveFile: RequestHandler = expressStaticGzip(webDistDir, {
    enableBrotli: true,
    // Brotli is smaller than gzip at the same decoding cost; browsers list gzip first.
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    },
  });
  const router = Router();
  router.use(serveFile);
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Scripts and images asking for a missing file must get a 404, not HTML (which would surface
    // as a confusing MIME-type error); navigations (text/html) and extension-less paths get the app.
    if (isApiPath(req.path)) return next();
    const accept = req.headers.accept ?? '*/*';
    const wantsHtml =
      accept.includes('text/html') || (accept === '*/*' && !looksLikeFile(req.path));
    if (!wantsHtml) return next();
    const serveIndex = () => {
      // The same file handler answers, so index.html is compressed and revalidated like /index.html.
      const originalUrl = req.url;
      req.url = '/index.html';
      serveFile(req, res, (error?: unknown) => {
        req.url = originalUrl;
        next(error);
      });
    };
    sendSharedPage(req, res)
      .then((sent) => {
        if (!sent) serveIndex();
      })
      .catch(next);
  });

  /**
   * A shared page's HTML with its preview tags; false when the path is not a shared page, the
   * visitor may not read it, or its facts could not be loaded (the plain page answers then: a
   * preview is never worth an error page).
   */
  async function sendSharedPage(req: Request, res: Response): Promise<boolean> {
    for (const page of sharedPages) {
      const id = page.path.exec(req.path)?.[1];
      if (id === undefined) continue;
      try {
        // A slow database must not hold the page's first paint: past the wait, the plain page.
        const meta = await withTimeout(
          page.meta(id),
          SHARE_META_WAIT_MS,
          'preview lookup timed out',
        );
        if (!meta) return false;
        // Read per page, like the plain page, so a rebuilt web app is served without a restart.
        const indexHtml = await readFile(indexPath, 'utf8');
        res.setHeader('Cache-Control', REVALIDATE);
        res.type('html').send(withShareMeta(indexHtml, meta, `${siteUrl}${req.path}`, siteUrl));
        return true;
      } catch (error) {
        log?.warn({ err: error, path: req.path }, 'shared page preview failed; plain page sent');
        return false;
      }
    }
    return false;
  }
  return router;
}
