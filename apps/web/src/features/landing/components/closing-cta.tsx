import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { useIsSignedIn } from '../hooks/use-is-signed-in';

// On the gradient in both themes: white buttons, and an outlined one for the second choice.
const PRIMARY =
  'bg-white text-[oklch(0.35_0.2_280)] hover:bg-white/90 dark:bg-white dark:hover:bg-white/90';
const SECONDARY =
  'border-white/70 bg-transparent text-white hover:bg-white/15 hover:text-white dark:border-white/70 dark:bg-transparent dark:hover:bg-white/15';

export function ClosingCta() {
  const isSignedIn = useIsSignedIn();
  return (
    <section
      aria-labelledby="cta-title"
      className="mx-auto w-full max-w-6xl px-4 pb-20 sm:px-6 lg:pb-24"
    >
      <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-[oklch(0.5_0.23_277)] via-[oklch(0.5_0.24_295)] to-[oklch(0.55_0.22_330)] px-6 py-14 text-center text-white shadow-lifted sm:px-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_0%,rgb(255_255_255/0.25),transparent_45%),radial-gradient(circle_at_90%_100%,rgb(255_255_255/0.15),transparent_40%)]"
        />
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Your next teammate is already here
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-white/85 sm:text-lg">
          {isSignedIn
            ? 'Post your idea or apply to one you love, and keep your profile current so the right people find you.'
            : 'Create a profile, post your idea or apply to one you love. It takes a minute.'}
        </p>
        {isSignedIn ? (
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/projects" size="lg" variant="secondary" className={PRIMARY}>
              Go to Discover
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
            <ButtonLink to="/profile" size="lg" variant="outline" className={SECONDARY}>
              Your profile
            </ButtonLink>
          </div>
        ) : (
          <ButtonLink to="/signup" size="lg" variant="secondary" className={`mt-8 ${PRIMARY}`}>
            Create your free account
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        )}
      </div>
    </section>
  );
}
