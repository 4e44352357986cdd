import { useRef, type ComponentType, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

// The look shared by Dialog, ConfirmDialog and Sheet (Radix Dialog and AlertDialog underneath):
// a dimmed, slightly blurred backdrop over the page, and a round close button in the corner.

/** Fills the viewport and places the panel: a bottom sheet on phones, centred from `sm` up. */
const dialogFrameClasses =
  'fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4';

const overlayClasses = 'absolute inset-0 bg-black/40 backdrop-blur-[2px]';

/** At most 92% of the viewport high: a longer body scrolls between the title and the footer. */
export const dialogPanelClasses = cn(
  'relative flex max-h-[92dvh] w-full max-w-md flex-col rounded-t-3xl border border-border bg-card p-6 text-card-foreground shadow-lifted',
  'animate-sheet-in pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:animate-pop-in sm:rounded-2xl sm:pb-6',
);

const dialogTitleClasses = 'pr-10 text-lg font-semibold tracking-tight';

const dialogDescriptionClasses = 'mt-1.5 text-sm text-muted-foreground';

/** The Radix parts a frame needs: Dialog's and AlertDialog's both fit. */
interface ModalPrimitives {
  Root: ComponentType<{
    open: boolean;
    onOpenChange: (open: boolean) => void;
    children: ReactNode;
  }>;
  Portal: ComponentType<{ children: ReactNode }>;
  Overlay: ComponentType<{ className: string; onClick?: () => void }>;
}

interface ModalFrameProps {
  primitives: ModalPrimitives;
  open: boolean;
  /** Escape, the backdrop (and Radix's other ways to close) ask for this. */
  onDismiss: () => void;
  /** An alert dialog ignores outside clicks, so its backdrop has to dismiss by itself. */
  backdropDismisses?: boolean;
  frameClassName?: string;
  children: ReactNode;
}

/**
 * Focus back on what opened a modal once it closes: Radix gives it back to its own Trigger only,
 * and the app's modals are opened by the app's buttons (controlled), so closing left focus on the
 * page's body. `rememberOpener` runs as the modal opens (its onOpenAutoFocus), before focus moves
 * in; `onCloseAutoFocus` goes on the Content.
 */
export function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    rememberOpener: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const element = opener.current;
      if (!element?.isConnected) return;
      event.preventDefault();
      element.focus();
    },
  };
}

/** Root, portal, the placing frame and the backdrop around a modal's Radix Content (the children). */
export function ModalFrame({
  primitives: { Root, Portal, Overlay },
  open,
  onDismiss,
  backdropDismisses = false,
  frameClassName = dialogFrameClasses,
  children,
}: ModalFrameProps) {
  return (
    <Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
    >
      <Portal>
        <div className={frameClassName}>
          <Overlay className={overlayClasses} onClick={backdropDismisses ? onDismiss : undefined} />
          {children}
        </div>
      </Portal>
    </Root>
  );
}

const closeButtonClasses =
  'inline-flex size-9 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export function CloseButton({ onClick, className }: { onClick: () => void; className: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label="Close"
      className={cn(closeButtonClasses, className)}
    >
      <X className="size-5" aria-hidden="true" />
    </button>
  );
}

interface ModalHeadingProps {
  /** The Radix Title and Description of the dialog kind in use (Dialog's or AlertDialog's). */
  primitives: {
    Title: ComponentType<{ className: string; children: ReactNode }>;
    Description: ComponentType<{ className: string; children: ReactNode }>;
  };
  title: string;
  /** Left out when empty. */
  description?: ReactNode;
  onClose: () => void;
}

/** The close button in the corner, the title and the description of a centred dialog. */
export function ModalHeading({
  primitives: { Title, Description },
  title,
  description,
  onClose,
}: ModalHeadingProps) {
  return (
    <>
      <CloseButton onClick={onClose} className="absolute top-4 right-4" />
      <Title className={dialogTitleClasses}>{title}</Title>
      {description ? (
        <Description className={dialogDescriptionClasses}>{description}</Description>
      ) : null}
    </>
  );
}

/** Buttons at the bottom, right-aligned (stacked on phones, the main action on top). */
export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="mt-5 flex shrink-0 flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {children}
    </div>
  );
}
