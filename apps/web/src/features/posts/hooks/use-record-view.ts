import { useEffect } from 'react';
import { useMutation } from '@apollo/client/react';
import { selectIsSignedIn, useAuthStore } from '@/stores/auth-storage';
import { IncrementPostViewMutation } from '../api/post-mutations';

export const viewedKey = (postId: string): string => `viewed-post-${postId}`;

/**
 * Counts one view of a post per browser session: a per-post sessionStorage key
 * is set before the call, so a re-render or a second mount never counts twice; a failed call
 * clears it so a later visit tries again. Failures stay in the console. Only members' views count
 * (incrementPostView is a member's operation): a signed-out visitor's never does.
 */
export function useRecordView(postId: string | undefined, ready: boolean) {
  const isSignedIn = useAuthStore(selectIsSignedIn);
  const [increment] = useMutation(IncrementPostViewMutation, {
    context: { skipErrorToast: true },
  });
  useEffect(() => {
    if (!postId || !ready || !isSignedIn) return;
    const key = viewedKey(postId);
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      return; // storage unavailable (private mode): do not count rather than count every visit
    }
    increment({ variables: { postId } }).catch((error: unknown) => {
      sessionStorage.removeItem(key);
      console.error('incrementPostView failed', error);
    });
  }, [postId, ready, isSignedIn, increment]);
}
