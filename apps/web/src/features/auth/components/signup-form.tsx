import { useNavigate } from 'react-router-dom';
import { signupFormSchema } from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, PasswordInput } from '@/components/ui/input';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-storage';
import { signup } from '../api/auth-requests';
import { useFormFields } from '../hooks/use-form-fields';
import { SocialSignIn } from './social-sign-in';

const EMPTY = { first_name: '', last_name: '', email: '', password: '', confirm_password: '' };

/** Spec point 5: first name, e-mail and password required; the two passwords must match. */
export function SignupForm() {
  const navigate = useNavigate();
  const setAuth = useAuthStore((s) => s.setAuth);
  const form = useFormFields(EMPTY, { idPrefix: 'signup', hinted: ['password'] });

  const submit = async () => {
    const parsed = signupFormSchema.safeParse(form.values);
    if (!parsed.success) {
      form.showIssues(parsed.error.issues);
      return;
    }
    form.showError(null);
    form.setBusy(true);
    try {
      const { confirm_password: _confirm, ...body } = parsed.data;
      const { accessToken, user } = await signup(body);
      setAuth(accessToken, user);
      void navigate('/projects', { replace: true });
    } catch (err) {
      const message = errorMessage(err, 'Signup failed');
      form.showError(message);
      toast.error(message);
      form.setBusy(false);
    }
  };

  return (
    <>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" htmlFor="signup-first-name">
            <Input {...form.bind('first_name')} autoComplete="given-name" aria-required="true" />
          </Field>
          <Field label="Last name" htmlFor="signup-last-name" optional>
            <Input {...form.bind('last_name')} autoComplete="family-name" />
          </Field>
        </div>
        <Field label="Email" htmlFor="signup-email">
          <Input
            {...form.bind('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="you@example.com"
            aria-required="true"
          />
        </Field>
        <Field label="Password" htmlFor="signup-password" hint="At least 8 characters.">
          <PasswordInput
            {...form.bind('password')}
            autoComplete="new-password"
            aria-required="true"
          />
        </Field>
        <Field label="Confirm password" htmlFor="signup-confirm-password">
          <PasswordInput
            {...form.bind('confirm_password')}
            autoComplete="new-password"
            aria-required="true"
          />
        </Field>
        {form.error ? <Alert id={form.errorId}>{form.error}</Alert> : null}
        <Button type="submit" className="mt-1 h-11 w-full" disabled={form.busy}>
          {form.busy ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
      <SocialSignIn />
    </>
  );
}
