import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Sparkles } from 'lucide-react';
import { PAGE_SIZE } from '@squadup/shared';
import { LoadingText } from '@/components/ui/loading-text';
import { LoadByRecommendationQuery } from '../../api/post-queries';
import { PostCard } from '../post-card';

/**
 * 'Recommended for you': the first page of loadByRecommendation with the skills that matched.
 * Hidden while loading, on error and when there is nothing to recommend. `children` (the grid) follow
 * it once it has its first answer: they stay mounted meanwhile, so their own query runs in parallel,
 * but unseen, because a strip appearing above a grid already on screen would push the grid down.
 */
export function RecommendedStrip({ children }: { children: ReactNode }) {
  const { data, loading } = useQuery(LoadByRecommendationQuery, {
    variables: { page: 1, limit: PAGE_SIZE.projects },
    fetchPolicy: 'cache-and-network',
    context: { skipErrorToast: true },
  });
  const settled = data !== undefined || !loading;
  const items = data?.loadByRecommendation ?? [];
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
      {settled ? null : <LoadingText />}
      {/* display: contents keeps the grid a direct child of the page's flex column. */}
      <div hidden={!settled} className="contents">
        {children}
      </div>
    </>
  );
}
