import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ArrowLeft, MailCheck, MailQuestion } from 'lucide-react';
import { forgotPasswordSchema } from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { EmailInput } from '@/components/ui/input';
import { errorMessage } from '@/lib/error-message';
import { controlProps, formMessage, isSending, showServerError, useSchemaForm } from '@/lib/forms';
import { requestPasswordReset } from '../api/auth-requests';
import { AuthCard } from './auth-card';
import { TextLink } from './text-link';

const ERROR_ID = 'forgot-error';

/** The e-mail typed on /login, handed over in router state so it need not be typed twice. */
function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/** /forgot-password: asks for a reset link by e-mail and shows the server's answer. */
export function ForgotPasswordPage() {
  const location = useLocation();
  const form = useSchemaForm(forgotPasswordSchema, {
    defaultValues: { email: emailFromState(location.state) },
  });
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const busy = isSending(form.formState);
  const error = formMessage(form.formState.errors);

  const backToLogin = (
    <p>
      Remembered it? <TextLink to="/login">Back to login</TextLink>
    </p>
  );

  if (sentMessage !== null) {
    return (
      <AuthCard
        title="Check your e-mail"
        description="Open the link in the message to choose a new password."
        icon={MailCheck}
      >
        <Alert tone="success">{sentMessage}</Alert>
        <div className="mt-6 flex flex-col gap-2.5">
          <ButtonLink to="/login" className="h-11 w-full">
            <ArrowLeft aria-hidden="true" />
            Back to login
          </ButtonLink>
          <Button
            variant="ghost"
            className="h-11 w-full"
            onClick={() => {
              // Back to the form with the address as typed, ready to send again.
              form.reset(form.getValues());
              setSentMessage(null);
            }}
          >
            Use a different address
          </Button>
        </div>
      </AuthCard>
    );
  }

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      const { message } = await requestPasswordReset(email);
      setSentMessage(message);
    } catch (err) {
      showServerError(form, errorMessage(err, 'Failed to send reset link.'));
    }
  });

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your account's e-mail and we will send you a link to choose a new one."
      icon={MailQuestion}
      footer={backToLogin}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <Field label="Email" htmlFor="forgot-email">
          <EmailInput
            {...controlProps(form, 'email', {
              id: 'forgot-email',
              errorId: ERROR_ID,
              disabled: busy,
            })}
          />
        </Field>
        {error ? <Alert id={ERROR_ID}>{error}</Alert> : null}
        <Button type="submit" className="h-11 w-full" disabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </AuthCard>
  );
}
