import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { UserPlus } from 'lucide-react';
import { loginPathFor } from '@/lib/login-path';
import { selectIsSignedIn, useAuthStore } from '@/stores/auth-storage';
import { requestedRedirect } from '../lib/redirect-target';
import { AuthCard } from './auth-card';
import { SignupForm } from './signup-form';
import { TextLink } from './text-link';

/**
 * /signup: registration; a member who is already signed in goes straight to the app. `?redirect=`
 * (same rules as /login) is where the new member goes, e.g. back to the post a visitor was reading.
 */
export function SignupPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const redirect = requestedRedirect(params.get('redirect'), location.state);
  // Decided once, on arrival: a member who signs up here is sent on by the form.
  const [signedInOnArrival] = useState(() => selectIsSignedIn(useAuthStore.getState()));
  if (signedInOnArrival) return <Navigate to={redirect ?? '/projects'} replace />;

  return (
    <AuthCard
      title="Create your account"
      description="Join Squadup and start building with the right people."
      icon={UserPlus}
      footer={
        <p>
          Already have an account?{' '}
          <TextLink to={redirect ? loginPathFor(redirect) : '/login'}>Log in</TextLink>
        </p>
      }
    >
      <SignupForm redirect={redirect} />
    </AuthCard>
  );
}
