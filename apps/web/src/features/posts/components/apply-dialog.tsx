import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { TEXT_LIMITS, type ApplicationStatus } from '@squadup/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { ApplyToPostMutation } from '../api/post-mutations';
import { errorMessage } from '@/lib/error-message';

export type FailureReport = 'alert' | 'console';

interface ApplyDialogProps {
  postId: string;
  open: boolean;
  onClose: () => void;
  /** Called with the status the server answered (normally pending). */
  onApplied?: (status: ApplicationStatus) => void;
  /**
   * How a failed send is reported: an alert with the error (spec point 8), or only the console
   * (spec "Silent failures", used by cards).
   */
  failure?: FailureReport;
}

/** "Apply to Project": an optional message, then applyToPost. */
export function ApplyDialog({
  postId,
  open,
  onClose,
  onApplied,
  failure = 'alert',
}: ApplyDialogProps) {
  const [message, setMessage] = useState('');
  const messageId = useId();
  const [apply, { loading }] = useMutation(ApplyToPostMutation, {
    update(cache, { data }) {
      const status = data?.applyToPost.status;
      if (!status) return;
      cache.modify({
        id: cache.identify({ __typename: 'Post', _id: postId }),
        // The server counts applications exactly (withdrawing takes one off), so applying adds one.
        fields: { is_applied: () => status, applications_count: (count: number) => count + 1 },
      });
    },
  });

  const close = () => {
    if (loading) return;
    onClose();
  };

  const send = async () => {
    try {
      const trimmed = message.trim();
      const { data } = await apply({
        variables: { postId, message: trimmed === '' ? null : trimmed },
      });
      if (!data) return;
      toast.success('Application sent successfully!');
      setMessage('');
      onApplied?.(data.applyToPost.status);
      onClose();
    } catch (error) {
      console.error('applyToPost failed', error);
      if (failure === 'alert') window.alert(errorMessage(error, 'Failed to send application.'));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Apply to Project"
      description="Optionally include a message with your application."
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={loading}>
            Cancel
          </Button>
          <Button onClick={() => void send()} disabled={loading}>
            {loading ? 'Applying...' : 'Send Application'}
          </Button>
        </>
      }
    >
      <label htmlFor={messageId} className="sr-only">
        Message
      </label>
      <Textarea
        id={messageId}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        placeholder="Write a message (optional)"
        maxLength={TEXT_LIMITS.applyMessageMax}
        rows={4}
        disabled={loading}
      />
    </Dialog>
  );
}
