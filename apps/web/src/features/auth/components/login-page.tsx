import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { LogIn } from 'lucide-react';
import { readLoginState } from '@/lib/login-path';
import { selectIsSignedIn, useAuthStore } from '@/stores/auth-storage';
import { oauthErrorMessage } from '../lib/oauth-error';
import { redirectTarget } from '../lib/redirect-target';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { TextLink } from './text-link';

/** /login (spec point 2): e-mail, then password; a signed-in member goes straight on. */
export function LoginPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const target = redirectTarget(params.get('redirect'), location.state);
  // Decided once, on arrival. A member who signs in here is sent on by the form, and one who has just
  // signed out lands here while the session is being cleared.
  const [signedInOnArrival] = useState(
    () => selectIsSignedIn(useAuthStore.getState()) && !readLoginState(location.state).signedOut,
  );
  if (signedInOnArrival) return <Navigate to={target} replace />;

  return (
    <AuthCard
      title="Welcome back"
      description="Log in to find your next squad."
      icon={LogIn}
      footer={
        <p>
          New to Squadup? <TextLink to="/signup">Create an account</TextLink>
        </p>
      }
    >
      <LoginForm target={target} socialError={oauthErrorMessage(params.get('error'))} />
    </AuthCard>
  );
}
