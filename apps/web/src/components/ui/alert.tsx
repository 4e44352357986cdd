import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cn } from '@/lib/cn';

const tones = {
  error: {
    classes: 'border-destructive/25 bg-destructive/8 text-destructive-soft-foreground',
    icon: CircleAlert,
    role: 'alert',
  },
  success: {
    classes: 'border-success/25 bg-success/10 text-success-soft-foreground',
    icon: CircleCheck,
    role: 'status',
  },
  info: {
    classes: 'border-border bg-muted/60 text-foreground',
    icon: Info,
    role: 'status',
  },
} as const;

interface AlertProps {
  tone?: keyof typeof tones;
  id?: string;
  className?: string;
  children: ReactNode;
}

/** A message inside a form: errors are announced at once (role alert), successes politely (status). */
export function Alert({ tone = 'error', id, className, children }: AlertProps) {
  const { classes, icon: Icon, role } = tones[tone];
  return (
    <div
      id={id}
      role={role}
      className={cn(
        'flex items-start gap-2.5 rounded-xl border px-3.5 py-3 text-sm font-medium',
        classes,
        className,
      )}
    >
      <Icon className="mt-px size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
