import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useModal } from './use-modal';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** Buttons at the bottom, right-aligned (stacked on phones). */
  footer?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/**
 * A centred modal dialog: focus moves into it (the first field, else the first button) and stays
 * there, Escape or the backdrop closes it, and focus returns to whatever opened it. At most 92% of
 * the viewport high: a longer body scrolls between the title and the footer, so Save stays in view.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  footer,
  className,
  children,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useModal(open, onClose, panelRef, { preferField: true });

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-black/40 backdrop-blur-[2px]"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className={cn(
          'relative flex max-h-[92dvh] w-full max-w-md flex-col rounded-t-3xl border border-border bg-card p-6 text-card-foreground shadow-lifted',
          'animate-sheet-in pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:animate-pop-in sm:rounded-2xl sm:pb-6',
          className,
        )}
      >
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
        <h2 id={titleId} className="pr-10 text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className="mt-1.5 text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
        {children ? (
          // Full panel width (-mx/px), so focus rings are not clipped and the scrollbar sits at the edge.
          <div className="-mx-6 mt-5 min-h-0 flex-1 overflow-y-auto px-6 pb-1">{children}</div>
        ) : null}
        {footer ? (
          <div className="mt-5 flex shrink-0 flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {footer}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
