import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { Router, type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Paths the SPA fallback never answers: they belong to the API or are files. */
export const API_PREFIXES = ['/v1', '/graphql', '/socket.io', '/healthz', '/readyz', '/assets'];

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const isApiPath = (path: string) =>
  API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

// A client route (/terms-of-service) has no file extension; a missing file (/logo.png) has one.
const looksLikeFile = (path: string) => /\.[a-z0-9]+$/i.test(path);

/**
 * Serves the built web app when `webDistDir/index.html` exists (null otherwise): hashed files
 * under /assets are cached for a year, everything else revalidates, and any GET that asks for
 * HTML outside the API gets index.html so deep links like /terms-of-service load. Text files
 * go out as the brotli or gzip copy the build wrote next to them (decision 0021) when the
 * browser accepts it, with `Vary: Accept-Encoding`; compressing once at build costs no CPU per
 * request and reaches brotli's best ratio, which on-the-fly compression cannot afford.
 */
export function spaRouter(webDistDir: string): Router | null {
  if (!existsSync(join(webDistDir, 'index.html'))) return null;
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
    // The same file handler answers, so index.html is compressed and revalidated like /index.html.
    const originalUrl = req.url;
    req.url = '/index.html';
    serveFile(req, res, (error?: unknown) => {
      req.url = originalUrl;
      next(error);
    });
  });
  return router;
}
