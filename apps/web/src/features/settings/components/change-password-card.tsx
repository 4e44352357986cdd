import { useState } from 'react';
import { changePasswordFormSchema } from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/input';
import { errorMessage } from '@/lib/error-message';
import { controlProps, formMessage, isSending, showServerError, useSchemaForm } from '@/lib/forms';
import { useAuthStore } from '@/stores/auth-storage';
import { changePassword } from '../api/change-password';
import { SettingsSection } from '@/components/settings/settings-section';

const ERROR_ID = 'password-error';
const EMPTY = { currentPassword: '', newPassword: '', confirm_password: '' };

/**
 * Password: the current one, then the new one twice (the shared schema's rules and messages). The
 * server ends every other session and answers a new one for this device, stored as login does.
 */
export function ChangePasswordCard() {
  const setAuth = useAuthStore((s) => s.setAuth);
  const [done, setDone] = useState<string | null>(null);
  const form = useSchemaForm(changePasswordFormSchema, { defaultValues: EMPTY });
  const busy = isSending(form.formState);
  const message = formMessage(form.formState.errors);

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setDone(null);
    try {
      const answer = await changePassword({ currentPassword, newPassword });
      setAuth(answer.accessToken, answer.user);
      // Empty fields and a form ready again: the password is set, nothing is left to send.
      form.reset(EMPTY);
      setDone(answer.message);
    } catch (error) {
      showServerError(
        form,
        errorMessage(error, 'Could not change your password. Please try again.'),
      );
    }
  });

  const control = (name: keyof typeof EMPTY, id: string) =>
    controlProps(form, name, { id, errorId: ERROR_ID, disabled: busy });

  return (
    <SettingsSection
      title="Password"
      description="Changing it signs you out on every other device."
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <Field label="Current password" htmlFor="current-password">
          <PasswordInput
            autoComplete="current-password"
            {...control('currentPassword', 'current-password')}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="New password" htmlFor="new-password">
            <PasswordInput
              autoComplete="new-password"
              {...control('newPassword', 'new-password')}
            />
          </Field>
          <Field label="Confirm new password" htmlFor="confirm-password">
            <PasswordInput
              autoComplete="new-password"
              {...control('confirm_password', 'confirm-password')}
            />
          </Field>
        </div>
        {message ? <Alert id={ERROR_ID}>{message}</Alert> : null}
        {done && !message ? <Alert tone="success">{done}</Alert> : null}
        <div>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
