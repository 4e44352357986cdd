import { useMutation } from '@apollo/client/react';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ButtonSize } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/error-message';
import { SavePostMutation, UnsavePostMutation } from '../api/post-mutations';
import type { FailureReport } from '@/components/apply/apply-dialog';

interface SaveToggleProps {
  postId: string;
  saved: boolean;
  /** Called after a successful unsave, so a list of saved posts can drop the post. */
  onUnsave?: (postId: string) => void;
  /** Cards fail silently (console only); the detail screen alerts. */
  failure?: FailureReport;
  size?: ButtonSize;
  className?: string;
}

/** Save / Saved: the mutation answers is_saved, which updates every copy of the post in the cache. */
export function SaveToggle({
  postId,
  saved,
  onUnsave,
  failure = 'alert',
  size = 'sm',
  className,
}: SaveToggleProps) {
  const [save, { loading: saving }] = useMutation(SavePostMutation);
  const [unsave, { loading: unsaving }] = useMutation(UnsavePostMutation);
  const busy = saving || unsaving;

  const toggle = async () => {
    try {
      if (saved) {
        await unsave({ variables: { postId } });
        onUnsave?.(postId);
      } else {
        await save({ variables: { postId } });
      }
    } catch (error) {
      console.error(saved ? 'unsavePost failed' : 'savePost failed', error);
      if (failure === 'alert') {
        window.alert(
          errorMessage(error, saved ? 'Failed to unsave post.' : 'Failed to save post.'),
        );
      }
    }
  };

  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <Button
      size={size}
      variant={saved ? 'secondary' : 'outline'}
      disabled={busy}
      onClick={() => void toggle()}
      className={cn(saved && 'text-primary-soft-foreground', className)}
    >
      <Icon aria-hidden="true" className={cn(saved && 'fill-current')} />
      {saved ? 'Saved' : 'Save'}
    </Button>
  );
}
