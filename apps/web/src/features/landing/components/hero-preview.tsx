import { Check, MessageCircle, UserPlus } from 'lucide-react';
import { cn } from '@/lib/cn';

const TEAM = [
  { initials: 'MA', tone: 'from-indigo-500 to-violet-500' },
  { initials: 'JK', tone: 'from-fuchsia-500 to-pink-500' },
  { initials: 'SR', tone: 'from-sky-500 to-cyan-500' },
];

function Face({
  initials,
  tone,
  className,
}: {
  initials: string;
  tone: string;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-full bg-gradient-to-br text-[0.625rem] font-bold text-white ring-2 ring-card',
        tone,
        className,
      )}
    >
      {initials}
    </span>
  );
}

/** A decorative glimpse of the product (a project card, a message, a request); hidden from assistive tech. */
export function HeroPreview() {
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto mt-16 mb-12 w-full max-w-md animate-fade-up lg:my-0 select-none lg:mx-0 lg:ml-auto [animation-delay:300ms]"
    >
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-gradient-to-br from-primary/20 via-transparent to-accent/20 blur-2xl" />
      <div className="rounded-3xl border border-border bg-card/95 p-6 shadow-lifted backdrop-blur">
        <div className="flex items-center justify-between">
          <span className="rounded-full bg-primary-soft px-2.5 py-1 text-xs font-semibold text-primary-soft-foreground">
            Hackathon
          </span>
          <span className="flex items-center gap-1.5 text-xs font-medium text-success-soft-foreground">
            <span className="size-2 rounded-full bg-success" />
            Recruiting
          </span>
        </div>
        <p className="mt-4 text-lg leading-snug font-bold tracking-tight">
          AI study buddy for the spring campus hackathon
        </p>
        <p className="mt-2 line-clamp-2 text-sm text-muted-foreground">
          We&apos;re building a tutor that turns lecture notes into quizzes. Looking for a frontend
          dev and a designer who love fast iterations.
        </p>
        <div className="mt-4 flex flex-wrap gap-1.5">
          {['React', 'Python', 'FastAPI', 'Figma'].map((tech) => (
            <span
              key={tech}
              className="rounded-md bg-muted px-2 py-0.5 text-xs font-medium text-foreground/80"
            >
              {tech}
            </span>
          ))}
        </div>
        <div className="mt-5 flex items-center justify-between border-t border-border pt-4">
          <div className="flex items-center gap-3">
            <div className="flex -space-x-1.5">
              {TEAM.map((member) => (
                <Face key={member.initials} {...member} />
              ))}
              <span className="inline-flex size-9 items-center justify-center rounded-full border-2 border-dashed border-primary/40 bg-card text-xs font-bold text-primary ring-2 ring-card">
                +2
              </span>
            </div>
            <span className="text-xs text-muted-foreground">3 of 5 spots filled</span>
          </div>
          <span className="rounded-lg bg-primary-fill px-3 py-1.5 text-xs font-semibold text-primary-foreground">
            Apply
          </span>
        </div>
      </div>

      <div className="absolute -top-20 -right-2 w-60 animate-float rounded-2xl border border-border bg-card p-3 shadow-lifted lg:-right-8">
        <div className="flex items-start gap-2.5">
          <Face initials="MA" tone="from-indigo-500 to-violet-500" />
          <div className="min-w-0">
            <p className="flex items-center gap-1.5 text-xs font-semibold">
              Maya Alvarez <span className="size-1.5 rounded-full bg-success" />
            </p>
            <p className="mt-0.5 text-xs text-muted-foreground">
              Love the idea! Free for a call tonight?
            </p>
          </div>
          <MessageCircle className="ml-auto size-4 shrink-0 text-primary" />
        </div>
      </div>

      <div className="absolute -bottom-16 -left-2 flex w-72 animate-float items-center gap-2.5 rounded-2xl border border-border bg-card p-3 shadow-lifted [animation-delay:-3.5s] lg:-left-10">
        <span className="flex size-8 items-center justify-center rounded-full bg-success/15 text-success-soft-foreground">
          <UserPlus className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold">Alex Chen wants to connect</p>
          <p className="text-xs text-muted-foreground">Backend · Rust, Go</p>
        </div>
        <span className="flex size-7 items-center justify-center rounded-full bg-primary-fill text-primary-foreground">
          <Check className="size-3.5" />
        </span>
      </div>
    </div>
  );
}
