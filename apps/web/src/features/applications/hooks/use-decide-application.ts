import { useMutation } from '@apollo/client/react';
import type { Decision, UpdateApplicationStatusMutation as DecisionResult } from '@/gql/graphql';
import { errorCode, errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { UpdateApplicationStatusMutation } from '../api/applications';
import type { SeatChoice } from '../lib/full-seat';

/** The post as a decision left it: its status and seats (auto_close may have closed it). */
export type DecidedPost = NonNullable<DecisionResult['updateApplicationStatus']['post']>;

const DECISION_TOASTS: Record<Decision, { success: string; failure: string }> = {
  accepted: { success: 'Applicant accepted', failure: 'Failed to accept applicant' },
  rejected: { success: 'Applicant rejected', failure: 'Failed to reject applicant' },
};

/**
 * The owner's accept or reject of one application, with its toasts. `decide` answers the post as
 * the decision left it, or null when it failed.
 */
export function useDecideApplication(applicationId: string) {
  const [mutate, { loading }] = useMutation(UpdateApplicationStatusMutation, {
    context: { skipErrorToast: true },
  });
  const decide = async (status: Decision, seat?: SeatChoice): Promise<DecidedPost | null> => {
    try {
      const { data } = await mutate({ variables: { applicationId, status, ...seat } });
      toast.success(DECISION_TOASTS[status].success);
      return data?.updateApplicationStatus.post ?? null;
    } catch (error) {
      console.error(error);
      // A full role ("The Frontend role is full", someone took the seat meanwhile) is the owner's
      // to read; anything else keeps the spec's toast.
      toast.error(
        errorCode(error) === 'CONFLICT'
          ? errorMessage(error, DECISION_TOASTS[status].failure)
          : DECISION_TOASTS[status].failure,
      );
      return null;
    }
  };
  return { decide, deciding: loading };
}
