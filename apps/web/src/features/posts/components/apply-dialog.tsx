import { useId } from 'react';
import { useMutation } from '@apollo/client/react';
import { z } from 'zod';
import { applyMessageSchema, TEXT_LIMITS, type ApplicationStatus } from '@squadup/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { ApplyToPostMutation } from '../api/post-mutations';
import { errorMessage } from '@/lib/error-message';
import { formMessage, useSchemaForm } from '@/lib/forms';

export type FailureReport = 'alert' | 'console';

const applyFormSchema = z.object({ message: applyMessageSchema });

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
  const form = useSchemaForm(applyFormSchema, { defaultValues: { message: '' } });
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

  const report = (message: string) => {
    if (failure === 'alert') window.alert(message);
  };

  const send = form.handleSubmit(
    async ({ message }) => {
      try {
        const { data } = await apply({ variables: { postId, message } });
        if (!data) return;
        toast.success('Application sent successfully!');
        form.reset();
        onApplied?.(data.applyToPost.status);
        onClose();
      } catch (error) {
        console.error('applyToPost failed', error);
        report(errorMessage(error, 'Failed to send application.'));
      }
    },
    // What the server would refuse (e.g. control characters), told the same way.
    (errors) => report(formMessage(errors) ?? 'Failed to send application.'),
  );

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
        {...form.register('message')}
        placeholder="Write a message (optional)"
        maxLength={TEXT_LIMITS.applyMessageMax}
        rows={4}
        disabled={loading}
      />
    </Dialog>
  );
}
