import { useId, useState, type ComponentProps } from 'react';
import { useQuery } from '@apollo/client/react';
import { ArrowLeft, UsersRound } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { PostApplicantsQuery } from '../api/applications';
import { MY_LISTS_PAGE_SIZE, useLoadMore } from '@/lib/hooks/use-load-more';
import type { ApplicantOrder, Decision } from '@/gql/graphql';
import type { DecidedPost } from '../hooks/use-decide-application';
import { groupApplicants } from '../lib/applicant-groups';
import { ApplicantCard, type Applicant } from './applicant-card';
import { ApplicantSort } from './applicant-sort';
import { CloseWhenFullDialog } from './close-when-full-dialog';
import { PAGE_LIMIT_MAX, spotsFilledText } from '@squadup/shared';
import { LoadMore } from '@/components/ui/load-more';
import { PostStatusBadge } from '@/components/post/status-badges';

// ?sort=best-match keeps the order across a reload; newest first is the default.
const BEST_MATCH_PARAM = 'best-match';

/**
 * /myposts/:postId: who applied to one of the member's posts, in sections (pending, the waitlist,
 * accepted, declined), each newest first or best match first.
 */
export function ApplicantsPage() {
  const { postId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const order: ApplicantOrder = params.get('sort') === BEST_MATCH_PARAM ? 'BEST_MATCH' : 'NEWEST';
  // Another order is another list (its own cache entry, lib/apollo-cache.ts): it starts at page 1.
  const { data, previousData, loading, error, fetchMore, refetch } = useQuery(PostApplicantsQuery, {
    variables: { postId, page: 1, limit: MY_LISTS_PAGE_SIZE, order },
    fetchPolicy: 'cache-and-network',
  });
  const post = data?.loadPostById;
  const applicants = data?.loadApplicationsByPostId ?? [];
  const [offerClose, setOfferClose] = useState(false);
  // The card just decided: it moves to another group (a new card), so focus follows it there.
  const [decidedId, setDecidedId] = useState<string | null>(null);
  const sortBy = (next: ApplicantOrder) => {
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        if (next === 'BEST_MATCH') search.set('sort', BEST_MATCH_PARAM);
        else search.delete('sort');
        return search;
      },
      { replace: true },
    );
  };
  const onDecided = (applicationId: string, decided: DecidedPost, decision: Decision) => {
    setDecidedId(applicationId);
    // The applicant moves to another group, which moves them in the server's order too; and a seat
    // taken or freed can fill or free a role: the server then waitlists, declines or frees the
    // other pending applicants for it. So the list is read again, in the order shown.
    // Every applicant shown is read again (up to the API's page limit), not only the first page.
    refetch({
      page: 1,
      limit: Math.min(PAGE_LIMIT_MAX, Math.max(MY_LISTS_PAGE_SIZE, applicants.length)),
    }).catch((cause: unknown) => {
      // Leaving the page (or a newer refetch) cancels this one: nothing went wrong.
      if (cause instanceof DOMException && cause.name === 'AbortError') return;
      console.error('Reloading the applicants failed', cause);
    });
    // After an accept that filled the last seat of a post still open (auto_close off), the owner
    // is offered to close recruitment.
    if (
      decision === 'accepted' &&
      decided.status === 'open' &&
      decided.spots_filled >= decided.spots_total
    ) {
      setOfferClose(true);
    }
  };
  const more = useLoadMore(applicants.length, async (page) => {
    // The cache's type policies (lib/apollo-cache.ts) add the page to the list.
    // The page size stays the list's own, whatever limit the last refetch read with.
    const { data: next } = await fetchMore({ variables: { page, limit: MY_LISTS_PAGE_SIZE } });
    return next?.loadApplicationsByPostId.length ?? 0;
  });

  return (
    <div className="flex flex-col gap-6">
      <Link
        to="/myposts"
        className="inline-flex w-fit items-center gap-1.5 rounded-lg text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        My Posts
      </Link>
      <PageHeader
        title="Applicants"
        description={
          post ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <span>
                For{' '}
                <Link
                  to={`/post/${post._id}`}
                  className="font-semibold text-foreground hover:underline"
                >
                  {post.title}
                </Link>
              </span>
              <PostStatusBadge status={post.status} />
              {post.spots_total > 0 ? (
                <span className="text-sm tabular-nums" data-testid="applicants-spots">
                  {spotsFilledText(post.spots_filled, post.spots_total)}
                </span>
              ) : null}
            </span>
          ) : (
            'Review who applied and accept or reject them.'
          )
        }
      />
      {/* Shown once there are applicants, and kept while another order loads (so it keeps focus). */}
      {(data ?? previousData)?.loadApplicationsByPostId.length ? (
        <ApplicantSort order={order} onChange={sortBy} />
      ) : null}
      {loading && !data ? (
        <PageSpinner label="Loading..." />
      ) : error && !data ? (
        <Alert>Error loading applications.</Alert>
      ) : applicants.length === 0 ? (
        <EmptyState
          icon={<UsersRound aria-hidden="true" />}
          title="No applicants yet"
          description="When members apply to this project, they will show up here."
        />
      ) : (
        <>
          <div className="flex flex-col gap-8">
            {groupApplicants(applicants).map((group) => (
              <ApplicantGroup
                key={group.key}
                heading={group.heading}
                applicants={group.applicants}
                seats={post?.seats ?? []}
                decidedId={decidedId}
                onDecided={onDecided}
              />
            ))}
          </div>
          <LoadMore more={more} />
        </>
      )}
      <CloseWhenFullDialog postId={postId} open={offerClose} onDone={() => setOfferClose(false)} />
    </div>
  );
}

interface ApplicantGroupProps {
  heading: string;
  applicants: Applicant[];
  seats: ComponentProps<typeof ApplicantCard>['seats'];
  /** The application last decided, whose card takes the focus. */
  decidedId: string | null;
  onDecided: (applicationId: string, post: DecidedPost, decision: Decision) => void;
}

/** One section of the page: its heading with how many of its applicants are loaded, and their cards. */
function ApplicantGroup({ heading, applicants, seats, decidedId, onDecided }: ApplicantGroupProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        {heading}{' '}
        <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground tabular-nums">
          {applicants.length}
        </span>
      </h2>
      <ul className="grid gap-5 lg:grid-cols-2" aria-labelledby={headingId}>
        {applicants.map((applicant) => (
          <li key={applicant._id} className="flex min-w-0">
            <ApplicantCard
              applicant={applicant}
              seats={seats}
              takeFocus={applicant._id === decidedId}
              onDecided={(post, decision) => onDecided(applicant._id, post, decision)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
