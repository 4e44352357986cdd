import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select,textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

interface ModalOptions {
  /** Focus the first form field when there is one (dialogs with a form), else the first focusable. */
  preferField?: boolean;
}

/**
 * What every modal (Dialog, Sheet) does while open: moves focus inside and keeps it there (Tab
 * wraps), closes on Escape, locks page scroll, and gives focus back to whatever opened it.
 */
export function useModal(
  open: boolean,
  onClose: () => void,
  panelRef: RefObject<HTMLElement | null>,
  { preferField = false }: ModalOptions = {},
) {
  // Read through a ref so a parent's new onClose on each render does not re-run the effect.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const firstField = preferField
      ? panel?.querySelector<HTMLElement>('input,textarea,select')
      : null;
    (firstField ?? panel?.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable[0];
      const last = focusable.at(-1);
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
      opener?.focus();
    };
  }, [open, panelRef, preferField]);
}
