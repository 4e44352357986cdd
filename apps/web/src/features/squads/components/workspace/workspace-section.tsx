import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface WorkspaceSectionProps {
  title: string;
  icon: ReactNode;
  /** Beside the title, muted (a count, '2 of 5 done'). */
  meta?: ReactNode;
  /** On the title's row, on the right (Edit, Add link...). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One card of the workspace: a titled region (its heading names it for screen readers). */
export function WorkspaceSection({
  title,
  icon,
  meta,
  action,
  className,
  children,
}: WorkspaceSectionProps) {
  const headingId = useId();
  return (
    <Card className={cn('overflow-hidden', className)}>
      <section aria-labelledby={headingId}>
        <div className="flex min-h-14 flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b border-border px-4 py-2.5 sm:px-5">
          <h2
            id={headingId}
            className="flex items-center gap-2 text-base font-semibold tracking-tight [&_svg]:size-4 [&_svg]:text-muted-foreground"
          >
            {icon}
            {title}
            {meta !== undefined ? (
              <span className="text-sm font-normal text-muted-foreground">{meta}</span>
            ) : null}
          </h2>
          {action}
        </div>
        <div className="px-4 py-4 sm:px-5">{children}</div>
      </section>
    </Card>
  );
}

/** What a list shows with nothing in it ('No tasks yet.'). */
export function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

/** A form's message under its fields: the schema's or the server's. */
export function FormMessage({ id, message }: { id: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

interface FormFooterProps {
  /** The form's message, under its fields (the schema's or the server's). */
  messageId: string;
  message: string | null;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onCancel: () => void;
}

/** The end of a workspace form: its message, then Cancel and the submit button. */
export function FormFooter({
  messageId,
  message,
  busy,
  submitLabel,
  busyLabel,
  onCancel,
}: FormFooterProps) {
  return (
    <>
      <FormMessage id={messageId} message={message} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </>
  );
}
