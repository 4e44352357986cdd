import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ArrowLeft, UsersRound } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { PostApplicantsQuery } from '../api/applications';
import { MY_LISTS_PAGE_SIZE, useLoadMore } from '@/lib/hooks/use-load-more';
import type { Decision } from '@/gql/graphql';
import type { DecidedPost } from '../hooks/use-decide-application';
import { ApplicantCard } from './applicant-card';
import { CloseWhenFullDialog } from './close-when-full-dialog';
import { PAGE_LIMIT_MAX, spotsFilledText } from '@squadup/shared';
import { LoadMore } from '@/components/ui/load-more';
import { PostStatusBadge } from '@/components/post/status-badges';

/** /myposts/:postId: who applied to one of the member's posts, newest first. */
export function ApplicantsPage() {
  const { postId = '' } = useParams();
  const { data, loading, error, fetchMore, refetch } = useQuery(PostApplicantsQuery, {
    variables: { postId, page: 1, limit: MY_LISTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const post = data?.loadPostById;
  const applicants = data?.loadApplicationsByPostId ?? [];
  const [offerClose, setOfferClose] = useState(false);
  const onSquadChanged = (decided: DecidedPost, decision: Decision) => {
    // A seat taken or freed can fill or free a role: the server then waitlists, declines or frees
    // the other pending applicants for it, so the list is read again.
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
          <ul className="grid gap-5 lg:grid-cols-2" aria-label="Applicants">
            {applicants.map((applicant) => (
              <li key={applicant._id} className="flex">
                <ApplicantCard
                  applicant={applicant}
                  seats={post?.seats ?? []}
                  onSquadChanged={onSquadChanged}
                />
              </li>
            ))}
          </ul>
          <LoadMore more={more} />
        </>
      )}
      <CloseWhenFullDialog postId={postId} open={offerClose} onDone={() => setOfferClose(false)} />
    </div>
  );
}
