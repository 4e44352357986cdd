import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { UserPlus } from 'lucide-react';
import { selectIsSignedIn, useAuthStore } from '@/stores/auth-storage';
import { AuthCard } from './auth-card';
import { SignupForm } from './signup-form';
import { TextLink } from './text-link';

/** /signup: registration; a member who is already signed in goes straight to the app. */
export function SignupPage() {
  // Decided once, on arrival: a member who signs up here is sent on by the form.
  const [signedInOnArrival] = useState(() => selectIsSignedIn(useAuthStore.getState()));
  if (signedInOnArrival) return <Navigate to="/projects" replace />;

  return (
    <AuthCard
      title="Create your account"
      description="Join Squadup and start building with the right people."
      icon={UserPlus}
      footer={
        <p>
          Already have an account? <TextLink to="/login">Log in</TextLink>
        </p>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
