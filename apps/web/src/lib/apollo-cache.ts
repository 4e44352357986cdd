import {
  InMemoryCache,
  type FieldMergeFunction,
  type FieldPolicy,
  type Reference,
  type StoreObject,
  type TypePolicies,
} from '@apollo/client';
import { offsetPagedList, type ItemKey } from './apollo-paging';

/** An ApplicationWithPost has no id of its own: it is the application's. */
const applicationOf: ItemKey = (item, readField) => {
  const application = readField<Reference>('application', item);
  return application ? readField('_id', application) : undefined;
};

/**
 * A list paged by one watched query per page (Discover's and Find People's infinite scroll, each
 * page with its own loading, error and retry; chat's older pages, held outside the cache). No
 * policy on purpose: Apollo keys the field by all its arguments, `page` included, so every page
 * stays its own entry.
 */
const ONE_ENTRY_PER_PAGE: FieldPolicy = {};

/**
 * A squad's members have no id of their own (a member's role and join date belong to that squad),
 * and My Squads, the squad page and the squad chat each select different fields of them. Merged
 * member by member, no query's fields are lost to another's answer (which would send the first
 * back to the network); the incoming list says who is in the squad and in what order.
 */
const membersByUser: FieldMergeFunction<StoreObject[], StoreObject[]> = (
  existing,
  incoming,
  { readField, mergeObjects },
) =>
  incoming.map((member) => {
    const userId = readField<string>('user_id', member);
    const before = existing?.find((held) => readField('user_id', held) === userId);
    return before ? mergeObjects(before, member) : member;
  });

/**
 * Every root field that takes `page` is listed here (apollo-cache.test.ts checks the
 * schema against it). A list grown with "Load more" is `offsetPagedList(keyArgs)`.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      getSavedPosts: offsetPagedList(false),
      loadPostsByUserId: offsetPagedList(['userId']),
      // Each order is its own list: a page of best matches must not land in the newest-first one.
      loadApplicationsByPostId: offsetPagedList(['postId', 'order']),
      getApplicationsByUser: offsetPagedList(false, applicationOf),
      searchMyApplications: offsetPagedList(['search'], applicationOf),
      getActivity: offsetPagedList(false),
      adminReports: offsetPagedList(['status', 'subject_type']),
      adminAuditLog: offsetPagedList(false),
      loadPosts: ONE_ENTRY_PER_PAGE,
      loadPostByFilter: ONE_ENTRY_PER_PAGE,
      searchProjects: ONE_ENTRY_PER_PAGE,
      loadByRecommendation: ONE_ENTRY_PER_PAGE,
      loadPeople: ONE_ENTRY_PER_PAGE,
      loadPeopleByFilter: ONE_ENTRY_PER_PAGE,
      searchPeople: ONE_ENTRY_PER_PAGE,
      getMessagesForChat: ONE_ENTRY_PER_PAGE,
    },
  },
  Squad: { fields: { members: { merge: membersByUser }, seats: { merge: false } } },
  // A setting has no id: its kind names it, so updateNotificationSetting's answer (every kind)
  // lands on the rows getNotificationSettings shows.
  NotificationSetting: { keyFields: ['kind'] },
  // A squad chat row's faces: the newest list replaces them (someone left, someone joined).
  ChatListItem: { fields: { members: { merge: false } } },
  // An event's announcements: the newest list replaces them (a member who leaves reads none).
  Event: { fields: { announcements: { merge: false } } },
};

/** The app's cache: entities normalised by `_id`, paged lists by the policies above. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}
