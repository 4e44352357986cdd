import { useNavigate } from 'react-router-dom';
import { signupFormSchema, type SignupFormInput } from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { EmailInput, Input, PasswordInput } from '@/components/ui/input';
import { errorMessage } from '@/lib/error-message';
import { controlProps, formMessage, isSending, showServerError, useSchemaForm } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-storage';
import { signup } from '../api/auth-requests';
import { isSharedPage } from '../lib/redirect-target';
import { SocialSignIn } from './social-sign-in';

const EMPTY: SignupFormInput = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirm_password: '',
};
const ERROR_ID = 'signup-error';

interface SignupFormProps {
  /** A page to go back to once signed up (a safe path): straight away for a shared page. */
  redirect?: string | null;
}

/** First name, e-mail and password required; the two passwords must match. */
export function SignupForm({ redirect = null }: SignupFormProps) {
  const navigate = useNavigate();
  const setAuth = useAuthStore((s) => s.setAuth);
  const form = useSchemaForm(signupFormSchema, { defaultValues: EMPTY });
  const busy = isSending(form.formState);
  const error = formMessage(form.formState.errors);
  const control = (name: keyof SignupFormInput, hinted = false) =>
    controlProps(form, name, {
      id: `signup-${name.replaceAll('_', '-')}`,
      errorId: ERROR_ID,
      hinted,
      disabled: busy,
    });

  const submit = form.handleSubmit(async ({ confirm_password: _confirm, ...body }) => {
    try {
      const { accessToken, user } = await signup(body);
      setAuth(accessToken, user);
      // A new account gets the optional profile step first (docs/decisions/0033); it leads on to
      // Discover. One that came from a shared post or profile goes straight back to it instead:
      // they came to apply or connect.
      void navigate(redirect && isSharedPage(redirect) ? redirect : '/welcome', { replace: true });
    } catch (err) {
      const message = errorMessage(err, 'Signup failed');
      showServerError(form, message);
      toast.error(message);
    }
  });

  return (
    <>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" htmlFor="signup-first-name">
            <Input {...control('first_name')} autoComplete="given-name" aria-required="true" />
          </Field>
          <Field label="Last name" htmlFor="signup-last-name" optional>
            <Input {...control('last_name')} autoComplete="family-name" />
          </Field>
        </div>
        <Field label="Email" htmlFor="signup-email">
          <EmailInput {...control('email')} aria-required="true" />
        </Field>
        <Field label="Password" htmlFor="signup-password" hint="At least 8 characters.">
          <PasswordInput
            {...control('password', true)}
            autoComplete="new-password"
            aria-required="true"
          />
        </Field>
        <Field label="Confirm password" htmlFor="signup-confirm-password">
          <PasswordInput
            {...control('confirm_password')}
            autoComplete="new-password"
            aria-required="true"
          />
        </Field>
        {error ? <Alert id={ERROR_ID}>{error}</Alert> : null}
        <Button type="submit" className="mt-1 h-11 w-full" disabled={busy}>
          {busy ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
      <SocialSignIn />
    </>
  );
}
