import { SearchX } from 'lucide-react';
import { PAGE_SIZE } from '@squadup/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { InfiniteResults } from '@/components/ui/infinite-results';
import { useProjectsPage } from '../../api/use-projects-page';
import type { DiscoverMode } from '../../lib/discover';
import { PostCard } from '../post-card';

/** Discover Projects' infinite two-column grid. Remount it (key) to start again at page 1. */
export function ProjectResults({ mode }: { mode: DiscoverMode }) {
  return (
    <InfiniteResults
      testId="project-results"
      query={mode}
      usePage={useProjectsPage}
      pageSize={PAGE_SIZE.projects}
      renderItem={(post, ref) => <PostCard post={post} ref={ref} />}
      errorText="Error loading posts"
      empty={
        <EmptyState
          icon={<SearchX />}
          title="No posts found"
          description="Try adjusting your filters or search to find more projects."
        />
      }
      endText="No more projects."
    />
  );
}
