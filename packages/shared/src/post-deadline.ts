// When a post takes applications: plain functions, apart from the post form's schema (zod), so
// that a screen showing cards loads no validation library for them (decision 0062).

/** Whether an application deadline (if any) is still ahead at `now`. */
export function deadlineAhead(applyBy: string | Date | null | undefined, now: Date = new Date()) {
  return !applyBy || new Date(applyBy).getTime() > now.getTime();
}

/**
 * Whether a post takes applications at `now`: open, and its application deadline (if any) not
 * reached. The server's SQL says the same (posts.repo's takingApplications).
 */
export function applicationsOpen(
  post: { status: string; apply_by?: string | Date | null },
  now: Date = new Date(),
): boolean {
  return post.status === 'open' && deadlineAhead(post.apply_by, now);
}
