import { useMutation } from '@apollo/client/react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { ClosePostMutation } from '@/components/post/api/close-post';

interface CloseWhenFullDialogProps {
  postId: string;
  open: boolean;
  /** Closed, or the owner chose to keep recruiting. */
  onDone: () => void;
}

/**
 * Offered to the owner right after an accept fills the last seat (docs/decisions/0028): close
 * recruitment now, or keep the post open (e.g. to have applicants waiting should someone leave).
 */
export function CloseWhenFullDialog({ postId, open, onDone }: CloseWhenFullDialogProps) {
  const [closePost, { loading }] = useMutation(ClosePostMutation, {
    context: { skipErrorToast: true },
  });
  const close = async () => {
    try {
      await closePost({ variables: { postId } });
      toast.success('Post closed successfully');
    } catch (error) {
      console.error(error);
      toast.error('Failed to update post');
    } finally {
      onDone();
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title="Every spot is filled. Close recruitment?"
      description="Closing stops new applications. You can open the post again from My Posts."
      confirmLabel="Close Recruitment"
      busyLabel="Closing..."
      busy={loading}
      onConfirm={() => void close()}
      onCancel={onDone}
    />
  );
}
