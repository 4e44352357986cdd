import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { KeyRound } from 'lucide-react';
import {
  AUTH_MESSAGES,
  RESET_REDIRECT_DELAY_MS,
  resetParamsSchema,
  resetPasswordFormSchema,
  type ResetPasswordFormInput,
} from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/input';
import { errorMessage } from '@/lib/error-message';
import { controlProps, formMessage, isSending, showServerError, useSchemaForm } from '@/lib/forms';
import { resetPassword } from '../api/auth-requests';
import { AuthCard } from './auth-card';
import { TextLink } from './text-link';

const ERROR_ID = 'reset-error';

/** The text for a reset address without its token. */
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
  const form = useSchemaForm(resetPasswordFormSchema, {
    defaultValues: { password: '', confirm_password: '' },
  });
  const busy = isSending(form.formState);
  const error = formMessage(form.formState.errors);
  const control = (name: keyof ResetPasswordFormInput, hinted = false) =>
    controlProps(form, name, {
      id: `reset-${name.replaceAll('_', '-')}`,
      errorId: ERROR_ID,
      hinted,
      disabled: busy,
    });
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  // Success sends the member to /login after RESET_REDIRECT_DELAY_MS.
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

  const send = form.handleSubmit(async ({ password }) => {
    try {
      const { message } = await resetPassword(id, token, password);
      setDoneMessage(message);
    } catch (err) {
      showServerError(form, errorMessage(err, 'Reset failed. Please try again.'));
    }
  });

  const submit = (event: FormEvent) => {
    // A link without its id or token is told before the passwords are judged.
    if (!resetParamsSchema.safeParse({ id, token }).success) {
      event.preventDefault();
      form.clearErrors();
      showServerError(form, AUTH_MESSAGES.missingResetParams);
      return;
    }
    void send(event);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <Field label="New password" htmlFor="reset-password" hint="At least 8 characters.">
        <PasswordInput {...control('password', true)} autoComplete="new-password" />
      </Field>
      <Field label="Confirm new password" htmlFor="reset-confirm-password">
        <PasswordInput {...control('confirm_password')} autoComplete="new-password" />
      </Field>
      {error ? <Alert id={ERROR_ID}>{error}</Alert> : null}
      <Button type="submit" className="mt-1 h-11 w-full" disabled={busy}>
        {busy ? 'Resetting...' : 'Reset password'}
      </Button>
    </form>
  );
}
