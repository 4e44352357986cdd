import { useState } from 'react';
import { MailWarning, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAuthStore } from '@/stores/auth-storage';
import { useResendVerification } from '../hooks/use-resend-verification';

// Dismissed for the browser session only: the next visit reminds the member again.
const dismissedKey = (userId: string) => `verify-email-banner-dismissed-${userId}`;

/**
 * A quiet reminder for a member who has not verified their address, with Resend. Members can use the
 * site unverified; a verified address is what lets a social sign-in link to the account.
 */
export function VerifyEmailBanner() {
  const user = useAuthStore((s) => s.user);
  const [dismissed, setDismissed] = useState(
    () => user !== null && sessionStorage.getItem(dismissedKey(user._id)) === '1',
  );
  const { resend, sending } = useResendVerification();
  if (!user || user.email_verified !== false || dismissed) return null;

  const dismiss = () => {
    sessionStorage.setItem(dismissedKey(user._id), '1');
    setDismissed(true);
  };
  return (
    <section
      aria-label="Email verification"
      className="border-b border-border/70 bg-primary-soft/60 text-sm"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-2.5 sm:items-center sm:px-6">
        <MailWarning
          className="mt-0.5 size-4 shrink-0 text-primary-soft-foreground sm:mt-0"
          aria-hidden="true"
        />
        <p className="min-w-0 flex-1 text-foreground/90">
          Please verify your email address. We sent a link to{' '}
          <span className="font-semibold break-words">{user.email}</span>.
        </p>
        <Button
          variant="outline"
          size="sm"
          className="h-8"
          disabled={sending}
          onClick={() => void resend()}
        >
          {sending ? 'Sending...' : 'Resend'}
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          className="size-8 text-muted-foreground"
          aria-label="Dismiss"
          onClick={dismiss}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
