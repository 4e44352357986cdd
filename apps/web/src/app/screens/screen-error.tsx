import { useEffect } from 'react';
import { RotateCw, TriangleAlert, WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useScreenRetry } from './use-screen-retry';

/**
 * A screen that failed, in place of the screen: the frame around it (header, bars) stays, so the
 * member can go elsewhere. When the screen's code could not be downloaded (the server or the
 * network is away), it tries again by itself and shows the screen as soon as it arrives; any
 * other error waits for Try again.
 */
export function ScreenError() {
  const { error, outage, retrying, retry } = useScreenRetry();
  useEffect(() => {
    if (!outage) console.error(error);
  }, [error, outage]);

  const Icon = outage ? WifiOff : TriangleAlert;
  return (
    <div className="flex flex-col items-center px-4 py-16 text-center">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-destructive/10 text-destructive">
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <h1 className="mt-5 text-2xl font-bold tracking-tight">
        {outage ? 'This page could not load' : 'Something went wrong'}
      </h1>
      <p role="status" className="mt-2 max-w-md text-muted-foreground">
        {outage
          ? 'Squadup cannot be reached right now. Trying again…'
          : 'An unexpected error stopped this page from showing.'}
      </p>
      <Button className="mt-6" variant="outline" disabled={retrying} onClick={retry}>
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
