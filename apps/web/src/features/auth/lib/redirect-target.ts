import { readLoginState } from '@/lib/login-path';

/** Pages a member is never sent back to after signing in (they would loop or make no sense). */
const AUTH_PAGES = ['/login', '/signup', '/forgot-password', '/reset-password', '/oauth-callback'];

/**
 * `value` as a same-site path to go to, or null. Only a path starting with a single '/' counts:
 * '//evil.example' and '/\evil.example' are other sites to a browser, and so is anything that
 * resolves to another origin.
 */
export function safeRedirectPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  const isAuthPage = AUTH_PAGES.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`));
  return isAuthPage ? null : `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The page to go to after signing in or up: the `redirect` query value, else the guard's router
 * state; null when neither is a safe path (then /login goes on to /projects, /signup to /welcome).
 */
export function requestedRedirect(
  redirectParam: string | null,
  locationState: unknown,
): string | null {
  return safeRedirectPath(redirectParam) ?? safeRedirectPath(readLoginState(locationState).from);
}

/**
 * Whether `path` is a page a shared link opens (a post, a member's profile, an event): a visitor
 * who signs up from one goes straight back to it; any other redirect waits until after the
 * welcome step.
 */
export function isSharedPage(path: string): boolean {
  const match = /^\/(post|profile|events)\/([^/?#]+)\/?(?:[?#].*)?$/.exec(path);
  return match !== null && !['new', 'me', 'edit'].includes(match[2]!);
}
