import { useCallback } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Bookmark } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SavedPostsQuery } from '../api/saved-posts';
import { useRefetchOnFocus } from '@/lib/hooks/use-refetch-on-focus';
import { MY_LISTS_PAGE_SIZE, useLoadMore } from '@/lib/hooks/use-load-more';
import { LoadMore } from '@/components/ui/load-more';
import { PostCard } from './post-card';
import { DiscoverProjectsLink } from '@/components/post/discover-projects-link';

const FIRST_PAGE = { page: 1, limit: MY_LISTS_PAGE_SIZE };

/** /saved-posts: the projects the member bookmarked; unsaving drops the card at once. */
export function SavedPostsPage() {
  const client = useApolloClient();
  const { data, loading, error, refetch, fetchMore } = useQuery(SavedPostsQuery, {
    variables: FIRST_PAGE,
    fetchPolicy: 'cache-and-network',
  });
  useRefetchOnFocus(refetch);
  const posts = data?.getSavedPosts ?? [];
  const more = useLoadMore(posts.length, async (page) => {
    // The cache's type policies (lib/apollo-cache.ts) add the page to the list.
    const { data: next } = await fetchMore({ variables: { page } });
    return next?.getSavedPosts.length ?? 0;
  });

  const onUnsave = useCallback(
    (postId: string) => {
      // Written with page 1's variables, so the paging policy takes it as the whole list now.
      client.cache.updateQuery({ query: SavedPostsQuery, variables: FIRST_PAGE }, (current) =>
        current
          ? { ...current, getSavedPosts: current.getSavedPosts.filter((p) => p._id !== postId) }
          : current,
      );
    },
    [client],
  );

  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Saved Posts" description="Projects you bookmarked for later." />
      {loading && !data ? (
        <p role="status" className="py-16 text-center text-sm text-muted-foreground">
          Loading...
        </p>
      ) : error && !data ? (
        <Alert>Error loading saved posts.</Alert>
      ) : posts.length === 0 ? (
        <EmptyState
          icon={<Bookmark aria-hidden="true" />}
          title="No saved posts yet"
          description="Save projects you like while you browse, and they will wait for you here."
          action={<DiscoverProjectsLink />}
        />
      ) : (
        <>
          <ul className="grid gap-5 md:grid-cols-2" aria-label="Saved posts">
            {posts.map((post) => (
              <li key={post._id}>
                <PostCard post={post} onUnsave={onUnsave} />
              </li>
            ))}
          </ul>
          <LoadMore more={more} />
        </>
      )}
    </div>
  );
}
