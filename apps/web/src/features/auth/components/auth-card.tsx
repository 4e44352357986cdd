import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

interface AuthCardProps {
  /** The screen's h1. */
  title: string;
  description?: ReactNode;
  icon: LucideIcon;
  /** Under the card: links to the other auth screens. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame every sign-in screen shares: a centred card on the landing page's soft backdrop. */
export function AuthCard({ title, description, icon: Icon, footer, children }: AuthCardProps) {
  return (
    <section
      aria-labelledby="auth-title"
      className="relative isolate flex flex-1 justify-center px-4 pt-8 pb-16 sm:items-center sm:py-16"
    >
      <AuthBackdrop />
      <div className="w-full max-w-[26rem] animate-fade-up [animation-duration:450ms]">
        <Card className="p-6 shadow-lifted sm:p-8">
          <div className="mb-6 flex flex-col items-center text-center">
            <div className="mb-4 flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-primary to-accent text-white shadow-soft">
              <Icon className="size-[1.35rem]" aria-hidden="true" />
            </div>
            <h1 id="auth-title" className="text-2xl font-bold tracking-tight text-balance">
              {title}
            </h1>
            {description ? (
              <div className="mt-1.5 text-sm text-pretty text-muted-foreground">{description}</div>
            ) : null}
          </div>
          {children}
        </Card>
        {footer ? (
          <div className="mt-6 flex flex-col items-center gap-2 text-center text-sm text-muted-foreground">
            {footer}
          </div>
        ) : null}
      </div>
    </section>
  );
}

function AuthBackdrop() {
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute inset-0 bg-[linear-gradient(to_right,color-mix(in_oklch,var(--foreground)_5%,transparent)_1px,transparent_1px),linear-gradient(to_bottom,color-mix(in_oklch,var(--foreground)_5%,transparent)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_60%_55%_at_50%_30%,#000_30%,transparent_100%)] bg-[size:44px_44px]" />
      <div className="absolute -top-32 left-[12%] h-[24rem] w-[24rem] rounded-full bg-primary/20 blur-[110px]" />
      <div className="absolute top-24 right-[10%] h-[20rem] w-[20rem] rounded-full bg-accent/15 blur-[110px]" />
    </div>
  );
}
