import { useEffect, useRef, useState } from 'react';
import { useLocation, useMatches, useNavigate, useRouteError } from 'react-router-dom';
import type { ScreenHandle } from '../screen-handle';

// What browsers say when a screen's code could not be downloaded (Chromium, Firefox, Safari, and
// Vite's own preload step): the server or the network is away, not a bug in the screen.
const LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether a screen's error is its code failing to download (an outage) rather than a bug. */
export function isLoadFailure(error: unknown): boolean {
  return error instanceof Error && LOAD_FAILURE.test(error.message);
}

/** Whether the app's server answers at all (its liveness probe), whatever the screen's code did. */
async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch('/healthz', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/** Waits between automatic tries: soon at first, then every 15 s at most. */
const DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

/**
 * Runs `attempt` until it answers true: after a growing wait, and at once when the browser says it
 * is back online or the tab comes back into view. Nothing runs while `active` is false.
 */
function useRetryUntilBack(attempt: () => Promise<boolean>, active: boolean) {
  const latest = useRef(attempt);
  useEffect(() => {
    latest.current = attempt;
  });

  useEffect(() => {
    if (!active) return;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    let done = false;

    const tryNow = async () => {
      if (running || done) return;
      running = true;
      clearTimeout(timer);
      done = await latest.current().catch(() => false);
      running = false;
      if (!done) schedule();
    };
    const schedule = () => {
      const delay = DELAYS_MS[Math.min(tries, DELAYS_MS.length - 1)];
      tries += 1;
      timer = setTimeout(() => void tryNow(), delay);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void tryNow();
    };
    const onOnline = () => void tryNow();

    schedule();
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      done = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [active]);
}

/**
 * For a route's error element: whether the error is an outage (the code did not download), and a
 * retry that downloads what the route needs and renders it again (a new location resets the
 * error). An outage is retried by itself until the code arrives.
 */
export function useScreenRetry() {
  const error = useRouteError();
  const matches = useMatches();
  const navigate = useNavigate();
  const location = useLocation();
  const outage = isLoadFailure(error);
  const [retrying, setRetrying] = useState(false);

  const retry = async (): Promise<boolean> => {
    setRetrying(true);
    try {
      await Promise.all(
        matches.map(
          (match) => (match.handle as ScreenHandle | undefined)?.preload() ?? Promise.resolve(),
        ),
      );
    } catch {
      // The server answers, yet the code still fails: the browser keeps a module's failed
      // download for the page's life (Chromium does), so only a fresh page can fetch it again.
      if (await serverAnswers()) {
        window.location.reload();
        return true;
      }
      setRetrying(false);
      return false;
    }
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: location.state as unknown });
    return true;
  };

  useRetryUntilBack(retry, outage);
  return { error, outage, retrying, retry: () => void retry() };
}
