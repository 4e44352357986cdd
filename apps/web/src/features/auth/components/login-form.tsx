import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ArrowRight } from 'lucide-react';
import { loginSchema } from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, PasswordInput } from '@/components/ui/input';
import { errorMessage } from '@/lib/error-message';
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

interface FormError {
  message: string;
  /** The field the message is about, marked invalid; none for a server answer. */
  field?: 'email' | 'password';
}

const ERROR_ID = 'login-error';

/** Step one asks for the e-mail, step two for the password; Change email goes back (spec point 4). */
export function LoginForm({ target, socialError }: LoginFormProps) {
  const navigate = useNavigate();
  const setAuth = useAuthStore((s) => s.setAuth);
  const [step, setStep] = useState<'email' | 'password'>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const [busy, setBusy] = useState(false);
  // The social sign-in failure stays until the member tries again.
  const [showSocialError, setShowSocialError] = useState(true);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const stepChanged = useRef(false);

  // Moving between the steps puts the cursor in the new step's field (not on first arrival, where a
  // phone keyboard popping up would hide the social buttons).
  useEffect(() => {
    if (!stepChanged.current) return;
    (step === 'email' ? emailRef : passwordRef).current?.focus();
  }, [step]);

  const goTo = (next: 'email' | 'password') => {
    stepChanged.current = true;
    setError(null);
    setStep(next);
  };

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    setShowSocialError(false);
    const parsed = loginSchema.shape.email.safeParse(email);
    if (!parsed.success) {
      setError({ message: parsed.error.issues[0]?.message ?? '', field: 'email' });
      emailRef.current?.focus();
      return;
    }
    setEmail(parsed.data);
    goTo('password');
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setError({ message: parsed.error.issues[0]?.message ?? '', field: 'password' });
      passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { accessToken, user } = await login(parsed.data);
      setAuth(accessToken, user);
      void navigate(target, { replace: true });
    } catch (err) {
      setError({ message: errorMessage(err, 'Login failed') });
      setBusy(false);
      // The disabled button dropped the focus; put it back where the member will retype.
      requestAnimationFrame(() => passwordRef.current?.select());
    }
  };

  const invalid = (field: FormError['field']) =>
    error?.field === field ? { 'aria-invalid': true, 'aria-describedby': ERROR_ID } : {};

  if (step === 'email') {
    return (
      <>
        {socialError && showSocialError ? <Alert className="mb-5">{socialError}</Alert> : null}
        <form noValidate onSubmit={submitEmail} className="flex flex-col gap-4">
          <Field label="Email" htmlFor="login-email">
            <Input
              ref={emailRef}
              id="login-email"
              name="email"
              type="email"
              inputMode="email"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="you@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              {...invalid('email')}
            />
          </Field>
          {error ? <Alert id={ERROR_ID}>{error.message}</Alert> : null}
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
        htmlFor="login-password"
        action={
          <TextLink to="/forgot-password" state={{ email }} className="text-sm">
            Forgot password?
          </TextLink>
        }
      >
        <PasswordInput
          ref={passwordRef}
          id="login-password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={busy}
          {...invalid('password')}
        />
      </Field>
      {error ? <Alert id={ERROR_ID}>{error.message}</Alert> : null}
      <Button type="submit" className="h-11 w-full" disabled={busy}>
        {busy ? 'Logging in...' : 'Log in'}
      </Button>
    </form>
  );
}
