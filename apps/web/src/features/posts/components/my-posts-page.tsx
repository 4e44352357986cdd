import { useQuery } from '@apollo/client/react';
import { FileText, Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { Alert } from '@/components/ui/alert';
import { useAuthStore } from '@/stores/auth-storage';
import { MyPostsQuery } from '../api/my-posts';
import { MY_LISTS_PAGE_SIZE, useLoadMore } from '@/lib/hooks/use-load-more';
import { LoadMore } from '@/components/ui/load-more';
import { MyPostCard } from './my-post-card';

function CreatePostLink() {
  return (
    <ButtonLink to="/post/new">
      <Plus aria-hidden="true" />
      Create New Post
    </ButtonLink>
  );
}

/** /myposts: the member's own posts, open and closed, with the owner's actions. */
export function MyPostsPage() {
  const userId = useAuthStore((s) => s.user?._id);
  const { data, loading, error, fetchMore } = useQuery(MyPostsQuery, {
    variables: { userId: userId ?? '', page: 1, limit: MY_LISTS_PAGE_SIZE },
    skip: !userId,
    fetchPolicy: 'network-only',
  });
  const posts = data?.loadPostsByUserId ?? [];
  const more = useLoadMore(posts.length, async (page) => {
    // The cache's type policies (lib/apollo-cache.ts) add the page to the list.
    const { data: next } = await fetchMore({ variables: { page } });
    return next?.loadPostsByUserId.length ?? 0;
  });

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="My Posts"
        description="Manage the projects you have posted and the people who applied."
        actions={<CreatePostLink />}
      />
      {loading && !data ? (
        <PageSpinner label="Loading..." />
      ) : error && !data ? (
        <Alert>Error loading posts</Alert>
      ) : posts.length === 0 ? (
        <EmptyState
          icon={<FileText aria-hidden="true" />}
          title="No posts yet"
          description="You haven't posted any projects yet. Describe one and start building your squad."
          action={<CreatePostLink />}
        />
      ) : (
        <>
          <ul className="grid gap-5 lg:grid-cols-2">
            {posts.map((post) => (
              <li key={post._id} className="flex">
                <MyPostCard post={post} />
              </li>
            ))}
          </ul>
          <LoadMore more={more} />
        </>
      )}
    </div>
  );
}
