import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Lock, LockOpen, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Menu } from '@/components/ui/menu';
import { MenuItem, MenuLink, MenuSeparator } from '@/components/ui/menu-items';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { DeletePostMutation, OpenPostMutation } from '../api/my-posts';
import { ClosePostMutation } from '@/components/post/api/close-post';

interface MyPostMenuProps {
  postId: string;
  title: string;
  status: string;
}

type Pending = 'close' | 'delete' | null;

const FAILED = 'Failed to update post';

// The screen's own failure toast replaces the generic one from the Apollo layer.
const OWN_TOAST = { context: { skipErrorToast: true } } as const;

/**
 * The owner's actions on one post: Edit Post; Close Recruitment (only when open, after a confirmation)
 * or Reopen recruitment (only when closed); Delete Post (after a confirmation).
 */
export function MyPostMenu({ postId, title, status }: MyPostMenuProps) {
  const [confirming, setConfirming] = useState<Pending>(null);
  const [closePost, closing] = useMutation(ClosePostMutation, OWN_TOAST);
  const [openPost, opening] = useMutation(OpenPostMutation, OWN_TOAST);
  const [deletePost, deleting] = useMutation(DeletePostMutation, {
    ...OWN_TOAST,
    update(cache, { data }) {
      if (!data) return;
      cache.evict({ id: cache.identify({ __typename: 'Post', _id: data.deletePost }) });
      cache.gc();
    },
  });

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast.success(success);
    } catch (error) {
      console.error(error);
      // The spec's toast, with the server's reason under it when it gave one (e.g. reopening a
      // post whose application deadline has passed).
      const reason = errorMessage(error, FAILED);
      if (reason === FAILED) toast.error(FAILED);
      else toast.error(FAILED, { description: reason });
    } finally {
      setConfirming(null);
    }
  };

  const variables = { variables: { postId } };
  return (
    <>
      <Menu
        label={`Actions for ${title}`}
        trigger={<MoreVertical className="size-5" aria-hidden="true" />}
        triggerTitle="Post actions"
        triggerClassName="inline-flex size-9 items-center justify-center rounded-xl text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none aria-expanded:bg-muted aria-expanded:text-foreground"
      >
        <MenuLink to={`/post/edit/${postId}`} icon={<Pencil aria-hidden="true" />}>
          Edit Post
        </MenuLink>
        {status === 'open' ? (
          <MenuItem icon={<Lock aria-hidden="true" />} onSelect={() => setConfirming('close')}>
            Close Recruitment
          </MenuItem>
        ) : null}
        {status === 'closed' ? (
          <MenuItem
            icon={<LockOpen aria-hidden="true" />}
            onSelect={() => void run(() => openPost(variables), 'Post opened successfully')}
          >
            Reopen recruitment
          </MenuItem>
        ) : null}
        <MenuSeparator />
        <MenuItem
          icon={<Trash2 aria-hidden="true" />}
          onSelect={() => setConfirming('delete')}
          className="text-destructive hover:bg-destructive/10 focus:bg-destructive/10 [&_svg]:text-destructive"
        >
          Delete Post
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirming === 'close'}
        title="Close recruitment?"
        description={
          <>
            Members can no longer apply to{' '}
            <span className="font-medium text-foreground">{title}</span>. You can open it again from
            My Posts.
          </>
        }
        confirmLabel="Close Recruitment"
        busyLabel="Closing..."
        busy={closing.loading}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void run(() => closePost(variables), 'Post closed successfully')}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title="Delete this post?"
        description={
          <>
            <span className="font-medium text-foreground">{title}</span> and its applications will
            be removed for good. This action cannot be undone.
          </>
        }
        confirmLabel="Delete Post"
        busyLabel="Deleting..."
        busy={deleting.loading}
        tone="destructive"
        onCancel={() => setConfirming(null)}
        onConfirm={() => void run(() => deletePost(variables), 'Post deleted successfully')}
      />
      {opening.loading ? (
        <span className="sr-only" role="status">
          Reopening recruitment...
        </span>
      ) : null}
    </>
  );
}
