import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Sparkles } from 'lucide-react';
import { PAGE_SIZE } from '@squadup/shared';
import { LoadingText } from '@/components/ui/loading-text';
import { LoadByRecommendationQuery } from '../../api/post-queries';
import { PostCard } from '../post-card';

/**
 * 'Recommended for you': the first page of loadByRecommendation with the skills that matched.
 * Hidden while loading, on error and when there is nothing to recommend. `children` (the grid)
 * render once it has its first answer, given the ids it shows: All projects leaves them out, so
 * no post is listed twice (docs/decisions/0031). Waiting also keeps a strip appearing later from
 * pushing a grid already on screen down.
 */
export function RecommendedStrip({
  children,
}: {
  children: (shownIds: readonly string[]) => ReactNode;
}) {
  const { data, loading } = useQuery(LoadByRecommendationQuery, {
    variables: { page: 1, limit: PAGE_SIZE.projects },
    fetchPolicy: 'cache-and-network',
    context: { skipErrorToast: true },
  });
  const settled = data !== undefined || !loading;
  const items = useMemo(() => data?.loadByRecommendation ?? [], [data]);
  const shownIds = useMemo(() => items.map(({ post }) => post._id), [items]);
  return (
    <>
      {items.length > 0 ? (
        <section aria-labelledby="recommended-heading" className="flex flex-col gap-3">
          <h2
            id="recommended-heading"
            className="flex items-center gap-2 text-base font-semibold tracking-tight"
          >
            <Sparkles className="size-4 text-primary" aria-hidden="true" />
            Recommended for you
          </h2>
          <div className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0">
            {items.map(({ post, matched_skills }) => (
              <PostCard
                key={post._id}
                post={post}
                className="w-[85%] shrink-0 snap-start sm:w-auto"
                note={
                  matched_skills.length > 0 ? (
                    <p className="inline-flex rounded-lg bg-primary-soft px-2.5 py-1 font-medium text-primary-soft-foreground">
                      Matches: {matched_skills.join(', ')}
                    </p>
                  ) : null
                }
              />
            ))}
          </div>
        </section>
      ) : null}
      {settled ? children(shownIds) : <LoadingText />}
    </>
  );
}
