import { useMutation } from '@apollo/client/react';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import {
  LeaveEventMutation,
  LoadEventQuery,
  RespondToProposalMutation,
} from '../api/event-operations';

/**
 * Accept or decline the viewer's place in a proposed team. The answer says little of the page
 * (the team may have formed, or dissolved), so the event is read again before the buttons settle.
 */
export function useRespondToProposal(eventId: string) {
  const [respond, { loading }] = useMutation(RespondToProposalMutation, {
    context: { skipErrorToast: true },
    refetchQueries: [{ query: LoadEventQuery, variables: { eventId } }],
    awaitRefetchQueries: true,
  });

  const answer = async (proposalId: string, accept: boolean): Promise<boolean> => {
    try {
      const { data } = await respond({ variables: { proposalId, accept } });
      const answered = data?.respondToProposal;
      if (!accept) toast.success('Declined: you are back in the pool for the next round');
      else if (answered?.squad_id) toast.success('Your team formed: its squad is ready');
      else toast.success('Accepted: the team forms once enough members accept');
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'Could not send your answer. Please try again.'));
      return false;
    }
  };

  return { answer, answering: loading };
}

/** What leaving says when it worked and when it did not (a squad's owner withdraws). */
export interface LeaveTexts {
  done: string;
  failed: string;
}

const LEFT: LeaveTexts = {
  done: 'You left the event',
  failed: 'Could not leave the event. Please try again.',
};

/** Leave the event; its answer is the event as the viewer now reads it (not registered). */
export function useLeaveEvent(eventId: string, texts: LeaveTexts = LEFT) {
  const [leave, { loading }] = useMutation(LeaveEventMutation, {
    context: { skipErrorToast: true },
  });

  const leaveEvent = async (): Promise<boolean> => {
    try {
      await leave({ variables: { eventId } });
    } catch (error) {
      toast.error(errorMessage(error, texts.failed));
      return false;
    }
    toast.success(texts.done);
    return true;
  };

  return { leaveEvent, leaving: loading };
}
