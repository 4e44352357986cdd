import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { cn } from '@/lib/cn';
import { CloseButton, ModalFrame, useFocusReturn } from './modal-parts';

interface SheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
}

/**
 * A modal bottom sheet on Radix Dialog: focus moves into it and is kept there, the rest of the page
 * is inert and does not scroll, Escape or the backdrop closes it, and focus returns to whatever
 * opened it.
 */
export function Sheet({ open, onClose, title, children, className }: SheetProps) {
  const focusReturn = useFocusReturn();
  return (
    <ModalFrame
      primitives={RadixDialog}
      open={open}
      onDismiss={onClose}
      frameClassName="fixed inset-0 z-50 flex items-end justify-center"
    >
      <RadixDialog.Content
        aria-modal="true"
        onOpenAutoFocus={focusReturn.rememberOpener}
        onCloseAutoFocus={focusReturn.onCloseAutoFocus}
        className={cn(
          'relative max-h-[85dvh] w-full max-w-lg overflow-y-auto rounded-t-3xl border border-b-0 border-border',
          'bg-card pb-[max(1rem,env(safe-area-inset-bottom))] text-card-foreground shadow-lifted animate-sheet-in',
          className,
        )}
      >
        <div className="sticky top-0 z-10 flex items-center justify-between bg-card/95 px-5 pt-3 pb-2 backdrop-blur">
          <span
            aria-hidden="true"
            className="absolute top-2 left-1/2 h-1 w-10 -translate-x-1/2 rounded-full bg-border"
          />
          <RadixDialog.Title className="pt-3 text-base font-semibold">{title}</RadixDialog.Title>
          <CloseButton onClick={onClose} className="mt-3" />
        </div>
        <div className="px-3 pb-2">{children}</div>
      </RadixDialog.Content>
    </ModalFrame>
  );
}
