import { ArrowLeft, Compass } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { selectIsSignedIn, useAuthStore } from '@/stores/auth-storage';

export function NotFoundPage() {
  const navigate = useNavigate();
  const isSignedIn = useAuthStore(selectIsSignedIn);
  return (
    <section
      aria-labelledby="not-found-title"
      className="relative isolate flex flex-1 items-center justify-center overflow-hidden px-4 py-20"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_center,color-mix(in_oklch,var(--primary)_14%,transparent),transparent_60%)]"
      />
      <div className="flex max-w-lg flex-col items-center text-center">
        <p
          aria-hidden="true"
          className="bg-gradient-to-br from-primary to-accent bg-clip-text text-8xl font-black tracking-tighter text-transparent sm:text-9xl"
        >
          404
        </p>
        <h1 id="not-found-title" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
          Page not found
        </h1>
        <p className="mt-3 text-muted-foreground">
          This page wandered off from the squad. The link may be broken, or the page may have moved.
        </p>
        <div className="mt-8 flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row">
          <Button variant="outline" size="lg" onClick={() => void navigate(-1)}>
            <ArrowLeft aria-hidden="true" />
            Go back
          </Button>
          <ButtonLink to={isSignedIn ? '/projects' : '/'} size="lg">
            <Compass aria-hidden="true" />
            {isSignedIn ? 'Discover projects' : 'Back to home'}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
