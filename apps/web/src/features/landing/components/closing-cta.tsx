import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { useGetStartedPath } from '../hooks/use-get-started-path';

export function ClosingCta() {
  const getStartedPath = useGetStartedPath();
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
          Create a profile, post your idea or apply to one you love. It takes a minute.
        </p>
        <ButtonLink
          to={getStartedPath}
          size="lg"
          variant="secondary"
          className="mt-8 bg-white text-[oklch(0.35_0.2_280)] hover:bg-white/90 dark:bg-white dark:hover:bg-white/90"
        >
          {getStartedPath === '/signup' ? 'Create your free account' : 'Open Squadup'}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </div>
    </section>
  );
}
