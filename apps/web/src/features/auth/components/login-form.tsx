import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { loginSchema } from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { EmailInput, PasswordInput } from '@/components/ui/input';
import { errorMessage } from '@/lib/error-message';
import { controlProps, formMessage, isSending, showServerError, useSchemaForm } from '@/lib/forms';
import { useAuthStore } from '@/stores/auth-storage';
import { login } from '../api/auth-requests';
import { SocialSignIn } from './social-sign-in';
import { TextLink } from './text-link';

interface LoginFormProps {
  /** Where to go once signed in. */
  target: string;
  /** A social sign-in failure to show (from /login?error=...). */
  socialError: string | null;
}

const ERROR_ID = 'login-error';
const INPUT_IDS = { email: 'login-email', password: 'login-password' } as const;

// Focus moves at once (react-hook-form's setFocus waits a task), as the member's next key goes there.
const inputOf = (step: keyof typeof INPUT_IDS) =>
  document.getElementById(INPUT_IDS[step]) as HTMLInputElement | null;

/** Step one asks for the e-mail, step two for the password; Change email goes back. */
export function LoginForm({ target, socialError }: LoginFormProps) {
  const navigate = useNavigate();
  const setAuth = useAuthStore((s) => s.setAuth);
  const [step, setStep] = useState<'email' | 'password'>('email');
  const form = useSchemaForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const email = form.watch('email');
  const busy = isSending(form.formState);
  const error = formMessage(form.formState.errors);
  // The social sign-in failure stays until the member tries again.
  const [showSocialError, setShowSocialError] = useState(true);
  const stepChanged = useRef(false);

  // Moving between the steps puts the cursor in the new step's field (not on first arrival, where a
  // phone keyboard popping up would hide the social buttons). In the commit itself: the step changes
  // after the schema's (asynchronous) verdict, whose passive effects would run a beat later.
  useLayoutEffect(() => {
    if (!stepChanged.current) return;
    inputOf(step)?.focus();
  }, [step]);

  const goTo = (next: 'email' | 'password') => {
    stepChanged.current = true;
    form.clearErrors();
    setStep(next);
  };

  // Step one judges the e-mail alone (the schema's other messages are for step two).
  const submitEmail = async (event: FormEvent) => {
    event.preventDefault();
    setShowSocialError(false);
    if (!(await form.trigger('email', { shouldFocus: true }))) return;
    form.setValue('email', loginSchema.shape.email.parse(form.getValues('email')));
    goTo('password');
  };

  const submitPassword = form.handleSubmit(async (credentials) => {
    try {
      const { accessToken, user } = await login(credentials);
      setAuth(accessToken, user);
      void navigate(target, { replace: true });
    } catch (err) {
      showServerError(form, errorMessage(err, 'Login failed'));
      // The disabled button dropped the focus; put it back where the member will retype.
      requestAnimationFrame(() => inputOf('password')?.select());
    }
  });

  if (step === 'email') {
    return (
      <>
        {socialError && showSocialError ? <Alert className="mb-5">{socialError}</Alert> : null}
        <form noValidate onSubmit={(e) => void submitEmail(e)} className="flex flex-col gap-4">
          <Field label="Email" htmlFor={INPUT_IDS.email}>
            <EmailInput
              {...controlProps(form, 'email', { id: INPUT_IDS.email, errorId: ERROR_ID })}
              autoComplete="username"
            />
          </Field>
          {error ? <Alert id={ERROR_ID}>{error}</Alert> : null}
          <Button type="submit" className="h-11 w-full">
            Continue
            <ArrowRight aria-hidden="true" />
          </Button>
        </form>
        <SocialSignIn />
        <p className="mt-6 text-center text-sm">
          <TextLink to="/forgot-password">Forgot your password?</TextLink>
        </p>
      </>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void submitPassword(e)} className="flex flex-col gap-4">
      <div className="flex items-center gap-3 rounded-xl border border-border bg-muted/50 py-1.5 pr-1.5 pl-3.5">
        <p className="min-w-0 flex-1 truncate text-sm font-medium" title={email}>
          <span className="sr-only">Signing in as </span>
          {email}
        </p>
        <Button variant="ghost" size="sm" onClick={() => goTo('email')} disabled={busy}>
          Change email
        </Button>
      </div>
      {/* Lets password managers pair the saved password with this address. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <Field
        label="Password"
        htmlFor={INPUT_IDS.password}
        action={
          <TextLink to="/forgot-password" state={{ email }} className="text-sm">
            Forgot password?
          </TextLink>
        }
      >
        <PasswordInput
          {...controlProps(form, 'password', {
            id: INPUT_IDS.password,
            errorId: ERROR_ID,
            disabled: busy,
          })}
          autoComplete="current-password"
        />
      </Field>
      {error ? <Alert id={ERROR_ID}>{error}</Alert> : null}
      <Button type="submit" className="h-11 w-full" disabled={busy}>
        {busy ? 'Logging in...' : 'Log in'}
      </Button>
    </form>
  );
}
