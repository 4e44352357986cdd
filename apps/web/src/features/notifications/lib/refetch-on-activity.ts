import type { ApolloClient } from '@apollo/client';
import { refetchAfterNews } from '@/lib/refetch-after-news';

/**
 * The screens an activity item can make stale: the feed itself, the applicant's applications and
 * post pages (a decision), the owner's applicants and posts (a new application, a freed seat that
 * reopened recruitment), squads (joins, departures and removals). Only those on screen are
 * refetched; the rest load fresh when opened.
 */
const QUERIES_STALE_ON_ACTIVITY = new Set([
  'ActivityFeed',
  'MyApplications',
  'SearchMyApplications',
  'PostApplicants',
  'MyPosts',
  'LoadPostById',
  'GetMySquads',
  'LoadSquad',
]);

export function refetchOnActivity(client: ApolloClient): Promise<unknown> {
  return client.refetchQueries({
    include: 'active',
    onQueryUpdated: (query) =>
      QUERIES_STALE_ON_ACTIVITY.has(query.queryName ?? '') && refetchAfterNews(query),
  });
}
