import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  /** The danger zone: a red edge and title. */
  tone?: 'default' | 'danger';
  className?: string;
  children: ReactNode;
}

/** One card of the settings page: a named region (h2) with a line saying what it is for. */
export function SettingsSection({
  title,
  description,
  tone = 'default',
  className,
  children,
}: SettingsSectionProps) {
  const headingId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className={cn('p-5 sm:p-6', tone === 'danger' && 'border-destructive/40', className)}
    >
      <h2
        id={headingId}
        className={cn('text-lg font-semibold', tone === 'danger' && 'text-destructive')}
      >
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </Card>
  );
}
