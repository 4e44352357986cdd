import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { LogIn } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { SESSION_ENDED, readLoginState, signupPathFor } from '@/lib/login-path';
import { takeSessionEnded } from '@/lib/session';
import { selectIsSignedIn, useAuthStore } from '@/stores/auth-storage';
import { oauthErrorMessage } from '../lib/oauth-error';
import { requestedRedirect } from '../lib/redirect-target';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { TextLink } from './text-link';

/** Said when the server ended the session (lib/session.ts endSession): expired, revoked or suspended. */
const SESSION_ENDED_TEXT = 'Your session has ended. Please log in again.';

/** /login: e-mail, then password; a signed-in member goes straight on. */
export function LoginPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const requested = requestedRedirect(params.get('redirect'), location.state);
  const target = requested ?? '/projects';
  // Decided once, on arrival. A member who signs in here is sent on by the form, and one who has just
  // signed out lands here while the session is being cleared.
  const [signedInOnArrival] = useState(
    () => selectIsSignedIn(useAuthStore.getState()) && !readLoginState(location.state).signedOut,
  );
  // The signed-in layout's guard may replace the address endSession chose (without ?session=ended)
  // as the member is signed out: the flag says it all the same.
  const [sessionEnded] = useState(
    () => takeSessionEnded() || params.get('session') === SESSION_ENDED,
  );
  if (signedInOnArrival) return <Navigate to={target} replace />;

  return (
    <AuthCard
      title="Welcome back"
      description="Log in to find your next squad."
      icon={LogIn}
      footer={
        <p>
          {/* A new account goes to the page asked for too (a shared post), not the welcome step. */}
          New to Squadup?{' '}
          <TextLink to={requested ? signupPathFor(requested) : '/signup'}>
            Create an account
          </TextLink>
        </p>
      }
    >
      {sessionEnded ? (
        <Alert tone="info" className="mb-5">
          {SESSION_ENDED_TEXT}
        </Alert>
      ) : null}
      <LoginForm target={target} socialError={oauthErrorMessage(params.get('error'))} />
    </AuthCard>
  );
}
