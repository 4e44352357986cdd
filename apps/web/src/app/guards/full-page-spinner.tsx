import { Spinner } from '@/components/ui/spinner';

/** What the route guards show while auth initialises and while a frame's code downloads. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner size="lg" label="Loading..." />
    </div>
  );
}
