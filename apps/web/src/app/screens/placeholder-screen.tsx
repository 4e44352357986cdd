import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Sparkles } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';

export interface PlaceholderScreenProps {
  /** The spec's screen name, shown as the page heading. */
  title: string;
  description: string;
  icon: LucideIcon;
  /** Shown in the card under the notice, e.g. the first real data of the screen to come. */
  children?: ReactNode;
}

/** Stands in for a screen that a later piece of work builds, so every route already resolves. */
export function PlaceholderScreen({
  title,
  description,
  icon: Icon,
  children,
}: PlaceholderScreenProps) {
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
        <p className="relative mt-3 inline-flex items-center gap-1.5 rounded-full bg-muted px-3 py-1 text-xs font-medium text-muted-foreground">
          <Sparkles className="size-3.5 text-primary" aria-hidden="true" />
          This screen is coming soon.
        </p>
        {children ? <div className="relative">{children}</div> : null}
      </Card>
    </div>
  );
}
