import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import { Laptop, MapPin } from 'lucide-react';
import { MemberAvatar } from '@/components/ui/avatar';
import { listCardClasses } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';
import { CardLink } from '@/components/ui/card-link';
import { cn } from '@/lib/cn';
import { type FragmentType, useFragment } from '@/gql';
import {
  PostCardFieldsFragment,
  PostSquadFieldsFragment,
} from '@/components/post/api/post-fragments';
import { workModeLabel } from '@/components/post/experience';
import { relativeTime, shortDate } from '@/lib/relative-time';
import { ApplyButton } from '@/components/apply/apply-button';
import { ExperienceBadge } from '@/components/post/experience-badge';
import { SaveToggle } from './save-toggle';
import { SquadSummary } from '@/components/post/squad-summary';
import { TechChips } from '@/components/ui/tech-chips';
import { usePostByline } from '../hooks/use-post-byline';

export type PostCardPost = FragmentType<typeof PostCardFieldsFragment>;

interface PostCardProps {
  post: PostCardPost;
  /** After a successful unsave (e.g. Saved Posts drops the card). */
  onUnsave?: (postId: string) => void;
  /** An extra line above the actions, e.g. why the post is recommended. */
  note?: ReactNode;
  /** Set on the last card of an infinitely scrolled list. */
  ref?: Ref<HTMLElement>;
  className?: string;
}

/**
 * A project card: creator and posted time, title, description (2 lines), tech stack,
 * colour-coded experience, the squad's spots and faces, then View Details, Save and Apply. Card actions fail silently (console).
 */
export function PostCard({ post: postRef, onUnsave, note, ref, className }: PostCardProps) {
  const post = useFragment(PostCardFieldsFragment, postRef);
  const { seats, when_role_fills } = useFragment(PostSquadFieldsFragment, post);
  const { creator, isOwner } = usePostByline(post);
  const mode = workModeLabel(post.work_mode);
  const closed = post.status === 'closed';
  return (
    <article
      ref={ref}
      aria-labelledby={`post-${post._id}-title`}
      data-testid="post-card"
      className={cn(listCardClasses, className)}
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2.5">
          <MemberAvatar member={post} size="sm" />
          <div className="min-w-0 leading-tight">
            <p className="truncate text-sm font-semibold">{creator}</p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={post.created_at} title={shortDate(post.created_at)}>
                {relativeTime(post.created_at)}
              </time>
            </p>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-1.5">
          {closed ? <Badge tone="neutral">Closed</Badge> : null}
          <ExperienceBadge level={post.experience_level} />
        </div>
      </header>

      <div className="flex flex-col gap-1.5">
        <h3
          id={`post-${post._id}-title`}
          className="text-lg leading-snug font-semibold tracking-tight break-words"
        >
          <Link
            to={`/post/${post._id}`}
            className="rounded-md hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            {post.title}
          </Link>
        </h3>
        {post.description ? (
          <p className="line-clamp-2 text-sm text-muted-foreground" data-testid="post-description">
            {post.description}
          </p>
        ) : null}
      </div>

      <TechChips items={post.tech_stack} max={6} label="Tech stack" />

      {mode || post.location_id ? (
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs font-medium text-muted-foreground">
          {mode ? (
            <span className="inline-flex items-center gap-1">
              <Laptop className="size-3.5" aria-hidden="true" />
              {mode}
            </span>
          ) : null}
          {post.location_id ? (
            <span className="inline-flex min-w-0 items-center gap-1">
              <MapPin className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{post.location_id}</span>
            </span>
          ) : null}
        </p>
      ) : null}

      <SquadSummary postId={post._id} postTitle={post.title} squad={post} linkWhenInSquad />

      {note ? <div className="text-xs">{note}</div> : null}

      <footer className="mt-auto flex flex-wrap items-center gap-2 border-t border-border/70 pt-4">
        <CardLink to={`/post/${post._id}`} aria-label={`View Details: ${post.title}`} arrowNudges>
          View Details
        </CardLink>
        <div className="ml-auto flex items-center gap-2">
          <SaveToggle
            postId={post._id}
            saved={post.is_saved}
            onUnsave={onUnsave}
            failure="console"
          />
          {isOwner ? (
            <Badge tone="primary" className="h-9 rounded-xl px-3">
              Your post
            </Badge>
          ) : (
            <ApplyButton
              postId={post._id}
              seats={seats}
              waitlist={when_role_fills === 'waitlist'}
              status={post.is_applied}
              closed={closed}
              failure="console"
            />
          )}
        </div>
      </footer>
    </article>
  );
}
