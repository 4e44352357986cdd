import type { ReactNode } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Button } from './button';
import {
  DialogFooter,
  ModalFrame,
  ModalHeading,
  dialogPanelClasses,
  useFocusReturn,
} from './modal-parts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `busy`. */
  busyLabel?: string;
  busy?: boolean;
  tone?: 'primary' | 'destructive';
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A question with Cancel and one action, e.g. before something that cannot be undone: a Radix
 * AlertDialog (role alertdialog, focus starts on Cancel). Escape, the close button and the backdrop
 * cancel, as with every dialog here. While the action runs, the dialog stays open and cannot be
 * dismissed.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy = false,
  tone = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const focusReturn = useFocusReturn();
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <ModalFrame primitives={AlertDialog} open={open} onDismiss={cancel} backdropDismisses>
      <AlertDialog.Content
        aria-modal="true"
        onOpenAutoFocus={focusReturn.rememberOpener}
        onCloseAutoFocus={focusReturn.onCloseAutoFocus}
        className={dialogPanelClasses}
      >
        <ModalHeading
          primitives={AlertDialog}
          title={title}
          description={description}
          onClose={cancel}
        />
        <DialogFooter>
          <AlertDialog.Cancel asChild>
            <Button variant="outline" disabled={busy}>
              Cancel
            </Button>
          </AlertDialog.Cancel>
          <Button variant={tone} onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </AlertDialog.Content>
    </ModalFrame>
  );
}
