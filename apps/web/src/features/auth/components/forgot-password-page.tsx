import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { ArrowLeft, MailCheck, MailQuestion } from 'lucide-react';
import { forgotPasswordSchema } from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/error-message';
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
  const [email, setEmail] = useState(() => emailFromState(location.state));
  const [error, setError] = useState<{ message: string; invalid: boolean } | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

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
          <Button variant="ghost" className="h-11 w-full" onClick={() => setSentMessage(null)}>
            Use a different address
          </Button>
        </div>
      </AuthCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setError({ message: parsed.error.issues[0]?.message ?? '', invalid: true });
      emailRef.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { message } = await requestPasswordReset(parsed.data.email);
      setSentMessage(message);
    } catch (err) {
      setError({ message: errorMessage(err, 'Failed to send reset link.'), invalid: false });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your account's e-mail and we will send you a link to choose a new one."
      icon={MailQuestion}
      footer={backToLogin}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <Field label="Email" htmlFor="forgot-email">
          <Input
            ref={emailRef}
            id="forgot-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@example.com"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={busy}
            aria-invalid={error?.invalid || undefined}
            aria-describedby={error?.invalid ? ERROR_ID : undefined}
          />
        </Field>
        {error ? <Alert id={ERROR_ID}>{error.message}</Alert> : null}
        <Button type="submit" className="h-11 w-full" disabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </AuthCard>
  );
}
