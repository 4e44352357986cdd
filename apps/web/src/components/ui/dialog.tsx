import { useRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { cn } from '@/lib/cn';
import {
  DialogFooter,
  ModalFrame,
  ModalHeading,
  dialogPanelClasses,
  useFocusReturn,
} from './modal-parts';

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
 * A centred modal dialog on Radix Dialog: focus moves into it (the first field, else the first
 * button) and stays there, the rest of the page is inert and does not scroll, Escape or the
 * backdrop closes it, and focus returns to whatever opened it. At most 92% of the viewport high:
 * a longer body scrolls between the title and the footer, so Save stays in view.
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
  const focusReturn = useFocusReturn();

  // A dialog with a form starts in its first field rather than on the close button.
  const focusFirstField = (event: Event) => {
    focusReturn.rememberOpener();
    // (A disabled one, e.g. a filled role's radio, cannot take focus.)
    const field = panelRef.current?.querySelector<HTMLElement>(
      'input:not(:disabled),textarea:not(:disabled),select:not(:disabled)',
    );
    if (!field) return;
    event.preventDefault();
    field.focus();
  };

  return (
    <ModalFrame primitives={RadixDialog} open={open} onDismiss={onClose}>
      <RadixDialog.Content
        ref={panelRef}
        aria-modal="true"
        onOpenAutoFocus={focusFirstField}
        onCloseAutoFocus={focusReturn.onCloseAutoFocus}
        className={cn(dialogPanelClasses, className)}
      >
        <ModalHeading
          primitives={RadixDialog}
          title={title}
          description={description}
          onClose={onClose}
        />
        {children ? (
          // Full panel width (-mx/px), so focus rings are not clipped and the scrollbar sits at the edge.
          <div className="-mx-6 mt-5 min-h-0 flex-1 overflow-y-auto px-6 pb-1">{children}</div>
        ) : null}
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
      </RadixDialog.Content>
    </ModalFrame>
  );
}
