import { displayName } from '@squadup/shared';
import { useAuthStore } from '@/stores/auth-storage';

interface PostAuthor {
  posted_by: string;
  first_name?: string | null;
  last_name?: string | null;
}

/** Who wrote the post, as its card and its page show it, and whether the viewer did. */
export function usePostByline(post: PostAuthor): { creator: string; isOwner: boolean } {
  const viewerId = useAuthStore((state) => state.user?._id);
  return {
    creator: displayName(post),
    isOwner: viewerId !== undefined && viewerId === post.posted_by,
  };
}
