import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import express, { Router } from 'express';

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
 * HTML outside the API gets index.html so deep links like /terms-of-service load.
 */
export function spaRouter(webDistDir: string): Router | null {
  const indexHtml = join(webDistDir, 'index.html');
  if (!existsSync(indexHtml)) return null;
  const assetsDir = join(webDistDir, 'assets') + sep;
  const router = Router();
  router.use(
    express.static(webDistDir, {
      index: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    }),
  );
  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // Scripts and images asking for a missing file must get a 404, not HTML (which would surface
    // as a confusing MIME-type error); navigations (text/html) and extension-less paths get the app.
    if (isApiPath(req.path)) return next();
    const accept = req.headers.accept ?? '*/*';
    const wantsHtml =
      accept.includes('text/html') || (accept === '*/*' && !looksLikeFile(req.path));
    if (!wantsHtml) return next();
    res.setHeader('Cache-Control', REVALIDATE);
    res.sendFile(indexHtml, (error) => {
      if (error) next(error);
    });
  });
  return router;
}
