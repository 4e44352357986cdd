import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ArrowLeft, FileQuestion, MessagesSquare, Pencil, UsersRound } from 'lucide-react';
import { ConnectionAction } from '@/components/connection/connection-action';
import { MemberAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { HiddenNotice } from '@/components/moderation/hidden-notice';
import { ReportButton } from '@/components/report/report-button';
import { useFragment } from '@/gql';
import type { LoadPostByIdQuery as LoadPostByIdData } from '@/gql/graphql';
import {
  PostCardFieldsFragment,
  PostDetailFieldsFragment,
  PostSquadFieldsFragment,
} from '@/components/post/api/post-fragments';
import { LoadPostByIdQuery } from '../../api/post-queries';
import { useRecordView } from '../../hooks/use-record-view';
import { relativeTime } from '@/lib/relative-time';
import { ApplyButton } from '@/components/apply/apply-button';
import { canApply } from '@/components/apply/apply-status';
import { CaptionedGroup } from '@/components/ui/captioned-group';
import { ExperienceBadge } from '@/components/post/experience-badge';
import { SaveToggle } from '../save-toggle';
import { SquadSummary } from '@/components/post/squad-summary';
import { squadPath } from '@/components/post/seats';
import { TechChips } from '@/components/ui/tech-chips';
import { LoadingText } from '@/components/ui/loading-text';
import { PostDetailsCard } from './post-details-card';
import { RoleSeatsList } from './role-seats-list';
import { usePostByline } from '../../hooks/use-post-byline';
import { missingPostText, POST_NOT_FOUND } from '../../lib/missing-post';
import { selectIsSignedIn, useAuthStore } from '@/stores/auth-storage';
import { VisitorJoin, VisitorMissingActions } from './visitor-join';
import { ApplicationsClosed } from './applications-closed';
import { deadlinePassed } from '../../lib/post-dates';

/**
 * Post detail (/post/:postId): everything about one project, and Apply, Save and Connect. A signed-out
 * visitor (a shared link) reads the same post, with a way to sign up or in instead of the actions.
 * Past the post's application deadline, "Applications closed" stands where Apply was, for everyone.
 */
export function PostDetailPage() {
  const { postId } = useParams();
  const isVisitor = !useAuthStore(selectIsSignedIn);
  const { data, loading, error } = useQuery(LoadPostByIdQuery, {
    variables: { postId: postId ?? '' },
    skip: !postId,
    // The screen says what went wrong itself.
    context: { skipErrorToast: true },
  });
  useRecordView(postId, Boolean(data));

  if (loading && !data) return <LoadingText className="min-h-[40vh]" />;
  if (!data) return <Missing error={error} isVisitor={isVisitor} />;
  return <PostDetail post={data.loadPostById} isVisitor={isVisitor} />;
}

function Missing({ error, isVisitor }: { error: unknown; isVisitor: boolean }) {
  const title = missingPostText(error);
  return (
    <div className="flex flex-col gap-6">
      {isVisitor ? null : <BackLink />}
      <PageHeader title="Post Details" />
      <EmptyState
        icon={<FileQuestion />}
        title={title}
        titleAs={isVisitor ? 'h2' : 'p'}
        // A visitor reads open posts only; a member may still read this one if it has closed.
        description={
          isVisitor && title === POST_NOT_FOUND
            ? 'It may have closed or been removed. Members can discover every open project.'
            : undefined
        }
        action={
          isVisitor ? (
            <VisitorMissingActions />
          ) : (
            <ButtonLink to="/projects">Discover Projects</ButtonLink>
          )
        }
      />
    </div>
  );
}

/** Back to where the member came from (keeping Discover's search and filters), else Discover. */
function BackLink() {
  const navigate = useNavigate();
  const location = useLocation();
  const cameFromApp = location.key !== 'default';
  return (
    <Link
      to="/projects"
      onClick={(event) => {
        if (!cameFromApp) return;
        event.preventDefault();
        void navigate(-1);
      }}
      className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {cameFromApp ? 'Back' : 'Discover Projects'}
    </Link>
  );
}

function PostDetail({
  post: postRef,
  isVisitor,
}: {
  post: LoadPostByIdData['loadPostById'];
  isVisitor: boolean;
}) {
  const detail = useFragment(PostDetailFieldsFragment, postRef);
  const post = useFragment(PostCardFieldsFragment, postRef);
  const squad = useFragment(PostSquadFieldsFragment, post);
  const { creator, isOwner } = usePostByline(post);
  const closed = post.status === 'closed';
  const pastDeadline = deadlinePassed(post);

  return (
    <div className="flex flex-col gap-6">
      {/* Back leads into the signed-in app; a visitor's way on is the header (home, Login, Signup). */}
      {isVisitor ? null : <BackLink />}
      {detail.hidden ? (
        <HiddenNotice
          reason={detail.hidden.reason}
          detail="Only you and the moderators can see this post."
        />
      ) : null}
      {/* One column on phones: the post, its details, then the long text. Two on large screens. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="min-w-0 p-6 sm:p-8 lg:col-start-1">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={post.status} pastDeadline={pastDeadline} />
            <ExperienceBadge level={post.experience_level} />
            {post.project_type ? <Badge tone="primary">{post.project_type}</Badge> : null}
          </div>
          <h1 className="mt-4 text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {post.title}
          </h1>
          <div className="mt-5 flex items-center gap-3">
            <MemberAvatar member={post} size="md" />
            <div className="min-w-0 leading-tight">
              <Link
                to={`/profile/${post.posted_by}`}
                className="block truncate font-semibold hover:underline"
              >
                {creator}
              </Link>
              <p className="mt-0.5 text-sm text-muted-foreground">
                Posted <time dateTime={post.created_at}>{relativeTime(post.created_at)}</time>
              </p>
            </div>
          </div>
          <SquadSummary postId={post._id} squad={post} className="mt-6" />
          {isVisitor ? (
            <VisitorJoin
              creator={post.first_name ? creator : undefined}
              applicationsClosed={pastDeadline}
              applyBy={post.apply_by}
            />
          ) : isOwner ? (
            <div className="mt-6 flex flex-wrap items-center gap-2 border-t border-border/70 pt-6">
              {pastDeadline ? (
                <p
                  className="mb-2 w-full text-sm text-muted-foreground"
                  data-testid="owner-deadline-note"
                >
                  The application deadline has passed: nobody can apply, and Discover no longer
                  lists this post. Edit the post to move the deadline.
                </p>
              ) : null}
              <ButtonLink to={`/post/edit/${post._id}`} size="md">
                <Pencil aria-hidden="true" />
                Edit Post
              </ButtonLink>
              <OpenSquadLink postId={post._id} inSquad={squad.in_squad} />
              <SaveToggle postId={post._id} saved={post.is_saved} size="md" failure="alert" />
              <ButtonLink to={`/myposts/${post._id}`} variant="outline" size="md">
                <UsersRound aria-hidden="true" />
                View Applicants
              </ButtonLink>
            </div>
          ) : (
            // The viewer's application and their connection to the poster, each under its caption
            // (their two Pendings must not read alike), then the post's other actions.
            <div className="mt-6 flex flex-col gap-4 border-t border-border/70 pt-6">
              <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
                <CaptionedGroup caption="Application">
                  {/* Past the deadline one cannot apply; an application already made still shows. */}
                  {pastDeadline && canApply(post.is_applied) ? (
                    <ApplicationsClosed applyBy={post.apply_by} />
                  ) : (
                    <ApplyButton
                      postId={post._id}
                      seats={squad.seats}
                      waitlist={squad.when_role_fills === 'waitlist'}
                      status={post.is_applied}
                      closed={closed || pastDeadline}
                      size="md"
                      failure="alert"
                    />
                  )}
                </CaptionedGroup>
                {/* The poster: Connect (with an optional note) / Pending / Message, as on person cards. */}
                <CaptionedGroup caption="Connection">
                  <ConnectionAction
                    userId={post.posted_by}
                    status={detail.is_connection}
                    chatId={detail.chat_id}
                    name={post.first_name ? creator : undefined}
                    size="md"
                  />
                </CaptionedGroup>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <OpenSquadLink postId={post._id} inSquad={squad.in_squad} />
                <SaveToggle postId={post._id} saved={post.is_saved} size="md" failure="alert" />
                <ReportButton
                  subjectType="post"
                  subjectId={post._id}
                  className="ml-auto text-muted-foreground"
                />
              </div>
            </div>
          )}
        </Card>

        <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <PostDetailsCard
            projectType={post.project_type}
            projectPhase={detail.project_phase}
            workMode={post.work_mode}
            experienceLevel={post.experience_level}
            location={post.location_id}
            status={post.status}
            pastDeadline={pastDeadline}
            startsOn={post.starts_on}
            endsOn={post.ends_on}
            applyBy={post.apply_by}
            hoursPerWeek={post.hours_per_week}
            views={post.views_count}
            applications={post.applications_count}
            createdAt={post.created_at}
          />
        </aside>

        <Card className="flex min-w-0 flex-col gap-7 p-6 sm:p-8 lg:col-start-1">
          <Section title="About the project">
            {post.description ? (
              <p className="text-[0.9375rem] leading-relaxed whitespace-pre-line text-foreground/90">
                {post.description}
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">No description yet.</p>
            )}
          </Section>
          <Section title="Required skills" hint="What a teammate should bring.">
            <ChipsOrNone items={detail.requirements.desired_skills} label="Required skills" />
          </Section>
          <Section title="Desired roles">
            <RoleSeatsList seats={squad.seats} />
          </Section>
          <Section title="Tech stack" hint="What the project is built with.">
            <ChipsOrNone items={post.tech_stack} label="Tech stack" />
          </Section>
        </Card>
      </div>
    </div>
  );
}

function OpenSquadLink({ postId, inSquad }: { postId: string; inSquad: boolean }) {
  if (!inSquad) return null;
  return (
    <ButtonLink to={squadPath(postId)} variant="outline" size="md">
      <MessagesSquare aria-hidden="true" />
      Open squad
    </ButtonLink>
  );
}

/** Open, Closed, or (open past its deadline) Applications closed. */
function StatusBadge({ status, pastDeadline }: { status: string; pastDeadline: boolean }) {
  if (status === 'closed') return <Badge tone="neutral">Closed</Badge>;
  if (pastDeadline) return <Badge tone="neutral">Applications closed</Badge>;
  return <Badge tone="success">Open</Badge>;
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <div className="flex flex-col gap-0.5">
        <h2 className="text-base font-semibold tracking-tight">{title}</h2>
        {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      </div>
      {children}
    </section>
  );
}

function ChipsOrNone({ items, label }: { items: readonly string[]; label: string }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">None listed.</p>;
  return <TechChips items={items} label={label} />;
}
