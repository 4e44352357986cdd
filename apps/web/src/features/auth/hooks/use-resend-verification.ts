import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { resendVerification } from '../api/auth-requests';

/**
 * "Resend" for the verification link, shared by the banner and the verify-email page: the answer's
 * message in a toast, the server's text when it refuses (e.g. too many requests, 429).
 */
export function useResendVerification() {
  const [sending, setSending] = useState(false);
  const resend = async () => {
    if (sending) return;
    setSending(true);
    try {
      const { message } = await resendVerification();
      toast.success(message || 'We sent you a new link.');
    } catch (error) {
      toast.error(errorMessage(error, 'Could not send a new link. Please try again.'));
    } finally {
      setSending(false);
    }
  };
  return { resend, sending };
}
