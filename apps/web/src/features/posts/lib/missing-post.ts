import { isNotFound } from '@/lib/error-message';

export const POST_NOT_FOUND = 'Post not found.';

/** Why a post's screen has no post: a failed load, or (also when hidden from the viewer) none. */
export function missingPostText(error: unknown): string {
  return error && !isNotFound(error) ? 'Error loading post.' : POST_NOT_FOUND;
}
