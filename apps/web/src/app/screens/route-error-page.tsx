import { useEffect } from 'react';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useScreenRetry } from './use-screen-retry';

/**
 * The whole window, when the frame itself failed (a screen's failure shows in the frame, with
 * ScreenError). A frame whose code did not download (an outage) comes back by itself once it can.
 */
export function RouteErrorPage() {
  const { error, outage, retrying, retry } = useScreenRetry();
  useEffect(() => {
    if (!outage) console.error(error);
  }, [error, outage]);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 text-foreground">
      <div className="flex max-w-md flex-col items-center text-center">
        <div className="flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
          <TriangleAlert className="size-6" aria-hidden="true" />
        </div>
        <h1 className="mt-5 text-2xl font-bold tracking-tight">Something went wrong</h1>
        <p role="status" className="mt-2 text-muted-foreground">
          {outage
            ? 'Squadup cannot be reached right now. Trying again…'
            : 'An unexpected error stopped this page from loading. Reloading usually fixes it.'}
        </p>
        {detail ? <p className="mt-2 text-sm text-muted-foreground">{detail}</p> : null}
        <div className="mt-6 flex gap-2">
          <Button variant="outline" disabled={retrying} onClick={retry}>
            Try again
          </Button>
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            Reload page
          </Button>
        </div>
      </div>
    </main>
  );
}
