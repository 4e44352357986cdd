import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  /** 'h2' when the state is all the page has to say (e.g. a shared link that leads nowhere). */
  titleAs?: 'p' | 'h2';
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

export function EmptyState({
  icon,
  title,
  titleAs: Title = 'p',
  description,
  action,
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-border',
        'bg-muted/40 px-6 py-14 text-center',
        className,
      )}
    >
      {icon ? (
        <div className="mb-1 flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary-soft-foreground [&_svg]:size-6">
          {icon}
        </div>
      ) : null}
      <Title className="text-base font-semibold">{title}</Title>
      {description ? (
        <div className="max-w-sm text-sm text-muted-foreground">{description}</div>
      ) : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
