import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { KeyRound } from 'lucide-react';
import {
  AUTH_MESSAGES,
  RESET_REDIRECT_DELAY_MS,
  resetParamsSchema,
  resetPasswordFormSchema,
} from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/input';
import { errorMessage } from '@/lib/error-message';
import { resetPassword } from '../api/auth-requests';
import { useFormFields } from '../hooks/use-form-fields';
import { AuthCard } from './auth-card';
import { TextLink } from './text-link';

/** Spec point 5's text for a reset address without its token. */
export const NO_RESET_TOKEN_MESSAGE = 'No reset token provided';

/** /reset-password/{id}/{token}: the link from the reset mail. */
export function ResetPasswordPage() {
  const { id = '', token = '' } = useParams();
  const hasToken = Boolean(token.trim());
  const footer = (
    <p>
      <TextLink to="/login">Back to login</TextLink>
    </p>
  );
  return (
    <AuthCard
      title="Set a new password"
      description={
        hasToken
          ? 'Choose a new password for your Squadup account.'
          : 'This reset link is incomplete. Ask for a new one below.'
      }
      icon={KeyRound}
      footer={footer}
    >
      {hasToken ? (
        <ResetPasswordForm id={id} token={token} />
      ) : (
        <>
          <Alert>{NO_RESET_TOKEN_MESSAGE}</Alert>
          <ButtonLink to="/forgot-password" className="mt-6 h-11 w-full">
            Request a new link
          </ButtonLink>
        </>
      )}
    </AuthCard>
  );
}

function ResetPasswordForm({ id, token }: { id: string; token: string }) {
  const navigate = useNavigate();
  const form = useFormFields(
    { password: '', confirm_password: '' },
    { idPrefix: 'reset', hinted: ['password'] },
  );
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  // Spec point 4: success sends the member to /login after RESET_REDIRECT_DELAY_MS.
  useEffect(() => {
    if (doneMessage === null) return;
    const timer = setTimeout(
      () => void navigate('/login', { replace: true }),
      RESET_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [doneMessage, navigate]);

  if (doneMessage !== null) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">{doneMessage}</Alert>
        <p className="text-center text-sm text-muted-foreground">
          Taking you to login… <TextLink to="/login">Go now</TextLink>
        </p>
      </div>
    );
  }

  const submit = async () => {
    if (!resetParamsSchema.safeParse({ id, token }).success) {
      form.showError(AUTH_MESSAGES.missingResetParams);
      return;
    }
    const parsed = resetPasswordFormSchema.safeParse(form.values);
    if (!parsed.success) {
      form.showIssues(parsed.error.issues);
      return;
    }
    form.showError(null);
    form.setBusy(true);
    try {
      const { message } = await resetPassword(id, token, parsed.data.password);
      setDoneMessage(message);
    } catch (err) {
      form.showError(errorMessage(err, 'Reset failed. Please try again.'));
      form.setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="flex flex-col gap-4"
    >
      <Field label="New password" htmlFor="reset-password" hint="At least 8 characters.">
        <PasswordInput {...form.bind('password')} autoComplete="new-password" />
      </Field>
      <Field label="Confirm new password" htmlFor="reset-confirm-password">
        <PasswordInput {...form.bind('confirm_password')} autoComplete="new-password" />
      </Field>
      {form.error ? <Alert id={form.errorId}>{form.error}</Alert> : null}
      <Button type="submit" className="mt-1 h-11 w-full" disabled={form.busy}>
        {form.busy ? 'Resetting...' : 'Reset password'}
      </Button>
    </form>
  );
}
