import type { LucideIcon } from 'lucide-react';
import { Sparkles } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';

export interface PlaceholderScreenProps {
  /** The spec's screen name, shown as the page heading. */
  title: string;
  description: string;
  icon: LucideIcon;
  /** Public screens (login, signup...) sit in a centred card instead of the app's page layout. */
  variant?: 'app' | 'public';
}

/** Stands in for a screen that a later piece of work builds, so every route already resolves. */
export function PlaceholderScreen({
  title,
  description,
  icon: Icon,
  variant = 'app',
}: PlaceholderScreenProps) {
  if (variant === 'public') {
    return (
      <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-16">
        <Card className="p-8 text-center">
          <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground">
            <Icon className="size-6" aria-hidden="true" />
          </div>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">{description}</p>
          <ComingSoon />
        </Card>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={title} description={description} />
      <Card className="relative overflow-hidden px-6 py-16 text-center">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 -top-24 mx-auto h-48 max-w-md rounded-full bg-primary/15 blur-3xl"
        />
        <div className="relative mx-auto mb-5 flex size-16 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground shadow-soft">
          <Icon className="size-7" aria-hidden="true" />
        </div>
        <p className="relative text-lg font-semibold">{title} is on its way</p>
        <ComingSoon />
      </Card>
    </div>
  );
}

function ComingSoon() {
  return (
    <p className="relative mt-3 inline-flex items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-xs font-medium text-muted-foreground">
      <Sparkles className="size-3.5 text-primary" aria-hidden="true" />
      This screen is coming soon.
    </p>
  );
}
