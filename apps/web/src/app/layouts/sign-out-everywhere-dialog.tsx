import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { logoutEverywhere } from '@/features/auth/api/auth-requests';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useSignOut } from './use-sign-out';

export const SIGNED_OUT_EVERYWHERE_MESSAGE = 'You have been signed out on every device.';

interface SignOutEverywhereDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Asks before ending every session of the member (other browsers and devices, and this one), then
 * signs out here like Sign out does. A failure keeps the dialog open with the server's reason.
 */
export function SignOutEverywhereDialog({ open, onClose }: SignOutEverywhereDialogProps) {
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await logoutEverywhere();
    } catch (error) {
      toast.error(errorMessage(error, 'Could not sign out everywhere. Please try again.'));
      setBusy(false);
      return;
    }
    setBusy(false);
    onClose();
    toast.success(SIGNED_OUT_EVERYWHERE_MESSAGE);
    signOut({ endedOnServer: true });
  };
  return (
    <ConfirmDialog
      open={open}
      title="Sign out everywhere?"
      description="This ends your sessions in every browser and on every device, this one included. You will need to sign in again."
      confirmLabel="Sign out everywhere"
      busyLabel="Signing out..."
      busy={busy}
      tone="destructive"
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
