import { useQuery } from '@apollo/client/react';
import { Sparkles } from 'lucide-react';
import { PAGE_SIZE } from '@squadup/shared';
import { LoadByRecommendationQuery } from '../../api/post-queries';
import { PostCard } from '../post-card';

/**
 * 'Recommended for you': the first page of loadByRecommendation with the skills that matched.
 * Hidden while loading, on error and when there is nothing to recommend (the grid follows anyway).
 */
export function RecommendedStrip() {
  const { data } = useQuery(LoadByRecommendationQuery, {
    variables: { page: 1, limit: PAGE_SIZE.projects },
    fetchPolicy: 'cache-and-network',
    context: { skipErrorToast: true },
  });
  const items = data?.loadByRecommendation ?? [];
  if (items.length === 0) return null;
  return (
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
  );
}
