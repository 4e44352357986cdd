import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface ChangeDecisionDialogProps {
  name: string;
  /** Open while the owner asks to accept someone declined. */
  open: boolean;
  /** The rejection was the post's own, when its seats filled, not the owner's. */
  declinedByPost?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a declined applicant is accepted after all: it seats them and tells them. There is
 * no undo: the API has no way back to pending, and each decision tells the applicant. (The other
 * way round, declining someone accepted, asks in the decline dialog, with its reason.)
 */
export function ChangeDecisionDialog({
  name,
  open,
  declinedByPost = false,
  busy,
  onConfirm,
  onCancel,
}: ChangeDecisionDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={`Accept ${name}?`}
      description={`${declinedByPost ? `The post declined ${name} when its seats filled` : `You rejected ${name}`}. Accepting them now gives them a seat in the squad, and tells them.`}
      confirmLabel="Accept"
      busyLabel="Accepting..."
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
