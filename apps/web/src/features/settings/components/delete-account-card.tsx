import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Trash2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { EmailInput, PasswordInput } from '@/components/ui/input';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-storage';
import { AccountSignInQuery, DeleteAccountMutation } from '../api/delete-account';
import { SettingsSection } from '@/components/settings/settings-section';
import { DownloadDataButton } from './download-data-button';

// Red text on the card rather than white on red: the filled red is too light for white text in
// the dark theme (axe: 3.5:1).
const dangerButton = 'border-destructive/40 text-destructive hover:bg-destructive/10';

export const ACCOUNT_DELETED_MESSAGE = 'Your account is deleted.';

/** Addresses are unique case-insensitively, and a stray space should not block the member. */
export const sameEmail = (typed: string, email: string) =>
  typed.trim().toLowerCase() === email.trim().toLowerCase();

interface DeleteAccountCardProps {
  /** Runs once the server has deleted the account: sign out here and leave (the app decides where). */
  onDeleted: () => void;
}

/**
 * The danger zone: deleting the account, after the member proves it is them (their password, or
 * for a member who signs in with Google or GitHub, their typed e-mail and a recent sign-in) and
 * with the offer to download their data first.
 */
export function DeleteAccountCard({ onDeleted }: DeleteAccountCardProps) {
  const user = useAuthStore((s) => s.user);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const signIn = useQuery(AccountSignInQuery, { skip: !open, fetchPolicy: 'cache-first' });
  const [deleteAccount, { loading }] = useMutation(DeleteAccountMutation, {
    context: { skipErrorToast: true },
  });
  const email = user?.email ?? '';
  // Until the answer is in, the password is asked (most members have one).
  const hasPassword = signIn.data?.loadUserById?.has_password ?? true;
  const ready = hasPassword ? password !== '' : email !== '' && sameEmail(typed, email);

  const close = () => {
    if (loading) return;
    setOpen(false);
    setTyped('');
    setPassword('');
    setFailure(null);
  };

  const confirm = async () => {
    if (!user || !ready) return;
    setFailure(null);
    try {
      await deleteAccount({
        variables: { userId: user._id, password: hasPassword ? password : null },
      });
    } catch (error) {
      setFailure(errorMessage(error, 'Could not delete your account. Please try again.'));
      return;
    }
    toast.success(ACCOUNT_DELETED_MESSAGE);
    onDeleted();
  };

  return (
    <SettingsSection
      title="Delete account"
      tone="danger"
      description="Your profile, posts, applications, connections and messages are deleted for good. This cannot be undone."
    >
      <Button variant="outline" className={dangerButton} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Delete account
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title="Delete your account?"
        description="Everything that is yours on Squadup goes with it, and you are signed out on every device."
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={loading}>
              Cancel
            </Button>
            <Button
              type="submit"
              form="delete-account-form"
              variant="outline"
              className={dangerButton}
              disabled={!ready || loading}
              aria-busy={loading}
            >
              {loading ? 'Deleting...' : 'Delete account'}
            </Button>
          </>
        }
      >
        <form
          id="delete-account-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
          className="flex flex-col gap-4"
        >
          <div className="flex flex-col gap-2 rounded-xl bg-muted/60 p-3.5 text-sm sm:flex-row sm:items-center sm:justify-between">
            <p>Want a copy first? It cannot be downloaded afterwards.</p>
            <DownloadDataButton variant="secondary" />
          </div>
          {hasPassword ? (
            <Field label="Your password" htmlFor="delete-confirm-password">
              <PasswordInput
                id="delete-confirm-password"
                value={password}
                autoComplete="current-password"
                disabled={loading}
                aria-describedby={failure ? 'delete-error' : undefined}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Field>
          ) : (
            <Field
              label="Type your e-mail to confirm"
              htmlFor="delete-confirm-email"
              hint={
                <>
                  Your e-mail is <span className="font-semibold text-foreground">{email}</span>. You
                  sign in with Google or GitHub: if that was more than 10 minutes ago, sign out and
                  in again first.
                </>
              }
            >
              <EmailInput
                id="delete-confirm-email"
                value={typed}
                placeholder={email}
                autoComplete="off"
                disabled={loading}
                aria-describedby={
                  failure ? 'delete-confirm-email-hint delete-error' : 'delete-confirm-email-hint'
                }
                onChange={(event) => setTyped(event.target.value)}
              />
            </Field>
          )}
          {failure ? <Alert id="delete-error">{failure}</Alert> : null}
        </form>
      </Dialog>
    </SettingsSection>
  );
}
