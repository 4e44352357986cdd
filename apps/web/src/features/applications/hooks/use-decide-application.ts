import { useMutation } from '@apollo/client/react';
import type { Decision, UpdateApplicationStatusMutation as DecisionResult } from '@/gql/graphql';
import { errorCode, errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { UpdateApplicationStatusMutation } from '../api/applications';
import type { SeatChoice } from '../lib/full-seat';

/** The post as a decision left it: its status and seats (auto_close may have closed it). */
export type DecidedPost = NonNullable<DecisionResult['updateApplicationStatus']['post']>;

/** A decline's answer: the post as it left it, or the message to show where the owner declined. */
export type DeclineOutcome = { post: DecidedPost | null } | { failure: string };

const DECISION_TOASTS: Record<Decision, { success: string; failure: string }> = {
  accepted: { success: 'Applicant accepted', failure: 'Failed to accept applicant' },
  rejected: { success: 'Applicant rejected', failure: 'Failed to reject applicant' },
};

/**
 * What to tell the owner about a refused decision: a full role ("The Frontend role is full",
 * someone took the seat meanwhile) or a refused reason (too long) is theirs to read; anything else
 * keeps the spec's text.
 */
function failureText(error: unknown, status: Decision): string {
  const code = errorCode(error);
  const fallback = DECISION_TOASTS[status].failure;
  return code === 'CONFLICT' || code === 'BAD_USER_INPUT'
    ? errorMessage(error, fallback)
    : fallback;
}

/**
 * The owner's accept or reject of one application. `decide` toasts its outcome and answers the
 * post as the decision left it, or null when it failed. `decline` (from the decline dialog, with
 * the owner's optional reason) toasts a success only: a failure is answered for the dialog to show.
 */
export function useDecideApplication(applicationId: string) {
  const [mutate, { loading }] = useMutation(UpdateApplicationStatusMutation, {
    context: { skipErrorToast: true },
  });
  const send = async (status: Decision, extra: Partial<SeatChoice> & { reason?: string }) => {
    const { data } = await mutate({ variables: { applicationId, status, ...extra } });
    toast.success(DECISION_TOASTS[status].success);
    return data?.updateApplicationStatus.post ?? null;
  };

  const decide = async (status: Decision, seat?: SeatChoice): Promise<DecidedPost | null> => {
    try {
      return await send(status, { ...seat });
    } catch (error) {
      console.error(error);
      toast.error(failureText(error, status));
      return null;
    }
  };

  const decline = async (reason: string | null): Promise<DeclineOutcome> => {
    try {
      // No reason, no variable: the request stays what it was before reasons existed.
      return { post: await send('rejected', reason ? { reason } : {}) };
    } catch (error) {
      console.error(error);
      return { failure: failureText(error, 'rejected') };
    }
  };

  return { decide, decline, deciding: loading };
}
