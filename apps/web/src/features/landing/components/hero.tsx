import { ArrowRight, Sparkles } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { useIsSignedIn } from '../hooks/use-is-signed-in';
import { AnimatedHeadline, headlineRevealMs } from './animated-headline';
import { HeroPreview } from './hero-preview';

const HEADLINE = 'Build your dream squad';
const USE_CASES = ['Hackathons', 'Startups', 'Open source', 'School projects', 'Personal projects'];

export function Hero() {
  const isSignedIn = useIsSignedIn();
  // The supporting copy arrives just after the last headline word.
  const afterHeadline = headlineRevealMs(HEADLINE) + 250;
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <HeroBackdrop />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-10 lg:pt-20 lg:pb-20">
        <div className="flex flex-col items-start">
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-primary-soft/70 px-3 py-1 text-xs font-semibold text-primary-soft-foreground shadow-soft backdrop-blur sm:text-sm">
            <Sparkles className="size-3.5" aria-hidden="true" />
            For students, alumni &amp; professionals
          </p>
          <AnimatedHeadline
            id="hero-title"
            text={HEADLINE}
            accentFrom={2}
            className="mt-6 text-[3.25rem] leading-[1.02] font-extrabold tracking-[-0.035em] text-balance sm:text-6xl lg:text-7xl"
          />
          <p
            className="mt-6 max-w-xl animate-fade-up text-lg text-pretty text-muted-foreground sm:text-xl"
            style={{ animationDelay: `${afterHeadline}ms` }}
          >
            Find teammates for hackathons, startups, open source, school and personal projects. Post
            your idea, discover people with the skills you need, and start building together.
          </p>
          <div
            className="mt-9 flex w-full animate-fade-up flex-col gap-3 sm:w-auto sm:flex-row"
            style={{ animationDelay: `${afterHeadline + 100}ms` }}
          >
            <ButtonLink
              to={isSignedIn ? '/projects' : '/signup'}
              size="lg"
              className="group shadow-lifted"
            >
              {isSignedIn ? 'Go to Discover' : 'Get Started'}
              <ArrowRight
                aria-hidden="true"
                className="transition-transform group-hover:translate-x-0.5"
              />
            </ButtonLink>
            <ButtonLink to={isSignedIn ? '/profile' : '/login'} variant="outline" size="lg">
              {isSignedIn ? 'Your profile' : 'I have an account'}
            </ButtonLink>
          </div>
          <ul
            aria-label="Made for"
            className="mt-10 flex animate-fade-up flex-wrap gap-2"
            style={{ animationDelay: `${afterHeadline + 200}ms` }}
          >
            {USE_CASES.map((useCase) => (
              <li
                key={useCase}
                className="rounded-full border border-border bg-card/70 px-3 py-1 text-xs font-medium text-muted-foreground backdrop-blur"
              >
                {useCase}
              </li>
            ))}
          </ul>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}

function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      <div className="absolute inset-0 bg-[linear-gradient(to_right,color-mix(in_oklch,var(--foreground)_6%,transparent)_1px,transparent_1px),linear-gradient(to_bottom,color-mix(in_oklch,var(--foreground)_6%,transparent)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,#000_40%,transparent_100%)] bg-[size:44px_44px]" />
      <div className="absolute -top-40 left-[8%] h-[28rem] w-[28rem] rounded-full bg-primary/25 blur-[110px]" />
      <div className="absolute top-10 right-[5%] h-[24rem] w-[24rem] rounded-full bg-accent/20 blur-[110px]" />
    </div>
  );
}
