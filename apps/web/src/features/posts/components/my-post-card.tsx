import type { ReactNode } from 'react';
import { CalendarDays, Eye, MapPin, UsersRound, type LucideIcon } from 'lucide-react';
import { HiddenLine } from '@/components/moderation/hidden-notice';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFragment } from '@/gql';
import type { MyPostsQuery } from '@/gql/graphql';
import { PostSquadFieldsFragment } from '@/components/post/api/post-fragments';
import { formatDate } from '@/lib/timestamps';
import { squadPath } from '@/components/post/seats';
import { PostStatusBadge } from '@/components/post/status-badges';
import { ExperienceBadge } from '@/components/post/experience-badge';
import { TechChips } from '@/components/ui/tech-chips';
import { MyPostMenu } from './my-post-menu';
import { SquadSummary } from '@/components/post/squad-summary';
import { deadlinePassed } from '../lib/post-dates';
import { PostFacts } from './post-facts';

export type MyPost = MyPostsQuery['loadPostsByUserId'][number];

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function Stat({
  label,
  icon: Icon,
  children,
}: {
  label: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0 sm:max-w-[14rem]">
      <dt className="sr-only">{label}</dt>
      <dd
        className="flex min-w-0 items-center gap-1.5 whitespace-nowrap tabular-nums"
        title={label}
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {children}
      </dd>
    </div>
  );
}

/**
 * One of the owner's posts: what it says, how it is doing (its squad too), and what to do with it.
 * An open post whose application deadline has passed says so: it takes no applications and
 * Discover no longer lists it until the owner moves the deadline.
 */
export function MyPostCard({ post }: { post: MyPost }) {
  const created = formatDate(post.created_at);
  const { spots_filled } = useFragment(PostSquadFieldsFragment, post);
  return (
    <Card
      className="flex w-full flex-col gap-4 p-5 transition-shadow hover:shadow-lifted sm:p-6"
      data-testid="my-post-card"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <PostStatusBadge status={post.status} />
            {deadlinePassed(post) ? (
              <Badge tone="warning" data-testid="deadline-passed">
                Deadline passed
              </Badge>
            ) : null}
            <ExperienceBadge level={post.experience_level} />
          </div>
          <h2 className="mt-2 text-lg leading-snug font-semibold tracking-tight break-words">
            {post.title}
          </h2>
          {post.hidden ? (
            <HiddenLine reason={post.hidden.reason} className="mt-1 px-0 text-xs" />
          ) : null}
        </div>
        <div className="-mt-1 -mr-2">
          <MyPostMenu postId={post._id} title={post.title} status={post.status} />
        </div>
      </div>

      {post.description ? (
        <p className="line-clamp-3 text-sm text-muted-foreground">{post.description}</p>
      ) : (
        <p className="text-sm text-muted-foreground italic">No description.</p>
      )}

      <TechChips items={post.tech_stack} max={6} label="Tech stack" />

      <PostFacts post={post} />

      <SquadSummary postId={post._id} squad={post} />

      <dl className="mt-auto grid grid-cols-2 gap-x-5 gap-y-2 border-t border-border pt-4 text-sm text-muted-foreground sm:flex sm:flex-wrap">
        <Stat label="Location" icon={MapPin}>
          <span className="truncate">{post.location_id || 'Anywhere'}</span>
        </Stat>
        <Stat label="Views" icon={Eye}>
          {plural(post.views_count, 'view', 'views')}
        </Stat>
        <Stat label="Applications" icon={UsersRound}>
          {plural(post.applications_count, 'application', 'applications')}
        </Stat>
        <Stat label="Created" icon={CalendarDays}>
          <time dateTime={post.created_at}>{created}</time>
        </Stat>
      </dl>

      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <ButtonLink to={`/post/${post._id}`} variant="outline" size="sm">
          View Post
        </ButtonLink>
        {/* A squad forms with its first member; before that there is nobody to meet. */}
        {spots_filled > 0 ? (
          <ButtonLink to={squadPath(post._id)} variant="outline" size="sm">
            Open squad
          </ButtonLink>
        ) : null}
        <ButtonLink to={`/myposts/${post._id}`} size="sm">
          View Applicants
        </ButtonLink>
      </div>
    </Card>
  );
}
