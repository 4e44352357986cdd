import { LogoMark } from '@/components/brand/logo';
import { Spinner } from '@/components/ui/spinner';

/**
 * What the route guards show while auth initialises and while a frame's code downloads. index.html
 * paints the same before any script has run (full-page-spinner.test.tsx keeps the two alike), so
 * the hand-over shows no change.
 */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6">
      <LogoMark className="size-10" />
      <Spinner size="lg" label="Loading..." />
    </div>
  );
}
