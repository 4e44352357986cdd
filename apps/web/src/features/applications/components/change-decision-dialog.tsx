import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Decision } from '@/gql/graphql';

interface ChangeDecisionDialogProps {
  name: string;
  /** The decision the owner asked for, replacing the opposite one; null when closed. */
  to: Decision | null;
  /** The rejection was the post's own, when its seats filled, not the owner's. */
  declinedByPost?: boolean;
  busy: boolean;
  onConfirm: (to: Decision) => void;
  onCancel: () => void;
}

/**
 * Asks before a decision is reversed. Rejecting an accepted applicant takes them out of the squad
 * and its chat (docs/decisions/0028); accepting a rejected one seats them. There is no undo: the
 * API has no way back to pending, and each decision tells the applicant.
 */
export function ChangeDecisionDialog({
  name,
  to,
  declinedByPost = false,
  busy,
  onConfirm,
  onCancel,
}: ChangeDecisionDialogProps) {
  const rejecting = to === 'rejected';
  return (
    <ConfirmDialog
      open={to !== null}
      title={rejecting ? `Reject ${name}?` : `Accept ${name}?`}
      description={
        rejecting
          ? `You accepted ${name}. Rejecting them now takes them out of the squad and its chat, and tells them.`
          : `${declinedByPost ? `The post declined ${name} when its seats filled` : `You rejected ${name}`}. Accepting them now gives them a seat in the squad, and tells them.`
      }
      confirmLabel={rejecting ? 'Reject' : 'Accept'}
      busyLabel={rejecting ? 'Rejecting...' : 'Accepting...'}
      busy={busy}
      tone={rejecting ? 'destructive' : 'primary'}
      onConfirm={() => {
        if (to) onConfirm(to);
      }}
      onCancel={onCancel}
    />
  );
}
