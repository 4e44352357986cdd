import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { MailCheck } from 'lucide-react';
import type { MessageResponse } from '@squadup/shared';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { HttpError } from '@/lib/http';
import { selectIsSignedIn, useAuthStore } from '@/stores/auth-storage';
import { verifyEmail } from '../api/auth-requests';
import { useResendVerification } from '../hooks/use-resend-verification';
import { AuthCard } from './auth-card';
import { TextLink } from './text-link';

export const VERIFIED_MESSAGE = 'Your email is verified.';
export const INCOMPLETE_LINK_MESSAGE = 'This verification link is incomplete.';
const FAILED_MESSAGE = 'We could not verify your email. Please try again.';

// A link is single use: the page posts it once per page load, even when React mounts it twice
// (StrictMode) or the member comes back to it, and every mount reads the same answer.
const attempts = new Map<string, Promise<MessageResponse>>();

function verifyOnce(id: string, token: string): Promise<MessageResponse> {
  const key = `${id}/${token}`;
  let attempt = attempts.get(key);
  if (!attempt) {
    attempt = verifyEmail(id, token);
    attempts.set(key, attempt);
    // Unreachable: the link was not used, so coming back to it may try again.
    attempt.catch((error: unknown) => {
      if (error instanceof HttpError && error.status === 0) attempts.delete(key);
    });
  }
  return attempt;
}

type Outcome =
  | { state: 'verifying' }
  | { state: 'verified'; message: string }
  | { state: 'failed'; message: string };

/** /verify-email/{id}/{token}: the link from the verification mail. */
export function VerifyEmailPage() {
  const { id = '', token = '' } = useParams();
  const complete = Boolean(id.trim() && token.trim());
  const [outcome, setOutcome] = useState<Outcome>(() =>
    complete ? { state: 'verifying' } : { state: 'failed', message: INCOMPLETE_LINK_MESSAGE },
  );

  useEffect(() => {
    if (!complete) return;
    let live = true;
    verifyOnce(id, token).then(
      (answer) => {
        // The stored member follows (so the banner goes) when the link was theirs: the link names
        // its token, not the member, so ask the server who is verified now.
        const { user, reloadUser } = useAuthStore.getState();
        if (user && !user.email_verified) {
          reloadUser().catch((error: unknown) => {
            console.error('Could not reload the member after verifying.', error);
          });
        }
        // The server's words: verified now, or already verified by an earlier link.
        if (live) setOutcome({ state: 'verified', message: answer.message || VERIFIED_MESSAGE });
      },
      (error: unknown) => {
        if (live) setOutcome({ state: 'failed', message: errorMessage(error, FAILED_MESSAGE) });
      },
    );
    return () => {
      live = false;
    };
  }, [complete, id, token]);

  return (
    <AuthCard
      title="Verify your email"
      description={
        outcome.state === 'verifying' ? 'One moment while we check your link.' : undefined
      }
      icon={MailCheck}
    >
      {outcome.state === 'verifying' ? (
        <div className="flex justify-center py-4">
          <Spinner size="lg" label="Verifying your email..." />
        </div>
      ) : outcome.state === 'verified' ? (
        <Verified message={outcome.message} />
      ) : (
        <Failed message={outcome.message} />
      )}
    </AuthCard>
  );
}

function Verified({ message }: { message: string }) {
  const isSignedIn = useAuthStore(selectIsSignedIn);
  return (
    <div className="flex flex-col gap-5">
      <Alert tone="success">{message}</Alert>
      {isSignedIn ? (
        <ButtonLink to="/projects" className="h-11 w-full">
          Continue to Discover
        </ButtonLink>
      ) : (
        <ButtonLink to="/login" className="h-11 w-full">
          Go to login
        </ButtonLink>
      )}
    </div>
  );
}

function Failed({ message }: { message: string }) {
  const isSignedIn = useAuthStore(selectIsSignedIn);
  const { resend, sending } = useResendVerification();
  return (
    <div className="flex flex-col gap-5">
      <Alert>{message}</Alert>
      {isSignedIn ? (
        <>
          <Button className="h-11 w-full" disabled={sending} onClick={() => void resend()}>
            {sending ? 'Sending...' : 'Send a new link'}
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            <TextLink to="/projects">Continue to Discover</TextLink>
          </p>
        </>
      ) : (
        <>
          <p className="text-center text-sm text-muted-foreground">
            Sign in first, then ask for a new link from the banner at the top of the page.
          </p>
          <ButtonLink to="/login" className="h-11 w-full">
            Sign in
          </ButtonLink>
        </>
      )}
    </div>
  );
}
