import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
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
import { relativeTime, shortDate } from '@/lib/relative-time';
import { ApplyButton } from '@/components/apply/apply-button';
import { ExperienceBadge } from '@/components/post/experience-badge';
import { SaveToggle } from './save-toggle';
import { SquadSummary } from '@/components/post/squad-summary';
import { TechChips } from '@/components/ui/tech-chips';
import { usePostByline } from '../hooks/use-post-byline';
import { deadlinePassed } from '../lib/post-dates';
import { PostFacts } from './post-facts';

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
 * A project card: creator and posted time, title, description (2 lines), tech stack, the post's
 * facts (type, dates, deadline, hours, work mode, location), colour-coded experience, the squad's
 * spots and faces, then View Details, Save and Apply ("Applications closed" once the deadline has
 * passed). Card actions fail silently (console).
 */
export function PostCard({ post: postRef, onUnsave, note, ref, className }: PostCardProps) {
  const post = useFragment(PostCardFieldsFragment, postRef);
  const { seats, when_role_fills } = useFragment(PostSquadFieldsFragment, post);
  const { creator, isOwner } = usePostByline(post);
  const closed = post.status === 'closed';
  const pastDeadline = deadlinePassed(post);
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

      <PostFacts post={post} workMode={post.work_mode} location={post.location_id} />

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
              closed={closed || pastDeadline}
              closedNote={pastDeadline ? 'Applications closed' : undefined}
              failure="console"
            />
          )}
        </div>
      </footer>
    </article>
  );
}
